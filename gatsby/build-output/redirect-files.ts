import { generateHtmlPath } from "gatsby-core-utils/page-html";
import { needsRedirectPage, writeRedirectFiles, type Redirect } from "../redirects";
import { siteRedirects } from "../campaign-pages";
import { LATE_CODE_RETRY_REWRITE } from "../../plugins/gatsby-plugin-swc-delivery/bundling/late-code";
import { failOnPages, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";

/**
 * The redirect table for direct visits (gatsby/redirects.ts): a meta-refresh
 * page at each source and the CDN's `_redirects`, which also answers a late-code
 * retry's folder from /late/ (plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts). A meta-refresh page never
 * replaces a page Gatsby rendered (on a case-insensitive disk, "/Page" and
 * "/page" are one file): the build stops instead.
 */
export function writeRedirects(output: Pick<BuildOutput, "publicDir" | "pagePaths">, redirects: readonly Redirect[] = siteRedirects()): { pages: number; rules: number } {
  const pageFiles = new Set(output.pagePaths.map((pagePath) => generateHtmlPath(output.publicDir, pagePath).toLowerCase()));
  const withPages = redirects.filter(needsRedirectPage);
  failOnPages(
    "redirect sources that would overwrite a page Gatsby rendered",
    withPages.filter((redirect) => pageFiles.has(generateHtmlPath(output.publicDir, redirect.from).toLowerCase())).map((redirect) => redirect.from),
  );
  writeRedirectFiles(output.publicDir, redirects, [LATE_CODE_RETRY_REWRITE]);
  return { pages: withPages.length, rules: redirects.length };
}

export const redirectFilesStep: BuildOutputStep = {
  name: "redirect-files",
  after: [],
  run(output) {
    const { pages, rules } = writeRedirects(output);
    return `${pages} meta-refresh pages, _redirects with ${rules} rules`;
  },
};
