import path from "path";
import type { GatsbyNode } from "gatsby";
import { planPages, type PageSources, type TemplateName } from "./page-plan";
import fs from "fs";
import { caseAliasPages, needsRedirectPage, readRedirects, validateRedirects, writeRedirectFiles } from "./redirects";
import { writeHeadersFile } from "./security-headers";
import { stripNulBytes } from "./html-files";
import { deferBundlesInBuild } from "./scripts-after-load";
import LOCAL_DEFAULTS from "../src/lib/local-build-defaults.json";
import { copyPreviewStylesheet, writeAdminFiles } from "./cms/admin-files";
import { adminHeaderRules } from "./cms/headers";
import { ADMIN_PATH } from "./cms/admin-page";
import { cmsBackendFromEnv } from "./cms/backend";

const TEMPLATES: Record<TemplateName, string> = {
  technology: path.resolve(__dirname, "../src/templates/technology-page.tsx"),
  service: path.resolve(__dirname, "../src/templates/service-page.tsx"),
  "case-study": path.resolve(__dirname, "../src/templates/case-study.tsx"),
  insight: path.resolve(__dirname, "../src/templates/insight.tsx"),
  "insight-category": path.resolve(__dirname, "../src/templates/insight-category.tsx"),
};

interface PageSourcesQuery {
  technologies: { nodes: PageSources["technologies"] };
  services: { nodes: PageSources["services"] };
  caseStudies: { nodes: PageSources["caseStudies"] };
  insights: { nodes: PageSources["insights"] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageSourcesQuery>(`
    query PageSources {
      technologies: allTechnologyPage { nodes { id path } }
      services: allServicePage { nodes { id path } }
      caseStudies: allCaseStudy { nodes { id slug } }
      insights: allInsight(filter: { listed: { eq: true } }) { nodes { id slug category } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the content that pages are made from", result.errors);
    return;
  }
  const { data } = result;
  const { pages, errors } = planPages({
    technologies: data.technologies.nodes,
    services: data.services.nodes,
    caseStudies: data.caseStudies.nodes,
    insights: data.insights.nodes,
  });
  if (errors.length > 0) {
    reporter.panicOnBuild(`Content errors:\n  - ${errors.join("\n  - ")}`);
    return;
  }
  for (const page of pages) {
    // One component per template, every article included: an article is data (Insight.bodyHtml), not code.
    actions.createPage({ path: page.path, component: TEMPLATES[page.template], context: { id: page.id } });
  }
  // A case alias is a page of its own (onCreatePage below) and hydrates as itself:
  // a browser-side redirect would swap its page for the target's while React
  // hydrates the alias's HTML.
  for (const redirect of readRedirects().filter(needsRedirectPage)) {
    // Exact case: Gatsby's default (ignoreCase) lower-cases `from`.
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true, redirectInBrowser: true, ignoreCase: false });
  }
};

/**
 * A page that the redirect table reaches from another letter case
 * (/GMP-terms-and-conditions) is built at that address too, with the page's
 * own path as `canonicalPath` in its context for the canonical link: the
 * address then works on any static host, redirect rules or not.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  for (const alias of caseAliasPages(page.path, readRedirects())) {
    actions.createPage({ ...page, path: alias.path, context: { ...page.context, canonicalPath: alias.canonicalPath } });
  }
};

/** Runs once every page exists (file-routed ones included): redirects must point at one. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  const pagePaths = new Set(getNodesByType("SitePage").map((page) => String(page.path)));
  const errors = validateRedirects(readRedirects(), pagePaths);
  if (errors.length > 0) {
    reporter.panicOnBuild(`content/redirects.json is invalid:\n  - ${errors.join("\n  - ")}`);
  }
};

/** Files the host needs beside the pages: the CMS (/admin), redirects, headers, robots.txt, sitemap.xml. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program, config } = store.getState();
  const publicDir = path.join(program.directory, "public");
  try {
    await writeAdminFiles(program.directory, publicDir);
    if (!copyPreviewStylesheet(publicDir)) reporter.warn("CMS: no single global stylesheet in webpack.stats.json; the preview is unstyled");
  } catch (error) {
    reporter.panicOnBuild("CMS: the admin files could not be written (gatsby/cms)", error as Error);
  }
  // First, so the CSP hashes below are taken of the final pages.
  const mended = stripNulBytes(publicDir);
  if (mended.length > 0) reporter.info(`Removed React's stray NUL bytes from ${mended.join(", ")}`);
  const deferred = deferBundlesInBuild(publicDir);
  if (deferred > 0) reporter.info(`Bundles requested after load on ${deferred} pages (gatsby/scripts-after-load.ts)`);
  const siteUrl = String(config.siteMetadata?.siteUrl ?? "").replace(/\/+$/, "");
  writeRedirectFiles(publicDir, readRedirects());
  // gatsby-plugin-sitemap writes an index (sitemap-index.xml); crawlers and
  // people look for /sitemap.xml, so it carries the same index.
  fs.copyFileSync(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  writeHeadersFile(
    publicDir,
    { supabaseOrigin: new URL(process.env.GATSBY_SUPABASE_URL || LOCAL_DEFAULTS.GATSBY_SUPABASE_URL).origin },
    adminHeaderRules(cmsBackendFromEnv().backend.name),
    [ADMIN_PATH],
  );
};
