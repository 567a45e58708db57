/**
 * When an insight is public. An editor marks unfinished work `draft: true`
 * and may date an article ahead; a production build publishes an article only
 * when it is not a draft and its date has come (the first build on or after
 * that day, UTC). Preview builds (`gatsby develop`) show every article, badged,
 * so editors see drafts and scheduled posts in the site's own look.
 */
export type Publication = "published" | "draft" | "scheduled";

export interface PublicationFields {
  draft?: boolean | null;
  /** YYYY-MM-DD or any ISO 8601 date */
  date: string | Date;
}

export function insightPublication({ draft, date }: PublicationFields, now: Date): Publication {
  if (draft) return "draft";
  const publishedAt = new Date(date).getTime();
  if (Number.isNaN(publishedAt)) throw new Error(`An insight's date is not a date: "${String(date)}"`);
  return publishedAt <= now.getTime() ? "published" : "scheduled";
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
