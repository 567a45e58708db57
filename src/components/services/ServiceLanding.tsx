import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { FeatureGrid } from "../sections/FeatureGrid";
import { BenefitGrid } from "../sections/BenefitGrid";
import { StepList } from "../sections/StepList";
import { RelatedCards } from "../sections/RelatedCards";
import { CtaBanner } from "../sections/CtaBanner";
import { LeadFormIsland } from "../forms/LeadFormIsland";
import { LeadFormSection } from "../sections/LeadFormSection";
import { LandingHeroActions } from "./LandingHeroActions";

type Page = Queries.ServicePageQuery;

export interface ServiceLandingProps {
  page: NonNullable<Page["servicePage"]>;
  /** the texts every service page shares (content/services-page.json) */
  copy: NonNullable<Page["servicesPageJson"]>["servicePage"];
  /** the benefit illustrations, by position */
  illustrations: readonly (IGatsbyImageData | undefined)[];
}

/** The in-page form section's anchor; the hero button jumps to it. */
const LEAD_FORM_ID = "get-started";

/** By audience: a hero's eyebrow when it sets none, where the audience's other services are, and the kind of service (JSON-LD). */
export function audienceOf(serviceType: string, copy: ServiceLandingProps["copy"]) {
  return serviceType === "product"
    ? { eyebrow: copy.productEyebrow, overview: "/services#product-services", serviceType: copy.productServiceType }
    : { eyebrow: copy.marketingEyebrow, overview: "/services#marketing-services", serviceType: copy.marketingServiceType };
}

/** A service's page: what it does, its benefits and approach, the lead form when it takes leads itself, related services. */
export function ServiceLanding({ page, copy, illustrations }: ServiceLandingProps) {
  const audience = audienceOf(page.serviceType, copy);
  const leadForm = page.leadForm ? { title: page.leadFormSection?.title ?? page.cta.title, intro: page.leadFormSection?.intro } : null;
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)} eyebrow={page.hero.eyebrow ?? audience.eyebrow}>
        <LandingHeroActions
          cta={page.cta}
          form={leadForm ? { anchor: LEAD_FORM_ID, label: leadForm.title } : null}
          overview={{ to: audience.overview, label: copy.allServicesLabel }}
        />
      </PageHero>
      <FeatureGrid title={page.capabilities.title} intro={page.capabilities.intro} items={page.capabilities.items} />
      <BenefitGrid
        title={page.benefits.title}
        intro={page.benefits.intro}
        items={page.benefits.items}
        illustrations={illustrations}
      />
      {page.approach ? <StepList tone="white" title={page.approach.title} intro={page.approach.intro} items={page.approach.items} /> : null}
      {leadForm ? (
        <LeadFormSection id={LEAD_FORM_ID} title={leadForm.title} intro={leadForm.intro} points={page.capabilities.items.map((item) => item.title)}>
          <LeadFormIsland variant="dv360" />
        </LeadFormSection>
      ) : null}
      <RelatedCards title={page.relatedServices.title} items={page.relatedServices.items} />
      <CtaBanner {...page.cta} />
    </>
  );
}
