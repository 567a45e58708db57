// Every page inlines the part of the global stylesheet it uses, exactly where
// Gatsby inlined the whole of it (<style data-href=… data-identity="gatsby-global-css">):
// scripts/lib/used-css.mjs chooses the rules, and the bundle loader links the
// full stylesheet before React runs (gatsby/scripts-after-load.ts).
//
// The inlined stylesheet is also brought up to date here. Gatsby 5 (with
// slices, always on) re-renders a page's HTML only when its template's server
// bundle changes. A change that only touches CSS (global.css,
// tailwind.config.js, a class used by one page) therefore leaves every other
// page inlining the previous stylesheet: the production site would show old
// styles until `gatsby clean`. So every page is rewritten from the current
// stylesheet, whichever one it inlined before.
import fs from "node:fs";
import path from "node:path";
import { readRunTimeMarkupSources, usedCss } from "./used-css.mjs";

const INLINED = /<style data-href="\/(styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;

/** The global stylesheet of the last build, from webpack.stats.json. */
export function currentStylesheet(publicDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const css = (stats.assetsByChunkName?.app ?? []).filter((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
  return css.length === 1 ? css[0] : null;
}

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/**
 * Inlines in every page the current stylesheet's rules that the page uses.
 * Idempotent. `root` is the repository (for the components whose markup
 * appears only at run time). Returns the pages that had an older stylesheet
 * (relative to publicDir) and the inlined bytes before and after.
 */
export async function inlineUsedCss(publicDir, root) {
  const stylesheet = currentStylesheet(publicDir);
  const report = { outdated: [], pages: 0, bytesBefore: 0, bytesAfter: 0 };
  if (!stylesheet) return report;
  const full = fs.readFileSync(path.join(publicDir, stylesheet), "utf8");
  const runTimeSource = readRunTimeMarkupSources(root);
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const match = INLINED.exec(html);
    if (!match) continue;
    if (match[1] !== stylesheet) report.outdated.push(path.relative(publicDir, file));
    const used = await usedCss(full, html.replace(INLINED, ""), runTimeSource);
    const tag = `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${used}</style>`;
    // A function replacement: the CSS may contain "$" sequences.
    const rewritten = html.replace(INLINED, () => tag);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
    report.pages++;
    report.bytesBefore += Buffer.byteLength(match[2], "utf8");
    report.bytesAfter += Buffer.byteLength(used, "utf8");
  }
  return report;
}
