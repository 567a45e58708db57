import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { publicationBadge } from "../../lib/insight-publication";

export interface InsightCardData {
  title: string;
  description: string;
  category: string;
  /** page path when the article is published (has a slug), otherwise null */
  href: string | null;
  /** decorative artwork: the title next to it says what the article is */
  image: IGatsbyImageData | null;
  /** "Draft" or "Scheduled" in a preview; null once published */
  badge: string | null;
}

/** The fields of fragment InsightCardFields that ordering needs. */
interface Orderable {
  slug?: string | null;
  isoDate: string | null;
}

/**
 * Card order on /insights: published articles (with a slug) first, newest
 * first; then announced ones, soonest first. Ties keep their input order.
 */
export function orderInsights<T extends Orderable>(nodes: readonly T[]): T[] {
  const date = (node: T) => node.isoDate ?? "";
  const published = nodes.filter((node) => node.slug).sort((a, b) => date(b).localeCompare(date(a)));
  const upcoming = nodes.filter((node) => !node.slug).sort((a, b) => date(a).localeCompare(date(b)));
  return [...published, ...upcoming];
}

/**
 * The cards an article ends with: other articles of its category first, then
 * the rest, each group in the listing's order (published newest first), at most `count`.
 */
export function relatedInsights(cards: readonly InsightCardData[], category: string, count = 3): InsightCardData[] {
  return [...cards.filter((card) => card.category === category), ...cards.filter((card) => card.category !== category)].slice(0, count);
}

/** Plain share links of a page (no third-party script): LinkedIn's share page, and an e-mail with the title and address. */
export function shareLinks(url: string, title: string): { linkedIn: string; email: string } {
  return {
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  };
}

export function insightPath(slug: string): string {
  return `/insights/${slug}`;
}

/** GraphQL nodes (fragment InsightCardFields) → ordered, plain card props. */
export function toInsightCards(nodes: readonly Queries.InsightCardFieldsFragment[]): InsightCardData[] {
  return orderInsights(nodes).map((node) => ({
    title: node.title,
    description: node.description,
    category: node.category,
    href: node.slug ? insightPath(node.slug) : null,
    image: getImage(node.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
    badge: publicationBadge(node.publication),
  }));
}
