import fs from "fs";
import path from "path";
import { LATE_CODE_PATH } from "../../../src/lib/late-code";
import { LATE_CODE_BUILD_FILE, LATE_CODE_CACHE_DIR } from "../bundling/page-runtime-file";
import { BuildOutputError, type BuildOutput, type BuildOutputStep } from "./pipeline";

/**
 * Publishes the bundles esbuild wrote at bootstrap in public/late/, replacing
 * an earlier build's: the pages of this build name exactly these files, and
 * build.json tells an older page that it is older (src/lib/late-code.ts).
 */
export function publishLateCode(output: Pick<BuildOutput, "root" | "publicDir">): number {
  const from = path.join(output.root, LATE_CODE_CACHE_DIR);
  if (!fs.existsSync(path.join(from, LATE_CODE_BUILD_FILE))) {
    throw new BuildOutputError(`no late code in ${LATE_CODE_CACHE_DIR}: the page runtime's bootstrap step (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts) did not run`);
  }
  const to = path.join(output.publicDir, LATE_CODE_PATH);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  return fs.readdirSync(to).filter((name) => name.endsWith(".js")).length;
}

export const lateCodeFilesStep: BuildOutputStep = {
  name: "late-code-files",
  after: [],
  run(output) {
    return `${publishLateCode(output)} late-code files in ${LATE_CODE_PATH}/`;
  },
};
