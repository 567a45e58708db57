/**
 * The build output: what turns the public/ folder Gatsby has rendered into
 * the site that is deployed. It runs in onPostBuild, so `gatsby build` alone
 * builds the whole site (`npm run build` only adds a time limit and a retry).
 *
 * The steps, in the order they run. Each names the steps it must follow
 * (`after`), which runBuildOutput checks before any step runs. Steps 1-4, 7
 * and 11 deliver the pages (the delivery plugin's, with the runner:
 * plugins/gatsby-plugin-swc-delivery/README.md); the others are the site's:
 *
 *  1. strip-nul-bytes: removes the NUL bytes React 18's stream leaves in
 *     pages. First, so every later step reads the HTML React meant to write
 *     (a NUL inside a class name would hide the class from inline-used-css).
 *  2. no-client-runtime: removes Gatsby's script loader, chunk map and bundle
 *     tags: no page loads Gatsby's client runtime or React's whole-page bundles.
 *  3. page-runtime-parts: gives each page the page runtime with only the
 *     parts its markup marks (plugins/gatsby-plugin-swc-delivery/page-runtime/parts.ts): the loader of
 *     islands only where there is a form, the not-found page's redirect only
 *     there.
 *  4. late-code-files: publishes the bundles of the page runtime's late code
 *     (the lead form's island, the vitals reporter, the debug view) in /late/.
 *  5. logo-sprite-file: moves the logo sprite of a page that has one (the home
 *     page's client strip) into one cached file, /static/logos-<hash>.svg, and
 *     draws its references as lazy images of it: a third less HTML ahead of
 *     the hero, and no logo fetched before the first paint.
 *  6. icon-sprite-trim: keeps in each page only the icons of the sprite it draws.
 *  7. inline-used-css: inlines in each page only the stylesheet rules it uses,
 *     from the current stylesheet (also on pages a warm build kept). After
 *     the runtime's removal, so the rules are chosen from the markup that ships.
 *  8. cms-admin: the CMS in public/admin/, its preview styled with the
 *     build's stylesheet. Not a page of Gatsby's: the page steps leave it alone.
 *  9. redirect-files: a meta-refresh page per redirect source and `_redirects`.
 * 10. sitemap-robots: sitemap.xml (the sitemap plugin's index, written in its
 *     own onPostBuild, which Gatsby runs before the site's) and robots.txt.
 * 11. gatsby-files: moves what Gatsby wrote that no page requests (its
 *     bundles and stylesheet, page data, slices, webpack's stats) out of
 *     public/ into .cache/, and puts it back as the next build starts
 *     (the plugin's onPreInit), for Gatsby's warm build reads it. After every step that
 *     reads those files.
 * 12. security-headers: `_headers`, with each page's CSP allowing its inline
 *     scripts by hash. After every step that writes or rewrites HTML, and the
 *     cache rules of the files that stay: the hashes must be of the final bytes.
 * 13. measurement-check: the committed GTM container and analytics docs match
 *     the code, and every page's policy admits the container's hosts.
 *
 * Each step reports one line (what it changed, its time in ms) and stops the
 * build when its input is not what it was written for, rather than leaving
 * pages silently unchanged. The inline SVG of logos is not a step: it is a
 * GraphQL resolver (gatsby/inline-svg.ts).
 */
import path from "path";
import type { GatsbyNode } from "gatsby";
import { cmsAdminStep } from "./cms-admin";
import { gatsbyFilesStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/gatsby-files";
import { inlineUsedCssStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/inline-used-css";
import { lateCodeFilesStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/late-code-files";
import { logoSpriteFileStep } from "./logo-sprite-file";
import { iconSpriteTrimStep } from "./icon-sprite-trim";
import { noClientRuntimeStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/no-client-runtime";
import { pageRuntimePartsStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/page-runtime-parts";
import { runBuildOutput, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";
import { redirectFilesStep } from "./redirect-files";
import { measurementCheckStep } from "./measurement-check";
import { securityHeadersStep } from "./security-headers";
import { sitemapRobotsStep } from "./sitemap-robots";
import { stripNulBytesStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/strip-nul-bytes";

export const BUILD_OUTPUT_STEPS: readonly BuildOutputStep[] = [
  stripNulBytesStep,
  noClientRuntimeStep,
  pageRuntimePartsStep,
  lateCodeFilesStep,
  logoSpriteFileStep,
  iconSpriteTrimStep,
  inlineUsedCssStep,
  cmsAdminStep,
  redirectFilesStep,
  sitemapRobotsStep,
  gatsbyFilesStep,
  securityHeadersStep,
  measurementCheckStep,
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
