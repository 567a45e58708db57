import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PageHero } from "../components/sections/PageHero";
import { InsightListing } from "../components/insights/InsightListing";
import { categoryFeedPath } from "../lib/insight-publication";
import { requiredNode } from "../lib/required-node";
import { fillPlaceholders } from "../lib/placeholders";

type CategoryContext = { id: string };

/** One of the category copy's texts, the category's name filled in. */
const forCategory = (template: string, category: string) => fillPlaceholders(template, { category });

/** /insights/category/{slug}: the articles of one category, with links to the others and the category's feed. */
const insightsPageOf = (data: Queries.InsightCategoryPageQuery) => requiredNode(data.insightsPageJson, "insightsPageJson");

export default function InsightCategoryPage({ data, pageContext }: PageProps<Queries.InsightCategoryPageQuery, CategoryContext>) {
  const page = insightsPageOf(data);
  const category = pageContext.id;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={category} subtitle={forCategory(page.categories.subtitle, category)}>
        <a href={categoryFeedPath(category)} className="font-semibold text-brand hover:underline">
          {page.categories.feedLabel}
        </a>
      </PageHero>
      <InsightListing
        categories={data.categories.distinct}
        current={category}
        categoryCopy={page.categories}
        insights={data.insights.nodes}
        newsletter={page.newsletter}
      />
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.InsightCategoryPageQuery, CategoryContext>) {
  const page = insightsPageOf(data);
  const category = pageContext.id;
  const title = forCategory(page.categories.title, category);
  return (
    <Seo title={title} description={forCategory(page.categories.subtitle, category)} path={location.pathname}>
      <link rel="alternate" type="application/rss+xml" title={title} href={categoryFeedPath(category)} />
    </Seo>
  );
}

export const query = graphql`
  query InsightCategoryPage($id: String!) {
    insightsPageJson {
      hero {
        eyebrow
      }
      categories {
        title
        ...InsightCategoriesCopyFields
      }
      newsletter {
        ...CallToActionContent
      }
    }
    insights: allInsight(filter: { listed: { eq: true }, category: { eq: $id } }) {
      nodes {
        ...InsightCardFields
      }
    }
    categories: allInsight(filter: { listed: { eq: true } }) {
      distinct(field: { category: SELECT })
    }
  }
`;
