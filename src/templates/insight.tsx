import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../components/layout/Seo";
import { InsightArticle } from "../components/insights/InsightArticle";
import { useSiteData } from "../lib/use-site-data";
import { articleJsonLd } from "../lib/seo";
import { requiredNode } from "../lib/required-node";
import { resolveSiteUrl } from "../lib/site-url";
import { relatedInsights, toInsightCards } from "../components/insights/insight-cards";

const insightOf = (data: Queries.InsightPageQuery) => requiredNode(data.insight, "insight");

export default function InsightTemplate({ data, location }: PageProps<Queries.InsightPageQuery>) {
  const insight = insightOf(data);
  const { site } = useSiteData();
  return (
    <InsightArticle
      insight={insight}
      image={getImage(insight.image?.childImageSharp?.gatsbyImageData ?? null)}
      copy={requiredNode(data.insightsPageJson, "insightsPageJson").article}
      shareUrl={new URL(location.pathname, resolveSiteUrl(site.siteUrl)).href}
      related={relatedInsights(toInsightCards(data.others.nodes), insight.category)}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.InsightPageQuery>) {
  const insight = insightOf(data);
  const { site } = useSiteData();
  const article = articleJsonLd(site, {
    title: insight.title,
    description: insight.description,
    isoDate: insight.isoDate ?? "",
    author: insight.author,
    path: location.pathname,
  });
  return <Seo title={insight.title} description={insight.description} path={location.pathname} type="article" jsonLd={[article]} />;
}

export const query = graphql`
  query InsightPage($id: String!) {
    insight(id: { eq: $id }) {
      ...InsightArticleFields
      description
      image {
        childImageSharp {
          gatsbyImageData(width: 960, layout: CONSTRAINED)
        }
      }
    }
    insightsPageJson {
      article {
        ...InsightArticleCopyFields
      }
    }
    others: allInsight(filter: { listed: { eq: true }, id: { ne: $id } }) {
      nodes {
        ...InsightCardFields
      }
    }
  }
`;
