/**
 * Pure planning step between the GraphQL query and `createPage`: which page
 * each content node becomes. Kept free of Gatsby so it is unit-tested, and so
 * the CMS plans a new entry's page as the build will (src/cms/redirect-target.ts).
 */
import { categoryPath } from "./insight-publication";
import type { CampaignState } from "./campaign-schedule";

export type TemplateName = "technology" | "service" | "case-study" | "insight" | "insight-category" | "campaign";

/** What each template is called in a message to an editor. */
export const TEMPLATE_LABELS: Record<TemplateName, string> = {
  technology: "technology page",
  service: "service page",
  "case-study": "case study",
  insight: "article",
  "insight-category": "article category",
  campaign: "landing page",
};

export interface PlannedPage {
  path: string;
  template: TemplateName;
  /** what the template queries by: a node id, or an insight category's name */
  id: string;
}

/** `source`: the file a record comes from, named in messages (the id when absent). */
export interface PageSources {
  technologies: ReadonlyArray<{ id: string; path: string; source?: string }>;
  services: ReadonlyArray<{ id: string; path: string; source?: string }>;
  caseStudies: ReadonlyArray<{ id: string; slug: string; source?: string }>;
  /** the insights this build lists (published ones; every one in a preview) */
  insights: ReadonlyArray<{ id: string; slug?: string | null; category: string; source?: string }>;
  /** every campaign page: only a live one is a page, but each holds its address (a scheduled one will be a page, an expired one redirects) */
  campaigns: ReadonlyArray<{ id: string; path: string; state: CampaignState; source?: string }>;
}

/** A content record as its file holds it (an article: its frontmatter), with an id that names it. */
export interface ContentRecord {
  id: string;
  record: Record<string, unknown>;
}

/** The records of the folders that make pages. */
export type PageRecords = Record<keyof PageSources, readonly ContentRecord[]>;

/** Whether an article's record makes a page: by default every one that is not a draft (each holds its address). */
export type InsightShown = (record: Record<string, unknown>) => boolean;
const NOT_DRAFT: InsightShown = (record) => record.draft !== true;

/**
 * What a production build makes pages of: every technology, service and case
 * study, the articles `insightShown` keeps (by default every one that is not a
 * draft, which is what address claims need; the pages of a given day pass
 * `isPublishedBy`), and the campaign pages in the state `campaignStateOf` gives them.
 */
export function pageSources(records: PageRecords, campaignStateOf: (record: Record<string, unknown>) => CampaignState, insightShown: InsightShown = NOT_DRAFT): PageSources {
  return {
    technologies: records.technologies.map(({ record, id }) => ({ id, source: id, path: String(record.path) })),
    services: records.services.map(({ record, id }) => ({ id, source: id, path: String(record.path) })),
    caseStudies: records.caseStudies.map(({ record, id }) => ({ id, source: id, slug: String(record.slug) })),
    insights: records.insights
      .filter(({ record }) => insightShown(record))
      .map(({ record, id }) => ({ id, source: id, slug: (record.slug as string | undefined) ?? null, category: String(record.category) })),
    campaigns: records.campaigns.map(({ record, id }) => ({ id, source: id, path: String(record.path), state: campaignStateOf(record) })),
  };
}

/** An address a record holds: its page's, or a campaign page's before it is up or after it has ended. */
export interface AddressClaim {
  path: string;
  template: TemplateName;
  /** the file the record comes from (its id when unknown) */
  source: string;
}

/** Every address the sources hold, pages or not, with the file that holds it. */
export function addressClaims(sources: PageSources): AddressClaim[] {
  const claim = (template: TemplateName) => (n: { id: string; source?: string }, path: string) => ({ path, template, source: n.source ?? n.id });
  return [
    ...sources.technologies.map((n) => claim("technology")(n, n.path)),
    ...sources.services.map((n) => claim("service")(n, n.path)),
    ...sources.caseStudies.map((n) => claim("case-study")(n, `/case-study/${n.slug}`)),
    ...sources.insights.filter((n) => Boolean(n.slug)).map((n) => claim("insight")(n, `/insights/${n.slug}`)),
    ...sources.campaigns.map((n) => claim("campaign")(n, n.path)),
  ];
}

const PATH_SHAPE = /^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function planPages(sources: PageSources): { pages: PlannedPage[]; errors: string[] } {
  const pages: PlannedPage[] = [
    ...sources.technologies.map((n) => ({ path: n.path, template: "technology" as const, id: n.id })),
    ...sources.services.map((n) => ({ path: n.path, template: "service" as const, id: n.id })),
    ...sources.caseStudies.map((n) => ({ path: `/case-study/${n.slug}`, template: "case-study" as const, id: n.id })),
    ...sources.insights
      .filter((n) => Boolean(n.slug))
      .map((n) => ({ path: `/insights/${n.slug}`, template: "insight" as const, id: n.id })),
    // one page per category an article of this build is in
    ...[...new Set(sources.insights.map((n) => n.category))].map((category) => ({
      path: categoryPath(category),
      template: "insight-category" as const,
      id: category,
    })),
    ...sources.campaigns.filter((n) => n.state === "live").map((n) => ({ path: n.path, template: "campaign" as const, id: n.id })),
  ];

  const errors: string[] = [];
  for (const slug of [...sources.caseStudies.map((n) => n.slug), ...sources.insights.map((n) => n.slug)]) {
    if (slug != null && !SLUG_SHAPE.test(slug)) errors.push(`"${slug}" is not a valid slug (lower-case words joined by hyphens)`);
  }
  for (const page of pages) {
    if (!PATH_SHAPE.test(page.path)) errors.push(`"${page.path}" (${page.template}) is not a valid page path`);
  }
  // Categories are made from the articles, never claimed by a file: a record whose address is one clashes with it.
  const claims: AddressClaim[] = [
    ...pages.filter((page) => page.template === "insight-category").map((page) => ({ path: page.path, template: page.template, source: `the category "${page.id}"` })),
    ...addressClaims(sources),
  ];
  const clashing = new Set<string>();
  const byPath = new Map<string, AddressClaim[]>();
  for (const claim of claims) byPath.set(claim.path, [...(byPath.get(claim.path) ?? []), claim]);
  for (const [path, holders] of byPath) {
    if (holders.length < 2) continue;
    clashing.add(path);
    errors.push(`two pages share the path "${path}": ${holders.map((holder) => `${holder.source} (${TEMPLATE_LABELS[holder.template]})`).join(" and ")}`);
  }
  // A clash stops a production build; a preview (gatsby develop) keeps every other page up and leaves the shared address out.
  return { pages: pages.filter((page) => !clashing.has(page.path)), errors };
}
