import path from "path";
import type { GatsbyNode } from "gatsby";
import { planPages, type PageSources, type TemplateName } from "../src/lib/page-plan";
import { campaignState } from "../src/lib/campaign-schedule";
import { siteFacts } from "../src/lib/site-facts";
import { caseAliasPages, needsRedirectPage, readRedirects, validateRedirects } from "./redirects";
import { siteRedirects } from "./campaign-pages";
import { buildDate } from "./build-date";
import { contentProblems, formsWithoutLeadValue, staticFileAddresses } from "./content-checks";

const TEMPLATES: Record<TemplateName, string> = {
  technology: path.resolve(__dirname, "../src/templates/technology-page.tsx"),
  service: path.resolve(__dirname, "../src/templates/service-page.tsx"),
  "case-study": path.resolve(__dirname, "../src/templates/case-study.tsx"),
  insight: path.resolve(__dirname, "../src/templates/insight.tsx"),
  "insight-category": path.resolve(__dirname, "../src/templates/insight-category.tsx"),
  campaign: path.resolve(__dirname, "../src/templates/campaign-page.tsx"),
};

/** An address the redirects send on, under `gatsby develop` (the template says why). */
const MOVED_IN_DEVELOP = path.resolve(__dirname, "../src/templates/moved-in-develop.tsx");

/** Pages whose frame is the focused one (logo, no menu, legal footer): the layout reads it from the page's context. */
const FOCUSED_TEMPLATES: ReadonlySet<TemplateName> = new Set(["campaign"]);

interface FileParent {
  parent: { relativePath?: string } | null;
}
type WithFile<T> = T & FileParent;

interface PageSourcesQuery {
  technologies: { nodes: WithFile<PageSources["technologies"][number]>[] };
  services: { nodes: WithFile<PageSources["services"][number]>[] };
  caseStudies: { nodes: WithFile<PageSources["caseStudies"][number]>[] };
  insights: { nodes: (PageSources["insights"][number] & { contentFilePath: string })[] };
  campaigns: { nodes: WithFile<{ id: string; path: string; publishAt: string | null; expireAt: string | null }>[] };
}

const CONTENT_ROOT = path.resolve(__dirname, "..");
/** The file a JSON record comes from, as messages name it. */
const fileOf = ({ parent }: FileParent, id: string) => (parent?.relativePath ? `content/${parent.relativePath}` : id);

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageSourcesQuery>(`
    query PageSources {
      technologies: allTechnologyPage { nodes { id path parent { ... on File { relativePath } } } }
      services: allServicePage { nodes { id path parent { ... on File { relativePath } } } }
      caseStudies: allCaseStudy { nodes { id slug parent { ... on File { relativePath } } } }
      insights: allInsight(filter: { listed: { eq: true } }) { nodes { id slug category contentFilePath } }
      campaigns: allCampaignPage { nodes { id path publishAt expireAt parent { ... on File { relativePath } } } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the content that pages are made from", result.errors);
    return;
  }
  const { data } = result;
  const now = buildDate();
  const withFile = <T extends { id: string } & FileParent>(node: T) => ({ ...node, source: fileOf(node, node.id) });
  const { pages, errors } = planPages({
    technologies: data.technologies.nodes.map(withFile),
    services: data.services.nodes.map(withFile),
    caseStudies: data.caseStudies.nodes.map(withFile),
    insights: data.insights.nodes.map((node) => ({ ...node, source: path.relative(CONTENT_ROOT, node.contentFilePath) })),
    campaigns: data.campaigns.nodes.map((node) => ({ ...withFile(node), state: campaignState(node, now, siteFacts.timeZone) })),
  });
  if (errors.length > 0) {
    // Stops a production build. In a preview (gatsby develop, where the CMS's
    // edits land) it is reported and every page but the clashing ones is made.
    reporter.panicOnBuild(`Content errors:\n  - ${errors.join("\n  - ")}`);
  }
  for (const page of pages) {
    // One component per template, every article included: an article is data (Insight.bodyHtml), not code.
    const context = FOCUSED_TEMPLATES.has(page.template) ? { id: page.id, layout: "focused" } : { id: page.id };
    actions.createPage({ path: page.path, component: TEMPLATES[page.template], context });
  }
  // A case alias is a page of its own (onCreatePage below), so it gets no redirect here.
  const develop = process.env.gatsby_executing_command === "develop";
  for (const redirect of siteRedirects(now).filter(needsRedirectPage)) {
    // The development server never forgets a redirect: there, a page that sends on, made afresh on every change.
    if (develop) {
      actions.createPage({ path: redirect.from, component: MOVED_IN_DEVELOP, context: { to: redirect.to } });
      continue;
    }
    // Gatsby's own record of the redirect (the files a visitor meets are written by
    // gatsby/build-output/redirect-files.ts). Exact case: Gatsby's default (ignoreCase) lower-cases `from`.
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true, ignoreCase: false });
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

/** Runs once every page exists (file-routed ones included): redirects and links must point at one. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  // A develop server's pages that send on (MOVED_IN_DEVELOP) stand for redirects, not pages a redirect would hide.
  const pagePaths = new Set(getNodesByType("SitePage").filter((page) => page.component !== MOVED_IN_DEVELOP).map((page) => String(page.path)));
  const redirects = siteRedirects();
  const errors = validateRedirects(redirects, pagePaths);
  if (errors.length > 0) {
    reporter.panicOnBuild(`The redirects (content/redirects.json, and ended pages of content/campaigns/) are invalid:\n  - ${errors.join("\n  - ")}`);
  }
  // The rules across fields and entries, which the CMS applies at Publish too (src/lib/content-rules.ts).
  const addresses = new Set([...pagePaths, ...redirects.map((redirect) => redirect.from), ...staticFileAddresses()]);
  const problems = contentProblems(addresses);
  if (problems.length > 0) reporter.panicOnBuild(`Content errors:\n  - ${problems.join("\n  - ")}`);
  const unvalued = formsWithoutLeadValue();
  if (unvalued.length > 0) {
    reporter.info(`Lead values: these forms send generate_lead without a value (set one in the CMS: Lead form texts → Lead values, or the landing page's lead form block; docs/analytics.md): ${unvalued.join(", ")}`);
  }
};
