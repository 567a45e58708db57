/**
 * The build output: what turns the public/ folder Gatsby has rendered into
 * the site that is deployed. It runs in onPostBuild, so `gatsby build` alone
 * builds the whole site (`npm run build` only adds a time limit and a retry).
 *
 * The steps, in the order they run. Each names the steps it must follow
 * (`after`), which runBuildOutput checks before any step runs:
 *
 *  1. strip-nul-bytes: removes the NUL bytes React 18's stream leaves in
 *     pages. First, so every later step reads the HTML React meant to write
 *     (a NUL inside a class name would hide the class from inline-used-css).
 *  2. scripts-after-load: replaces Gatsby's async bundle tags with the loader
 *     that requests them after load and first paint.
 *  3. inline-used-css: inlines in each page only the stylesheet rules it uses,
 *     from the current stylesheet (also on pages a warm build kept). After
 *     the loader, so the rules are chosen from the markup that ships (the
 *     order `npm run build` had when this step ran after Gatsby, which keeps
 *     every page's bytes as they were).
 *  4. cms-admin: the CMS in public/admin/, its preview styled with the
 *     build's stylesheet. Not a page of Gatsby's: the page steps leave it alone.
 *  5. redirect-files: a meta-refresh page per redirect source and `_redirects`.
 *  6. sitemap-robots: sitemap.xml (the sitemap plugin's index, written in its
 *     own onPostBuild, which Gatsby runs before the site's) and robots.txt.
 *  7. security-headers: `_headers`, with each page's CSP allowing its inline
 *     scripts by hash. Last: the hashes must be of the final bytes, after
 *     every step that writes or rewrites HTML.
 *
 * Each step reports one line (what it changed, its time in ms) and stops the
 * build when its input is not what it was written for, rather than leaving
 * pages silently unchanged. The inline SVG of logos is not a step: it is a
 * GraphQL resolver (gatsby/inline-svg.ts).
 */
import path from "path";
import type { GatsbyNode } from "gatsby";
import { cmsAdminStep } from "./cms-admin";
import { inlineUsedCssStep } from "./inline-used-css";
import { runBuildOutput, type BuildOutput, type BuildOutputStep } from "./pipeline";
import { redirectFilesStep } from "./redirect-files";
import { scriptsAfterLoadStep } from "./scripts-after-load";
import { securityHeadersStep } from "./security-headers";
import { sitemapRobotsStep } from "./sitemap-robots";
import { stripNulBytesStep } from "./strip-nul-bytes";

export const BUILD_OUTPUT_STEPS: readonly BuildOutputStep[] = [
  stripNulBytesStep,
  scriptsAfterLoadStep,
  inlineUsedCssStep,
  cmsAdminStep,
  redirectFilesStep,
  sitemapRobotsStep,
  securityHeadersStep,
];

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, config, pages } = store.getState();
  const output: BuildOutput = {
    root: program.directory,
    publicDir: path.join(program.directory, "public"),
    // Every page of the site is static. One rendered at request time (SSR, DSG) would have no
    // HTML file in public/, and the steps would stop the build on it (pageHtmlFiles).
    pagePaths: [...pages.values()].map((page) => page.path),
    siteUrl: String(config.siteMetadata?.siteUrl ?? "").replace(/\/+$/, ""),
    env: process.env,
  };
  await runBuildOutput(BUILD_OUTPUT_STEPS, output, reporter);
};
