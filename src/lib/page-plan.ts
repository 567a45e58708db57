/**
 * Pure planning step between the GraphQL query and `createPage`: which page
 * each content node becomes. Kept free of Gatsby so it is unit-tested, and so
 * the CMS plans a new entry's page as the build will (src/cms/redirect-target.ts).
 */
import { categoryPath } from "./insight-publication";

export type TemplateName = "technology" | "service" | "case-study" | "insight" | "insight-category";

export interface PlannedPage {
  path: string;
  template: TemplateName;
  /** what the template queries by: a node id, or an insight category's name */
  id: string;
}

export interface PageSources {
  technologies: ReadonlyArray<{ id: string; path: string }>;
  services: ReadonlyArray<{ id: string; path: string }>;
  caseStudies: ReadonlyArray<{ id: string; slug: string }>;
  /** the insights this build lists (published ones; every one in a preview) */
  insights: ReadonlyArray<{ id: string; slug?: string | null; category: string }>;
}

/** A content record as its file holds it (an article: its frontmatter), with an id that names it. */
export interface ContentRecord {
  id: string;
  record: Record<string, unknown>;
}

/** The records of the folders that make pages. */
export type PageRecords = Record<keyof PageSources, readonly ContentRecord[]>;

/** What a production build makes pages of: every technology, service and case study, and every article that is not a draft. */
export function pageSources(records: PageRecords): PageSources {
  return {
    technologies: records.technologies.map(({ record, id }) => ({ id, path: String(record.path) })),
    services: records.services.map(({ record, id }) => ({ id, path: String(record.path) })),
    caseStudies: records.caseStudies.map(({ record, id }) => ({ id, slug: String(record.slug) })),
    insights: records.insights
      .filter(({ record }) => record.draft !== true)
      .map(({ record, id }) => ({ id, slug: (record.slug as string | undefined) ?? null, category: String(record.category) })),
  };
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
  ];

  const errors: string[] = [];
  for (const slug of [...sources.caseStudies.map((n) => n.slug), ...sources.insights.map((n) => n.slug)]) {
    if (slug != null && !SLUG_SHAPE.test(slug)) errors.push(`"${slug}" is not a valid slug (lower-case words joined by hyphens)`);
  }
  const seen = new Map<string, TemplateName>();
  for (const page of pages) {
    if (!PATH_SHAPE.test(page.path)) errors.push(`"${page.path}" (${page.template}) is not a valid page path`);
    const other = seen.get(page.path);
    if (other) errors.push(`two pages share the path "${page.path}" (${other} and ${page.template})`);
    seen.set(page.path, page.template);
  }
  return { pages, errors };
}
