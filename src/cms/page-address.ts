/**
 * Whether a page's address is free. An address field (a service's or
 * technology's path, a case study's or article's slug, a landing page's path)
 * is checked before saving against every page the site makes now: the
 * file-routed pages, and the pages of the entries the backend holds (planned
 * as the build plans them, src/lib/page-plan.ts), so an address already taken
 * is refused in words naming the page that has it. The build checks again and
 * names the files (gatsby/create-pages.ts).
 */
import { addressClaims, pageSources, planPages, TEMPLATE_LABELS, type PageRecords, type TemplateName } from "../lib/page-plan";
import { campaignState } from "../lib/campaign-schedule";
import { siteFacts } from "../lib/site-facts";
import type { PageCollections } from "./redirect-target";

/** An entry as Decap's search returns it: its slug (file name) and its data. */
export interface LoadedEntry {
  slug: string;
  data: Record<string, unknown>;
}
export type LoadEntriesWithSlugs = (collection: string, field: string) => Promise<readonly LoadedEntry[]>;

/** Who holds an address: what kind of page, named as the editor knows it. */
export interface AddressHolder {
  template: TemplateName | "page";
  /** the entry's name (its title, client or path), or the page's address */
  name: string;
  /** the entry's collection and slug, to tell the entry being edited from the others */
  entry: string | null;
}

export const LOOKUP_FAILED = "The CMS could not look up the site's pages just now: save again in a moment.";

/** The address the field's value makes: the value itself for a path, behind the prefix for a slug. */
export function addressOf(value: string, prefix: string): string {
  return `${prefix}${value.trim()}`;
}

/** Every address taken now, with who holds it: the site's fixed pages, then every entry's page. */
export async function takenAddresses(collections: PageCollections, fixedPages: readonly string[], load: LoadEntriesWithSlugs, now = new Date()): Promise<Map<string, AddressHolder[]>> {
  const kinds = Object.keys(collections) as (keyof PageRecords)[];
  const loaded = await Promise.all(kinds.map(async (kind) => [kind, await load(collections[kind].collection, collections[kind].field)] as const));
  const records = Object.fromEntries(
    loaded.map(([kind, entries]) => [kind, entries.map((entry) => ({ id: `${collections[kind].collection}/${entry.slug}`, record: entry.data }))]),
  ) as unknown as PageRecords;
  const names = new Map<string, string>(loaded.flatMap(([kind, entries]) => entries.map((entry) => [`${collections[kind].collection}/${entry.slug}`, String(entry.data[collections[kind].field] ?? entry.slug)] as const)));
  const sources = pageSources(records, (record) => campaignState(record, now, siteFacts.timeZone));
  const taken = new Map<string, AddressHolder[]>();
  const add = (path: string, holder: AddressHolder) => taken.set(path, [...(taken.get(path) ?? []), holder]);
  for (const path of fixedPages) add(path, { template: "page", name: path, entry: null });
  for (const page of planPages(sources).pages.filter((candidate) => candidate.template === "insight-category")) add(page.path, { template: page.template, name: page.id, entry: null });
  for (const claim of addressClaims(sources)) add(claim.path, { template: claim.template, name: names.get(claim.source) ?? claim.source, entry: claim.source });
  return taken;
}

/** The holder's kind in words. */
function kindOf(holder: AddressHolder): string {
  return holder.template === "page" ? "a page of the site" : `the ${TEMPLATE_LABELS[holder.template]}`;
}

/** Why `address` cannot be this entry's (`self`: its collection and slug, null when new), in words, or null when it is free. */
export function addressProblem(address: string, taken: ReadonlyMap<string, readonly AddressHolder[]>, self: string | null): string | null {
  const other = (taken.get(address) ?? []).find((holder) => holder.entry === null || holder.entry !== self);
  if (!other) return null;
  const who = other.template === "page" ? kindOf(other) : `${kindOf(other)} "${other.name}"`;
  return `The address ${address} is already taken by ${who}. Choose another address: two pages cannot share one.`;
}
