import fs from "fs";
import path from "path";

/** Where onPreBootstrap writes the compiled page runtime (gatsby/page-runtime.ts). */
export const PAGE_RUNTIME_FILE = path.join(".cache", "page-runtime.js");

/** The compiled runtime, for gatsby-ssr (pages render with the site root as working directory). */
export function readPageRuntime(root = process.cwd()): string {
  return fs.readFileSync(path.join(root, PAGE_RUNTIME_FILE), "utf8");
}
