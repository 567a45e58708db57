import React from "react";
import { InsightCard } from "./InsightCard";
import type { InsightCardData } from "./insight-cards";

/**
 * Article cards in a three-column grid (one column on phones, two on
 * tablets), a short last row centred. The newest published article leads across the full width, so
 * seven cards fill the grid as one feature plus two rows of three.
 */
export function InsightGrid({ insights }: { insights: readonly InsightCardData[] }) {
  return (
    <ul className="lazy-render-items card-grid [--grid-gap:2rem] sm:[--grid-cols:2] lg:[--grid-cols:3]" data-insight-grid>
      {insights.map((insight, index) => {
        const featured = index === 0 && insight.href !== null;
        return (
          <li key={insight.title} className={featured ? "!basis-full" : undefined}>
            <InsightCard insight={insight} index={index} featured={featured} />
          </li>
        );
      })}
    </ul>
  );
}
