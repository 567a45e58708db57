import React from "react";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { InsightListing } from "./InsightListing";

type Page = NonNullable<Queries.InsightsPageQuery["insightsPageJson"]>;

export type InsightsOverviewProps = Pick<Page, "hero" | "categories" | "newsletter"> & {
  /** the articles this build lists, as cards */
  insights: readonly Queries.InsightCardFieldsFragment[];
  /** the listed articles' categories */
  insightCategories: readonly string[];
};

/** /insights: the hero, then every listed article by category, then the newsletter call. */
export function InsightsOverview({ hero, categories, newsletter, insights, insightCategories }: InsightsOverviewProps) {
  return (
    <>
      <PageHero {...pageHeroProps(hero)} />
      <InsightListing categories={insightCategories} categoryCopy={categories} insights={insights} newsletter={newsletter} />
    </>
  );
}
