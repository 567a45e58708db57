import React from "react";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { CtaBanner } from "../sections/CtaBanner";
import { CaseStudyGrid } from "./CaseStudyGrid";
import type { CaseStudyCardData } from "./CaseStudyCard";

type Page = NonNullable<Queries.CaseStudiesPageQuery["caseStudiesPageJson"]>;

export type CaseStudiesOverviewProps = Pick<Page, "hero" | "cta" | "listLabel"> & { studies: readonly CaseStudyCardData[] };

/** /case-studies: every case study as a card, then the way to start one's own. */
export function CaseStudiesOverview({ hero, cta, listLabel, studies }: CaseStudiesOverviewProps) {
  return (
    <>
      <PageHero {...pageHeroProps(hero)} />
      <section aria-label={listLabel} className="container-page pb-20 pt-4">
        <CaseStudyGrid studies={studies} trackAs="N/A" leadsPage />
      </section>
      <CtaBanner {...cta} />
    </>
  );
}
