import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo";
import { NotFoundPage, type NotFoundLink } from "../components/not-found/NotFoundPage";
import { toInsightCards } from "../components/insights/insight-cards";
import { requiredNode } from "../lib/required-node";

/** How many of the newest articles the page offers. */
const LATEST_INSIGHTS = 3;

/**
 * Shown for /404 and for every unknown path. Logging the bad path and sending
 * an unknown slug or case id on to /404 happen in Layout (src/lib/not-found.ts).
 * Beside the way home it offers the menu's main sections and the newest articles.
 */
const notFoundOf = (data: Queries.NotFoundPageQuery) => requiredNode(data.notFoundJson, "notFoundJson");

export default function NotFound({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const sections: NotFoundLink[] = requiredNode(data.navigationJson, "navigationJson").menu.flatMap((entry) =>
    entry.href ? [{ name: entry.title, href: entry.href }] : [],
  );
  const insights: NotFoundLink[] = toInsightCards(data.insights.nodes)
    .flatMap((card) => (card.href ? [{ name: card.title, href: card.href }] : []))
    .slice(0, LATEST_INSIGHTS);
  return <NotFoundPage {...notFoundOf(data)} sections={sections} insights={insights} />;
}

export const Head = pageHead(notFoundOf, (page) => ({ title: page.metaTitle, noindex: true, largestPaintIsText: true }));

export const query = graphql`
  query NotFoundPage {
    notFoundJson {
      metaTitle
      title
      buttonLabel
      sectionsTitle
      insightsTitle
    }
    navigationJson {
      menu {
        title
        href
      }
    }
    insights: allInsight(filter: { listed: { eq: true } }) {
      nodes {
        ...InsightCardFields
      }
    }
  }
`;
