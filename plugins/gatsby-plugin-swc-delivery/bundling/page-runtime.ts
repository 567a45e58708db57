import fs from "fs";
import path from "path";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { minify } from "terser";
import type { GatsbyNode } from "gatsby";
import { HEAD_SCRIPT_NAMES, HEAD_SCRIPTS_DIR, PAGE_RUNTIME_FILE, type HeadScriptName } from "./page-runtime-file";
import { buildLateCode, onlyBrowserSiteFacts } from "./late-code";
import { PAGE_RUNTIME_PART_NAMES, pageRuntimeEntry, type PageRuntimePart } from "../page-runtime/parts";

/**
 * The page runtime (plugins/gatsby-plugin-swc-delivery/page-runtime/) is what every page needs from the
 * moment it is painted, before and without React: the consent banner's
 * buttons, click tracking, the header's menus. It is bundled once per build
 * from TypeScript into one small script that gatsby-ssr writes inline into
 * every page's <head>, so no tap waits for a download; the CSP allows it by
 * hash like every inline script (gatsby/build-output/security-headers.ts).
 */
export const PAGE_RUNTIME_DIR = "plugins/gatsby-plugin-swc-delivery/page-runtime";

/**
 * A TypeScript entry bundled into one minified script: an IIFE, it defines no
 * globals. The entry is a file (relative to `root`) or a module's source with
 * the folder its imports are relative to.
 */
export async function bundleScript(
  root: string,
  entry: string | { contents: string; resolveDir: string },
  plugins: Plugin[] = [],
  options: Pick<BuildOptions, "define"> = {},
): Promise<string> {
  const result = await build({
    ...options,
    absWorkingDir: root,
    ...(typeof entry === "string"
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: path.join(root, entry.resolveDir), sourcefile: "page-runtime-entry.ts", loader: "ts" as const } }),
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

/**
 * The runtime with `parts` (plugins/gatsby-plugin-swc-delivery/page-runtime/parts.ts; all of them unless
 * named) as one minified script (the page names the late code it loads:
 * gatsby-ssr.tsx).
 */
export async function compilePageRuntime(root: string, parts: readonly PageRuntimePart[] = PAGE_RUNTIME_PART_NAMES): Promise<string> {
  const bundled = await bundleScript(root, { contents: pageRuntimeEntry(parts), resolveDir: PAGE_RUNTIME_DIR }, [onlyBrowserSiteFacts]);
  return compactInlineScript(bundled);
}

/** The folder of the head scripts' modules: each entry <name>.entry.ts runs its module on the page. */
export const HEAD_SCRIPTS_SOURCE_DIR = "src/head-scripts";

/** One head script (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime-file.ts) as the minified inline script every page with it carries. */
export async function compileHeadScript(root: string, name: HeadScriptName): Promise<string> {
  return compactInlineScript(await bundleScript(root, `${HEAD_SCRIPTS_SOURCE_DIR}/${name}.entry.ts`, [onlyBrowserSiteFacts]));
}

/** Every head script, written where gatsby-ssr reads them (HEAD_SCRIPTS_DIR). */
export async function writeHeadScripts(root: string): Promise<void> {
  fs.mkdirSync(path.join(root, HEAD_SCRIPTS_DIR), { recursive: true });
  for (const name of HEAD_SCRIPT_NAMES) fs.writeFileSync(path.join(root, HEAD_SCRIPTS_DIR, `${name}.js`), await compileHeadScript(root, name));
}

/**
 * A bundled script compacted further by terser, for code every page carries
 * inline: esbuild's minifier keeps each function and constant where the
 * modules put them; terser also inlines and folds them across the bundle
 * (two passes, no unsafe transforms).
 */
export async function compactInlineScript(code: string): Promise<string> {
  const result = await minify(code, { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (result.code === undefined) throw new Error("terser returned no code for an inline script");
  return result.code;
}

/**
 * Compiled before any page renders (develop and build alike): the late code
 * first (plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts), then the runtime that loads it.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  const root = store.getState().program.directory as string;
  try {
    const late = await buildLateCode(root);
    reporter.info(`Late code: ${late.files.join(", ")} (build ${late.build})`);
    const source = await compilePageRuntime(root);
    fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
    fs.writeFileSync(path.join(root, PAGE_RUNTIME_FILE), source);
    reporter.info(`Page runtime: ${source.length} bytes with every part (${PAGE_RUNTIME_DIR}), the build keeps each page's parts`);
    await writeHeadScripts(root);
  } catch (error) {
    reporter.panicOnBuild(`The page runtime (${PAGE_RUNTIME_DIR}), its late code (plugins/gatsby-plugin-swc-delivery/late-code/) or the head scripts (${HEAD_SCRIPTS_SOURCE_DIR}) do not compile`, error as Error);
  }
};
