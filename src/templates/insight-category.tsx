import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PageHero } from "../components/sections/PageHero";
import { CtaBanner } from "../components/sections/CtaBanner";
import { InsightGrid } from "../components/insights/InsightGrid";
import { InsightCategoryNav } from "../components/insights/InsightCategoryNav";
import { toInsightCards } from "../components/insights/insight-cards";
import { categoryFeedPath } from "../lib/insight-publication";

type CategoryContext = { id: string };

/** The category's sentence, its name filled in. */
const categorySubtitle = (template: string, category: string) => template.replace("{category}", category);

/** /insights/category/{slug}: the articles of one category, with links to the others and the category's feed. */
export default function InsightCategoryPage({ data, pageContext }: PageProps<Queries.InsightCategoryPageQuery, CategoryContext>) {
  const page = data.insightsPageJson!;
  const category = pageContext.id;
  const { newsletter } = page;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={category} subtitle={categorySubtitle(page.categories.subtitle, category)}>
        <a href={categoryFeedPath(category)} className="font-semibold text-brand hover:underline">
          {page.categories.feedLabel}
        </a>
      </PageHero>
      <InsightCategoryNav categories={data.categories.distinct} current={category} copy={page.categories} />
      <section aria-label="Articles" className="container-page pb-20 pt-10">
        <InsightGrid insights={toInsightCards(data.insights.nodes)} />
      </section>
      <CtaBanner
        id="newsletter"
        title={newsletter.title}
        text={newsletter.text}
        buttonLabel={newsletter.primaryLabel}
        buttonLink={newsletter.primaryLink}
        secondaryLabel={newsletter.secondaryLabel}
        secondaryLink={newsletter.secondaryLink}
      />
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.InsightCategoryPageQuery, CategoryContext>) {
  const page = data.insightsPageJson!;
  const category = pageContext.id;
  return (
    <Seo title={`${category} Insights`} description={categorySubtitle(page.categories.subtitle, category)} path={location.pathname}>
      <link rel="alternate" type="application/rss+xml" title={`${category} Insights`} href={categoryFeedPath(category)} />
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
        ...InsightCategoriesCopyFields
      }
      newsletter {
        title
        text
        primaryLabel
        primaryLink
        secondaryLabel
        secondaryLink
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
