/**
 * Whether an entry of a collection with dates is on the site, as the build
 * decides it (src/lib/insight-publication.ts, src/lib/campaign-schedule.ts):
 * an article is a draft, scheduled (dated ahead) or published; a landing page
 * scheduled (publishAt ahead), ended (expireAt passed) or live. The CMS says
 * so in its lists (the summary shows STATUS_KEY, which the collection's format
 * sets when it reads a file and never writes) and after each save.
 */
import { insightPublication } from "../lib/insight-publication";
import { campaignState } from "../lib/campaign-schedule";
import { siteFacts } from "../lib/site-facts";
import type { DecapFormat } from "./content-format";

/** The key the list's summary reads an entry's status from: kept in the entry while the CMS has it, never saved. */
export const STATUS_KEY = "cmsStatus";

export type EntryStatus = { kind: "draft" } | { kind: "scheduled"; date: string } | { kind: "ended"; date: string } | { kind: "live" };

type Data = Record<string, unknown>;

/** A date field's value as the marketer typed it (the day, or the moment). */
function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? "");
}

/** The collections whose entries have a status, and how it follows from their fields. */
export const STATUS_RULES: Record<string, (data: Data, now: Date, timeZone: string) => EntryStatus> = {
  insights(data, now, timeZone) {
    if (!data.date) return data.draft ? { kind: "draft" } : { kind: "live" };
    const publication = insightPublication({ draft: Boolean(data.draft), date: data.date as string }, now, timeZone);
    if (publication === "draft") return { kind: "draft" };
    return publication === "scheduled" ? { kind: "scheduled", date: day(data.date) } : { kind: "live" };
  },
  campaigns(data, now, timeZone) {
    const dates = { publishAt: (data.publishAt as string | undefined) ?? null, expireAt: (data.expireAt as string | undefined) ?? null };
    const state = campaignState(dates, now, timeZone);
    if (state === "scheduled") return { kind: "scheduled", date: day(data.publishAt) };
    return state === "expired" ? { kind: "ended", date: day(data.expireAt) } : { kind: "live" };
  },
};

/** What the list shows before the entry's name. */
export function statusLabel(status: EntryStatus): string {
  switch (status.kind) {
    case "draft":
      return "Draft: ";
    case "scheduled":
      return `Scheduled for ${status.date}: `;
    case "ended":
      return `Ended ${status.date}: `;
    default:
      return "";
  }
}

/** What the CMS says once an entry is saved: where it stands on the site. */
export function savedMessage(status: EntryStatus): string {
  switch (status.kind) {
    case "draft":
      return "Saved as a draft: it is not on the site. To publish it, clear Draft and publish again.";
    case "scheduled":
      return `Saved and scheduled for ${status.date}: it goes on the site with the first build on or after that day, not before.`;
    case "ended":
      return `Saved. Its end date (${status.date}) has passed: its address leads to the page chosen under Expired redirect.`;
    default:
      return "Saved and published: it is on the site after the next build.";
  }
}

export function entryStatus(collection: string, data: Data, now = new Date(), timeZone = siteFacts.timeZone): EntryStatus | null {
  return STATUS_RULES[collection]?.(data, now, timeZone) ?? null;
}

/** The collection's format with the entry's status set when a file is read and left out when one is written. */
export function withEntryStatus(collection: string, format: DecapFormat, now: () => Date = () => new Date()): DecapFormat {
  if (!STATUS_RULES[collection]) return format;
  return {
    fromFile(text) {
      const data = format.fromFile(text);
      return { ...data, [STATUS_KEY]: statusLabel(entryStatus(collection, data, now())!) };
    },
    toFile(data, sortedKeys) {
      const { [STATUS_KEY]: _status, ...saved } = data;
      return format.toFile(saved, sortedKeys);
    },
  };
}
