import React from "react";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { FeatureGrid } from "../sections/FeatureGrid";
import { StepList } from "../sections/StepList";
import { RelatedCards } from "../sections/RelatedCards";
import { CtaBanner } from "../sections/CtaBanner";
import { LandingHeroActions } from "./LandingHeroActions";

type Page = Queries.TechnologyPageQuery;

export interface TechnologyLandingProps {
  page: NonNullable<Page["technologyPage"]>;
  /** the texts every technology page shares (content/services-page.json) */
  copy: NonNullable<Page["servicesPageJson"]>["technologyPage"];
}

/** Where "see the others" leads: partner platforms are tiles on /services, SWC's tools have their own service page. */
function overviewLink(kind: string, copy: TechnologyLandingProps["copy"]) {
  return kind === "tool"
    ? { to: "/services/product/monitoring-tools", label: copy.allToolsLabel }
    : { to: "/services#technologies", label: copy.allTechnologiesLabel };
}

/** A partner platform's or one of SWC's monitoring tools' page: what it does, how SWC works with it, related services. */
export function TechnologyLanding({ page, copy }: TechnologyLandingProps) {
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)} eyebrow={page.hero.eyebrow ?? page.category}>
        <LandingHeroActions cta={page.cta} overview={overviewLink(page.kind, copy)} />
      </PageHero>
      <FeatureGrid title={page.capabilities.title} intro={page.capabilities.intro} items={page.capabilities.items} />
      <StepList title={page.approach.title} intro={page.approach.intro} items={page.approach.items} />
      <RelatedCards title={page.relatedServices.title} items={page.relatedServices.items} />
      <CtaBanner {...page.cta} />
    </>
  );
}

