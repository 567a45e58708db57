import { getImage } from "gatsby-plugin-image";
import type { CaseStudyCardData } from "./CaseStudyCard";
import { industryColor, type IndustryGroup } from "./industries";

/** GraphQL card fields (fragment CaseStudyCardFields) + industry groups → plain card props. */
export function toCaseStudyCards(
  nodes: readonly Queries.CaseStudyCardFieldsFragment[],
  groups: readonly IndustryGroup[],
): CaseStudyCardData[] {
  return nodes.map((node) => ({
    slug: node.slug,
    client: node.client,
    industry: node.industry,
    color: industryColor(groups, node.industry),
    summary: node.summary,
    timeline: node.timeline,
    rotation: node.rotation,
    logo: node.logo ?? null,
    image: getImage(node.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }));
}
