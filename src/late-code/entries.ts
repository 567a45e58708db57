import type { LateCodeModules, LateCodeName } from "../page-runtime/late-code-modules";

/**
 * The code a page loads after it is on screen, each an ES module whose
 * default export the page runtime calls (src/page-runtime/late-code.ts):
 *
 * - `lead-form`: the lead form's island, hydrated when the visitor heads for it;
 * - `web-vitals`: the Core Web Vitals reporter, once the page is idle after load;
 * - `debug-datalayer`: the admins' dataLayer debug view, on a tab that asked for it;
 * - `hash-scroll`: the smooth scroll to the section a URL hash names, on a page opened with one.
 *
 * Paths are relative to the repository; gatsby/late-code.ts bundles them.
 */
export const LATE_CODE_ENTRIES = {
  "lead-form": "src/late-code/lead-form.tsx",
  "web-vitals": "src/late-code/web-vitals.ts",
  "debug-datalayer": "src/late-code/debug-datalayer.ts",
  "hash-scroll": "src/late-code/hash-scroll.ts",
} as const satisfies Record<LateCodeName, string>;

/** Each entry's module, as the type checker sees it: it must be what the page runtime expects. */
type EntryModules = {
  "lead-form": typeof import("./lead-form");
  "web-vitals": typeof import("./web-vitals");
  "debug-datalayer": typeof import("./debug-datalayer");
  "hash-scroll": typeof import("./hash-scroll");
};
type MatchesRuntime<T extends LateCodeModules> = T;
export type CheckedEntryModules = MatchesRuntime<EntryModules>;
