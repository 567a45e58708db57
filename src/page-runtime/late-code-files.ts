import type { LateCodeName } from "./late-code-modules";

/**
 * The build's late-code bundles: gatsby/page-runtime.ts replaces this module,
 * when it bundles the runtime, with the manifest gatsby/late-code.ts wrote
 * (each entry's hashed URL, and the build it belongs to). Unbundled (unit
 * tests) there are none, and every load fails as it would offline.
 */
export interface LateCodeFiles {
  build: string;
  files: Partial<Record<LateCodeName, string>>;
}

export const LATE_CODE_FILES: LateCodeFiles = { build: "", files: {} };
