/**
 * The entries of a content folder as this CMS was built, for what a page shows
 * besides the entry being edited (a case study's page lists the others, the home page features services and case studies, /services tiles every technology, /insights lists the articles). The
 * admin bundle fills these lists from content/ (gatsby/cms/admin-bundle.ts),
 * each logo as the page's query gives it (a LogoFile: its drawing inline, or
 * the file as a data: URL), not as a path; each card's picture (a case
 * study's, an article's) as a path from content/, for the preview to load; as
 * written here, for the unit tests, they are empty.
 */
export const CONTENT_FOLDERS: Record<"case-studies" | "services" | "technologies" | "insights", Record<string, unknown>[]> = {
  "case-studies": [],
  services: [],
  technologies: [],
  insights: [],
};
