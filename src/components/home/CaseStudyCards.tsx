import React from "react";
import { Link } from "gatsby";
import { SectionHeading } from "../ui/SectionHeading";
import { Icon } from "../ui/Icon";
import { CaseStudyGrid } from "../case-studies/CaseStudyGrid";
import { toCaseStudyCards } from "../case-studies/case-study-cards";
import type { IndustryGroup } from "../case-studies/industries";

type CaseStudyCardsProps = Queries.HomeCaseStudies & {
  /** the queried cards, turned into card props here: that code loads with this part, not with the page */
  caseStudies: readonly Queries.CaseStudyCardFieldsFragment[];
  industryGroups: readonly IndustryGroup[];
};

/** Home section 7, 'Case Studies': the shared case cards (tracked as 'Case Studies') and a link to all stories. */
export function CaseStudyCards({ title, intro, caseStudies, industryGroups, buttonLabel, buttonLink }: CaseStudyCardsProps) {
  return (
    <section aria-labelledby="case-studies-title" className="lazy-render bg-paper-tint">
      <div className="container-page py-20 lg:py-24">
        <SectionHeading id="case-studies-title" title={title} intro={intro} />
        <CaseStudyGrid studies={toCaseStudyCards(caseStudies, industryGroups)} trackAs="Case Studies" headingLevel="h3" />
        <div className="mt-12 text-center">
          <Link to={buttonLink} className="btn-secondary">
            {buttonLabel} <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
