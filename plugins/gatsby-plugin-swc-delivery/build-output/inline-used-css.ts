// Every page inlines the part of the global stylesheet it uses, exactly where
// Gatsby inlined the whole of it (<style data-href=… data-identity="gatsby-global-css">):
// ./used-css.ts chooses the rules, and an island links the full stylesheet
// before React runs (plugins/gatsby-plugin-swc-delivery/page-runtime/islands.ts).
//
// The inlined stylesheet is also brought up to date here. Gatsby 5 (with
// slices, always on) re-renders a page's HTML only when its template's server
// bundle changes. A change that only touches CSS (global.css,
// tailwind.config.js, a class used by one page) therefore leaves every other
// page inlining the previous stylesheet: the production site would show old
// styles until `gatsby clean`. So every page is rewritten from the current
// stylesheet, whichever one it inlined before. This runs inside `gatsby build`
// (onPostBuild), so a plain `gatsby build` never ships stale styles.
import fs from "fs";
import path from "path";
import { globalStylesheet } from "./webpack-stats";
import { pageHtmlFiles } from "./html-files";
import { failOnPages, relativeToPublic, type BuildOutput, type BuildOutputStep } from "./pipeline";
import { readRunTimeMarkupSources, UsedCssPicker } from "./used-css";

const INLINED = /<style data-href="\/(styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;

export interface InlineUsedCssReport {
  /** Pages that inlined an older build's stylesheet, relative to public/. */
  outdated: string[];
  pages: number;
  /** How many times PurgeCSS ran: pages with equal selector sets share its result. */
  distinctSelectorSets: number;
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Inlines in every page the current stylesheet's rules that the page uses.
 * Idempotent. Fails when a page has no inlined global stylesheet to replace
 * (after rewriting the others: the build stops either way).
 */
export async function inlineUsedCss(output: Pick<BuildOutput, "publicDir" | "pagePaths" | "root">): Promise<InlineUsedCssReport> {
  const stylesheet = globalStylesheet(output.publicDir);
  const picker = new UsedCssPicker(fs.readFileSync(path.join(output.publicDir, stylesheet), "utf8"), readRunTimeMarkupSources(output.root));
  const report: InlineUsedCssReport = { outdated: [], pages: 0, distinctSelectorSets: 0, bytesBefore: 0, bytesAfter: 0 };
  const withoutStylesheet: string[] = [];
  for (const file of pageHtmlFiles(output)) {
    const html = fs.readFileSync(file, "utf8");
    const match = INLINED.exec(html);
    if (!match) {
      withoutStylesheet.push(relativeToPublic(output, file));
      continue;
    }
    if (match[1] !== stylesheet) report.outdated.push(relativeToPublic(output, file));
    const used = await picker.forPage(html.replace(INLINED, ""));
    const tag = `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${used}</style>`;
    // A function replacement: the CSS may contain "$" sequences.
    const rewritten = html.replace(INLINED, () => tag);
    if (rewritten !== html) fs.writeFileSync(file, rewritten);
    report.pages++;
    report.bytesBefore += Buffer.byteLength(match[2], "utf8");
    report.bytesAfter += Buffer.byteLength(used, "utf8");
  }
  failOnPages('pages without the <style data-href="/styles.….css" data-identity="gatsby-global-css"> Gatsby inlines', withoutStylesheet);
  report.distinctSelectorSets = picker.distinctSelectorSets;
  return report;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const inlineUsedCssStep: BuildOutputStep = {
  name: "inline-used-css",
  // It chooses each page's rules from the page's markup, so it reads the
  // markup as it ships: without React's NUL bytes, with the loader.
  after: ["strip-nul-bytes", "no-client-runtime"],
  async run(output) {
    const started = performance.now();
    const css = await inlineUsedCss(output);
    const perPage = css.pages ? (performance.now() - started) / css.pages : 0;
    return (
      `${css.pages} pages, ${css.distinctSelectorSets} distinct selector sets (PurgeCSS runs), ${perPage.toFixed(1)} ms per page; ` +
      `inlined CSS ${kb(css.bytesBefore)} → ${kb(css.bytesAfter)} in all; ${css.outdated.length} pages had an older build's stylesheet`
    );
  },
};
