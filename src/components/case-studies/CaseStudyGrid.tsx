import React from "react";
import { CaseStudyCard, type CaseStudyCardData } from "./CaseStudyCard";

interface CaseStudyGridProps {
  studies: readonly CaseStudyCardData[];
  trackAs: "Case Studies" | "N/A";
  headingLevel?: "h2" | "h3";
  /** The grid opens the page: its first card's image is the largest paint, so it loads at once rather than lazily. */
  leadsPage?: boolean;
}

/** One to three columns of case cards, fading in by index. */
export function CaseStudyGrid({ studies, trackAs, headingLevel, leadsPage = false }: CaseStudyGridProps) {
  return (
    // two cards (the "more stories" under a case) sit centred rather than leaving a gap
    <ul className={`card-grid [--grid-gap:2rem] md:[--grid-cols:2] ${studies.length === 2 ? "mx-auto max-w-4xl" : "lg:[--grid-cols:3]"}`}>
      {studies.map((study, index) => (
        <li key={study.slug}>
          <CaseStudyCard
            study={study}
            index={index}
            trackAs={trackAs}
            headingLevel={headingLevel}
            imageLoading={leadsPage && index === 0 ? "eager" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
