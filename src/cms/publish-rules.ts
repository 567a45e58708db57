/**
 * The build's content rules at Publish (src/lib/content-rules.ts): before an
 * entry is saved (Decap's preSave event), the rules of its collection are
 * applied to it; an entry that breaks one is not saved, and a notice names
 * each field at fault and the fix. An article's figures are listed for it:
 * an image its body shows with <Figure> is added to its Figures.
 *
 * What the rules need beyond the entry: the site's addresses (the pages,
 * redirects and static files of the content the CMS was started with, in
 * /admin/site-addresses.json, gatsby/cms/admin-files.ts), the pages of the
 * entries there are now (a page published a minute ago can be linked at
 * once) and the other landing pages' form names. Entries are found with
 * Decap's entry search, which Decap hands to widgets only: the address
 * widgets, which every collection with links has, lend it here as they
 * mount (rememberEntrySearch).
 */
import { campaignFormNames, entryProblems, unlistedFigures, type ContentProblem, type RuleContext } from "../lib/content-rules";
import { currentPagePaths, type PageCollections } from "./redirect-target";
import type { LoadEntriesWithSlugs } from "./page-address";
import type { ImmutableData, SavedEntry } from "./save-rules";
import { showNotice } from "./notice";

export const SITE_ADDRESSES_URL = "/admin/site-addresses.json";

/** /admin/site-addresses.json: what the rules know of the site without a search. */
export interface SiteAddresses {
  /** the pages of the content the CMS was started with, the redirects' sources and static/'s files */
  addresses: string[];
  /** the site's own lead forms' names, each with who uses it in words */
  formNames: [string, string][];
  /** the collections whose entries make pages */
  pageCollections: PageCollections;
  /** the landing pages' collection and a field every entry has */
  campaigns: { collection: string; field: string };
  /** how an article names a figure's image: this folder, then the file name */
  figuresFolder: string;
}

let search: LoadEntriesWithSlugs | null = null;

/** Lends the rules a widget's entry search (the latest mounted widget's; any serves). */
export function rememberEntrySearch(load: LoadEntriesWithSlugs): void {
  search = load;
}

/** The error a refused Publish fails the save with: Decap shows it in its toast as its message alone. */
export class PublishRefused extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The notice's text: not published, each problem, what to do. */
export function refusalMessage(problems: readonly ContentProblem[]): string {
  const why = problems.map((problem) => (/[.!?]$/.test(problem.message) ? problem.message : `${problem.message}.`)).join(" ");
  return `Not published. ${why} Correct ${problems.length === 1 ? "it" : "them"}, then publish again.`;
}

/** The context of the rules for an entry of `collection` (`self`: its slug, null when new). */
export async function ruleContext(site: SiteAddresses, collection: string, self: string | null, load: LoadEntriesWithSlugs | null): Promise<RuleContext> {
  const known = new Set(site.addresses);
  let current = new Set<string>();
  const formNames = new Map(site.formNames);
  if (load) {
    current = await currentPagePaths(site.pageCollections, async (name, field) => (await load(name, field)).map((entry) => entry.data));
    if (collection === site.campaigns.collection) {
      const others = (await load(site.campaigns.collection, site.campaigns.field)).filter((entry) => entry.slug !== self);
      for (const other of others) for (const { name } of campaignFormNames(other.data)) formNames.set(name, `the landing page ${String(other.data.path ?? other.slug)}`);
    }
  }
  return { isAddress: (address) => known.has(address) || current.has(address), formNamesElsewhere: formNames };
}

/** An article's data with every figure its body shows listed under its Figures. */
export function withListedFigures(data: ImmutableData, folder: string): ImmutableData {
  const missing = unlistedFigures(data.toJS() as Record<string, unknown>);
  if (missing.length === 0) return data;
  const listed = data.getIn(["figures"]) as { push(...values: string[]): unknown } | undefined;
  // An Immutable List, as Decap's list widget keeps it: the entry's own, or an empty one made from the data's Map.
  const list = listed ?? (data as unknown as { toList(): { clear(): { push(...values: string[]): unknown } } }).toList().clear();
  return data.setIn(["figures"], list.push(...missing.map((image) => `${folder}/${image}`)));
}

/** The preSave handler: figures listed, then the rules of the entry's collection; a broken rule stops the save. */
export function applyPublishRules(site: () => Promise<SiteAddresses>, doc: Document = document) {
  return async ({ entry }: { entry: SavedEntry & { get(key: "slug"): unknown } }): Promise<ImmutableData> => {
    const collection = String(entry.get("collection"));
    let data = entry.get("data");
    if (collection === "insights") data = withListedFigures(data, (await site()).figuresFolder);
    const self = entry.get("newRecord") ? null : String(entry.get("slug") ?? "") || null;
    let problems: ContentProblem[];
    try {
      problems = entryProblems(collection, data.toJS() as Record<string, unknown>, await ruleContext(await site(), collection, self, search));
    } catch {
      problems = [{ field: "", message: "The CMS could not look up the site's pages just now: publish again in a moment" }];
    }
    if (problems.length === 0) return data;
    const message = refusalMessage(problems);
    showNotice(doc, "error", message);
    throw new PublishRefused(message);
  };
}
