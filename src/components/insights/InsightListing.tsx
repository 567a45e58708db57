import React from "react";
import { CtaBanner, type CtaBannerProps } from "../sections/CtaBanner";
import { InsightCategoryNav } from "./InsightCategoryNav";
import { InsightGrid } from "./InsightGrid";
import { toInsightCards } from "./insight-cards";

interface InsightListingProps {
  /** categories with at least one article in this build */
  categories: readonly string[];
  /** the category listed, or none for every article */
  current?: string;
  categoryCopy: { navLabel: string; allLabel: string; listLabel: string };
  insights: readonly Queries.InsightCardFieldsFragment[];
  newsletter: Omit<CtaBannerProps, "id">;
}

/** What /insights and each category page show under their hero: the category links, the articles, the newsletter call. */
export function InsightListing({ categories, current, categoryCopy, insights, newsletter }: InsightListingProps) {
  return (
    <>
      <InsightCategoryNav categories={categories} current={current} copy={categoryCopy} />
      <section aria-label={categoryCopy.listLabel} className="container-page pb-20 pt-10">
        <InsightGrid insights={toInsightCards(insights)} />
      </section>
      <CtaBanner id="newsletter" {...newsletter} />
    </>
  );
}
