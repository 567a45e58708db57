import fs from "fs";
import { pageHtmlFiles, sliceHtmlFiles } from "./html-files";
import { failOnPages, relativeToPublic, type BuildOutput, type BuildOutputStep } from "./pipeline";

/**
 * Takes Gatsby's client runtime out of every page. Gatsby ends each page with
 * its script loader (`window.pagePath`) and its scripts slice: the chunk map,
 * the build's hash and `<script src async>` tags for webpack's runtime, React
 * and the app with its router and loader. A built page needs none of it: its
 * HTML is complete, the inline page runtime serves its controls, and the lead
 * form is an island with its own code (plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts). With the tags
 * gone the browser requests no page-data, app-data or bundle either.
 *
 * Gatsby writes these tags through its scripts slice after every rendering
 * hook, and stitches the slice file into pages again on later builds, so the
 * built HTML is rewritten (before the CSP hashes are taken) and the slice file
 * emptied; the slice markers stay, so a warm build's stitching finds them.
 * A page without the markers means Gatsby writes its scripts some other way
 * now, and the build stops instead of shipping pages that load React.
 */
const SCRIPT_LOADER = /<script id="gatsby-script-loader">[\s\S]*?<\/script>/g;
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)[\s\S]*?(<!-- slice-end id="_gatsby-scripts-\d+" -->)/g;
const SCRIPT_FILE = /<script\b[^>]*\bsrc=/;

/**
 * The marks Gatsby puts on the tags of each page's Head, by which its client
 * runtime swaps them on a client-side navigation. Without that runtime nothing
 * reads them.
 */
const HEAD_MARK = / data-gatsby-head="true"/g;

/** The page without Gatsby's client runtime, nor the marks only that runtime reads (idempotent). */
export function withoutClientRuntime(html: string): string {
  return html.replace(SCRIPT_LOADER, "").replace(SCRIPTS_SLICE, "$1$2").replace(HEAD_MARK, "");
}

/** Rewrites every page and empties the scripts slice; returns how many pages changed. */
export function removeClientRuntime(output: Pick<BuildOutput, "publicDir" | "pagePaths">): { rewritten: number; unchanged: number } {
  const unexpected: string[] = [];
  let rewritten = 0;
  let unchanged = 0;
  for (const file of pageHtmlFiles(output)) {
    const html = fs.readFileSync(file, "utf8");
    const page = relativeToPublic(output, file);
    if (!html.match(SCRIPTS_SLICE)) {
      unexpected.push(`${page} (no scripts slice)`);
      continue;
    }
    const stripped = withoutClientRuntime(html);
    if (SCRIPT_FILE.test(stripped) || stripped.includes("window.___")) unexpected.push(`${page} (a script file or a Gatsby global is left)`);
    if (stripped === html) unchanged++;
    else {
      fs.writeFileSync(file, stripped);
      rewritten++;
    }
  }
  failOnPages("pages whose Gatsby scripts are not where Gatsby 5 writes them", unexpected);
  for (const file of sliceHtmlFiles(output.publicDir)) {
    if (/_gatsby-scripts-\d+\.html$/.test(file)) fs.writeFileSync(file, "");
  }
  return { rewritten, unchanged };
}

export const noClientRuntimeStep: BuildOutputStep = {
  name: "no-client-runtime",
  after: ["strip-nul-bytes"],
  run(output) {
    const { rewritten, unchanged } = removeClientRuntime(output);
    return `Gatsby's client runtime removed from ${rewritten} pages (${unchanged} had none from an earlier build)`;
  },
};
