import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PageHero } from "../components/sections/PageHero";
import { CtaBanner } from "../components/sections/CtaBanner";
import { InsightGrid } from "../components/insights/InsightGrid";
import { InsightCategoryNav } from "../components/insights/InsightCategoryNav";
import { toInsightCards } from "../components/insights/insight-cards";

export default function InsightsPage({ data }: PageProps<Queries.InsightsPageQuery>) {
  const page = data.insightsPageJson!;
  const { newsletter } = page;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} />
      <InsightCategoryNav categories={data.insights.categories} copy={page.categories} />
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

export function Head({ data, location }: HeadProps<Queries.InsightsPageQuery>) {
  const page = data.insightsPageJson!;
  return <Seo title="Insights" description={page.metaDescription} path={location.pathname} />;
}

export const query = graphql`
  query InsightsPage {
    insightsPageJson {
      metaDescription
      hero {
        eyebrow
        title
        subtitle
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
    insights: allInsight(filter: { listed: { eq: true } }) {
      nodes {
        ...InsightCardFields
      }
      categories: distinct(field: { category: SELECT })
    }
  }
`;
