/**
 * Which HTML files of public/ the steps read and rewrite. Gatsby's pages come
 * from Gatsby's own list (its store), not from a walk of public/: a warm build
 * leaves files of earlier builds there (the CMS's page, meta-refresh pages),
 * and a page missing from public/ must be noticed, not skipped.
 */
import fs from "fs";
import path from "path";
import { generateHtmlPath } from "gatsby-core-utils/page-html";
import { BuildOutputError, failOnPages, relativeToPublic, type BuildOutput } from "./pipeline";

/** Every .html file under `dir`, depth first. */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/**
 * The HTML file of every page Gatsby rendered, where Gatsby writes it
 * (generateHtmlPath: "/about" → about/index.html, "/404.html" → 404.html).
 * Fails when one is missing. Two paths that differ only in letter case share
 * one file on a case-insensitive file system; it is listed once.
 */
export function pageHtmlFiles(output: Pick<BuildOutput, "publicDir" | "pagePaths">): string[] {
  if (output.pagePaths.length === 0) throw new BuildOutputError("Gatsby reported no pages");
  const files = [...new Set(output.pagePaths.map((pagePath) => generateHtmlPath(output.publicDir, pagePath)))];
  const missing = files.filter((file) => !fs.existsSync(file)).map((file) => relativeToPublic(output, file));
  failOnPages("pages Gatsby rendered have no HTML file in public/", missing);
  return files;
}

/** Gatsby's slices (its scripts slice among them): HTML that Gatsby stitches into pages, on later builds too. */
export function sliceHtmlFiles(publicDir: string): string[] {
  const dir = path.join(publicDir, "_gatsby", "slices");
  return fs.existsSync(dir) ? [...htmlFiles(dir)] : [];
}
