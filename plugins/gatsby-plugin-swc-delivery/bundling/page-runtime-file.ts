import fs from "fs";
import path from "path";

/** Where onPreBootstrap writes the compiled page runtime (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts). */
export const PAGE_RUNTIME_FILE = path.join(".cache", "page-runtime.js");
/** Where onPreBootstrap writes each compiled head script (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts), as <name>.js. */
export const HEAD_SCRIPTS_DIR = path.join(".cache", "head-scripts");

/**
 * The inline scripts of <head> that run before the first paint, each a
 * TypeScript module in src/head-scripts/ (its entry <name>.entry.ts).
 */
export const HEAD_SCRIPT_NAMES = ["consent-default", "experiment-assignment", "gtm-when-shown"] as const;
export type HeadScriptName = (typeof HEAD_SCRIPT_NAMES)[number];

/** A compiled head script, for gatsby-ssr and the build's checks. */
export function readHeadScript(name: HeadScriptName, root = process.cwd()): string {
  return fs.readFileSync(path.join(root, HEAD_SCRIPTS_DIR, `${name}.js`), "utf8");
}

/** Where the late code is written at bootstrap (plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts), and where the build output copies it from. */
export const LATE_CODE_CACHE_DIR = path.join(".cache", "late-code");
/** The file beside it naming the build and its files; published, it tells an older page that it is older. */
export const LATE_CODE_BUILD_FILE = "build.json";

/** The late code of a build: a digest of every bundle (it changes whenever any of them does) and the files a page may load. */
export interface LateCodeBuild {
  build: string;
  files: string[];
}

/** The compiled runtime, for gatsby-ssr (pages render with the site root as working directory). */
export function readPageRuntime(root = process.cwd()): string {
  return fs.readFileSync(path.join(root, PAGE_RUNTIME_FILE), "utf8");
}

/** What a page tells its runtime about the late code: an attribute of the runtime's script element, the build's id then its files (src/lib/late-code.ts reads it). */
export function lateCodeAttributes(root = process.cwd()): { "data-late-code": string } {
  const { build, files } = JSON.parse(fs.readFileSync(path.join(root, LATE_CODE_CACHE_DIR, LATE_CODE_BUILD_FILE), "utf8")) as LateCodeBuild;
  return { "data-late-code": [build, ...files].join(" ") };
}
