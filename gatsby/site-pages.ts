/**
 * Every page a build makes, read from the sources without running Gatsby:
 * the file-routed pages of src/pages plus the pages planned from content
 * (src/lib/page-plan.ts). The CMS's redirect check (only an existing page is a
 * target) and the content tests' link checks both read it.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { pageSources, planPages, type TemplateName } from "../src/lib/page-plan";
import { CONTENT_DIR, INSIGHTS_FOLDER, type CollectionFolder } from "./content-types";
import { campaignState } from "../src/lib/campaign-schedule";
import { isPublishedBy } from "../src/lib/insight-publication";
import { siteFacts } from "../src/lib/site-facts";
import { buildDate } from "./build-date";

export interface SitePage {
  path: string;
  /** source file whose literal ids are anchors of the page */
  source: string;
}

const TEMPLATE_FILES: Record<TemplateName, string> = {
  technology: "technology-page.tsx",
  service: "service-page.tsx",
  "case-study": "case-study.tsx",
  insight: "insight.tsx",
  "insight-category": "insight-category.tsx",
  campaign: "campaign-page.tsx",
};

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Route of a file under src/pages, as Gatsby's file-system routing makes it. */
export function routeOfPageFile(relative: string): string {
  const withoutExt = relative.replace(/\.(tsx|ts|jsx|js)$/, "").split(path.sep).join("/");
  return `/${withoutExt}`.replace(/\/index$/, "") || "/";
}

/** The records of the JSON files of one content folder (an array file holds several). */
function folderRecords(contentDir: string, folder: CollectionFolder): { id: string; record: Record<string, unknown> }[] {
  return filesUnder(path.join(contentDir, folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => {
      const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
      return (Array.isArray(data) ? data : [data]).map((record, index) => ({ id: `${path.relative(contentDir, file)}#${index}`, record: record as Record<string, unknown> }));
    });
}

/** Every page of a production build made today (or on SITE_BUILD_DATE): drafts, scheduled articles and campaign pages not up make none. */
export function sitePages(root: string, now: Date = buildDate()): SitePage[] {
  const pagesDir = path.join(root, "src", "pages");
  const contentDir = path.join(root, CONTENT_DIR);
  const filePages = filesUnder(pagesDir)
    .filter((file) => /\.(tsx|ts|jsx|js)$/.test(file) && !/\.test\./.test(file))
    .map((file) => ({ path: routeOfPageFile(path.relative(pagesDir, file)), source: file }));
  const insights = filesUnder(path.join(contentDir, INSIGHTS_FOLDER))
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => ({ id: file, record: matter(fs.readFileSync(file, "utf8")).data as Record<string, unknown> }));
  const { pages } = planPages(
    pageSources({
      technologies: folderRecords(contentDir, "technologies"),
      services: folderRecords(contentDir, "services"),
      caseStudies: folderRecords(contentDir, "case-studies"),
      insights,
      campaigns: folderRecords(contentDir, "campaigns"),
    }, (record) => campaignState(record, now, siteFacts.timeZone), isPublishedBy(now, siteFacts.timeZone)),
  );
  const contentPages = pages.map((page) => ({ path: page.path, source: path.join(root, "src", "templates", TEMPLATE_FILES[page.template]) }));
  return [...filePages, ...contentPages];
}
