import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo";
import { InsightsOverview } from "../components/insights/InsightsOverview";
import { requiredNode } from "../lib/required-node";

const insightsOf = (data: Queries.InsightsPageQuery) => requiredNode(data.insightsPageJson, "insightsPageJson");

export default function InsightsPage({ data }: PageProps<Queries.InsightsPageQuery>) {
  const page = insightsOf(data);
  return <InsightsOverview {...page} insights={data.insights.nodes} insightCategories={data.insights.categories} />;
}

export const Head = pageHead(insightsOf, (page) => ({ title: page.metaTitle, description: page.metaDescription }));

export const query = graphql`
  query InsightsPage {
    insightsPageJson {
      metaTitle
      metaDescription
      hero {
        ...PageHeroContent
      }
      categories {
        ...InsightCategoriesCopyFields
      }
      newsletter {
        ...CallToActionContent
      }
    }
    insights: allInsight(filter: { listed: { eq: true } }) {
      nodes {
        ...InsightCardFields
      }
      categories: distinct(field: { category: SELECT })
    }
  }
`;
