import fs from "fs";
import path from "path";
import { build, type BuildOptions, type Plugin } from "esbuild";
import type { GatsbyNode } from "gatsby";
import { PAGE_RUNTIME_FILE } from "./page-runtime-file";
import { buildLateCode, onlyBrowserSiteFacts } from "./late-code";

/**
 * The page runtime (src/page-runtime/) is what every page needs from the
 * moment it is painted, before and without React: the consent banner's
 * buttons, click tracking, the header's menus. It is bundled once per build
 * from TypeScript into one small script that gatsby-ssr writes inline into
 * every page's <head>, so no tap waits for a download; the CSP allows it by
 * hash like every inline script (gatsby/build-output/security-headers.ts).
 */
export const PAGE_RUNTIME_ENTRY = "src/page-runtime/index.ts";

/** A TypeScript entry (relative to `root`) bundled into one minified script: an IIFE, it defines no globals. */
export async function bundleScript(root: string, entry: string, plugins: Plugin[] = [], options: Pick<BuildOptions, "define"> = {}): Promise<string> {
  const result = await build({
    ...options,
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    write: false,
    logLevel: "silent",
    plugins,
  });
  return result.outputFiles[0].text.trim();
}

/** The runtime as one minified script (the page names the late code it loads: gatsby-ssr.tsx). */
export function compilePageRuntime(root: string): Promise<string> {
  return bundleScript(root, PAGE_RUNTIME_ENTRY, [onlyBrowserSiteFacts]);
}

/**
 * Compiled before any page renders (develop and build alike): the late code
 * first (gatsby/late-code.ts), then the runtime that loads it.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  const root = store.getState().program.directory as string;
  try {
    const late = await buildLateCode(root);
    reporter.info(`Late code: ${late.files.join(", ")} (build ${late.build})`);
    const source = await compilePageRuntime(root);
    fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
    fs.writeFileSync(path.join(root, PAGE_RUNTIME_FILE), source);
    reporter.info(`Page runtime: ${source.length} bytes inline on every page (${PAGE_RUNTIME_ENTRY})`);
  } catch (error) {
    reporter.panicOnBuild(`The page runtime (${PAGE_RUNTIME_ENTRY}) or its late code (src/late-code/) does not compile`, error as Error);
  }
};
