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
