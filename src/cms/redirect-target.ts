/**
 * Where a redirect may lead: a page the site has, with an optional #section.
 * The pages the configuration was generated with (the file-routed pages and
 * every content page at build time) are known at once; a target that is not
 * among them is looked up in the entries the backend holds now, so a page
 * published in the CMS since the last build can be chosen. The addresses
 * those entries make are the build's own (src/lib/page-plan.ts), and the build
 * checks the table again (gatsby/redirects.ts).
 */
import { pageSources, planPages, type PageRecords } from "../lib/page-plan";
import { campaignState } from "../lib/campaign-schedule";
import { isPublishedBy } from "../lib/insight-publication";
import { siteFacts } from "../lib/site-facts";

/** The widget's name in the configuration (gatsby/cms/config.ts) and in the CMS (src/cms/index.ts). */
export const REDIRECT_TARGET_WIDGET = "redirect-target";

export const PAGE_TARGET_MESSAGE = "Choose a page of this site, such as /services or /services#technologies: no page has this address.";
export const LOOKUP_FAILED_MESSAGE = "The CMS could not look up the site's pages just now: save again in a moment.";

/** The collection that holds each kind of page-making entry, and a field every one of its entries has (the search runs on it). */
export type PageCollections = Record<keyof PageRecords, { collection: string; field: string }>;

/** The data of every entry of a collection, as the backend holds it now. */
export type LoadEntries = (collection: string, field: string) => Promise<readonly Record<string, unknown>[]>;

const TARGET = /^(\/[^\s#]*)(#[A-Za-z][\w-]*)?$/;

/** The page a target leads to (without its #section), or null when it is not an address of this site. */
export function targetPage(target: string): string | null {
  return TARGET.exec(target.trim())?.[1] ?? null;
}

/** Whether `target` leads to one of `pages` (with or without a section). */
export function isKnownTarget(target: string, pages: readonly string[]): boolean {
  const page = targetPage(target);
  return page !== null && pages.includes(page);
}

/** The addresses of the pages the entries of the page collections make now. */
export async function currentPagePaths(collections: PageCollections, load: LoadEntries): Promise<Set<string>> {
  const records = async (kind: keyof PageRecords) => {
    const { collection, field } = collections[kind];
    return (await load(collection, field)).map((record, index) => ({ id: `${collection}#${index}`, record }));
  };
  const [technologies, services, caseStudies, insights, campaigns] = await Promise.all([
    records("technologies"),
    records("services"),
    records("caseStudies"),
    records("insights"),
    records("campaigns"),
  ]);
  const now = new Date();
  // The pages a build made now would have: a scheduled article has none until its date.
  const sources = pageSources({ technologies, services, caseStudies, insights, campaigns }, (record) => campaignState(record, now, siteFacts.timeZone), isPublishedBy(now, siteFacts.timeZone));
  return new Set(planPages(sources).pages.map((page) => page.path));
}

/** Why `target` cannot be saved, in plain words, or null when a page has that address: first among `pages`, then among the entries there are now. */
export async function targetProblem(target: string, { pages, collections, load }: { pages: readonly string[]; collections: PageCollections; load: LoadEntries }): Promise<string | null> {
  const page = targetPage(target);
  if (page === null) return PAGE_TARGET_MESSAGE;
  if (pages.includes(page)) return null;
  let current: Set<string>;
  try {
    current = await currentPagePaths(collections, load);
  } catch {
    return LOOKUP_FAILED_MESSAGE;
  }
  return current.has(page) ? null : PAGE_TARGET_MESSAGE;
}
