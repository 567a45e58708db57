/**
 * When an insight is public. An editor marks unfinished work `draft: true`
 * and may date an article ahead; a production build publishes an article only
 * when it is not a draft and its date has come: from the start of that day
 * in the site's time zone (content/site.json), so an article dated today is
 * public today for the team that dated it, whatever the server's zone. Preview builds (`gatsby develop`) show every article, badged,
 * so editors see drafts and scheduled posts in the site's own look.
 */
export type Publication = "published" | "draft" | "scheduled";

export interface PublicationFields {
  draft?: boolean | null;
  /** YYYY-MM-DD or any ISO 8601 date */
  date: string | Date;
}

export function insightPublication({ draft, date }: PublicationFields, now: Date, timeZone = "UTC"): Publication {
  if (draft) return "draft";
  return publicationTime(date, timeZone) <= now.getTime() ? "published" : "scheduled";
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * When an article dated `date` goes public, in milliseconds: a day alone
 * ("2025-01-15", or the UTC midnight YAML reads it as) at that day's start in
 * `timeZone`; a date with a time at that moment.
 */
export function publicationTime(date: string | Date, timeZone: string): number {
  const text = date instanceof Date ? (date.getTime() % 86_400_000 === 0 ? date.toISOString().slice(0, 10) : date.toISOString()) : date.trim();
  const day = DAY_ONLY.exec(text);
  if (!day) {
    const moment = new Date(text).getTime();
    if (Number.isNaN(moment)) throw new Error(`An insight's date is not a date: "${String(date)}"`);
    return moment;
  }
  const midnightUtc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  // The zone's offset at its own midnight (asked twice: the first guess may sit across a clock change).
  const guess = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return midnightUtc - zoneOffset(guess, timeZone);
}

/** Whether an article's record (its frontmatter) is public at `now`: a production build of that moment makes its page. */
export function isPublishedBy(now: Date, timeZone: string): (record: Record<string, unknown>) => boolean {
  return (record) => insightPublication({ draft: record.draft as boolean | null | undefined, date: record.date as string | Date }, now, timeZone) === "published";
}

/** Whether a build lists the article: production builds list only published ones. */
export function isListed(publication: Publication, preview: boolean): boolean {
  return preview || publication === "published";
}

/** The badge a preview shows on an article that is not public yet, or null. */
export function publicationBadge(publication: string | null | undefined): string | null {
  if (publication === "draft") return "Draft";
  if (publication === "scheduled") return "Scheduled";
  return null;
}

/** URL segment of a category: "Product Analytics" → "product-analytics". */
export function categorySlug(category: string): string {
  return category
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function categoryPath(category: string): string {
  return `/insights/category/${categorySlug(category)}`;
}

export function categoryFeedPath(category: string): string {
  return `${categoryPath(category)}/rss.xml`;
}
