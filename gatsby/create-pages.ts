import path from "path";
import type { GatsbyNode } from "gatsby";
import { planPages, type PageSources, type TemplateName } from "../src/lib/page-plan";
import { caseAliasPages, needsRedirectPage, readRedirects, validateRedirects } from "./redirects";

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
