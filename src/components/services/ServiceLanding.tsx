import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { FeatureGrid } from "../sections/FeatureGrid";
import { BenefitGrid } from "../sections/BenefitGrid";
import { StepList } from "../sections/StepList";
import { RelatedCards } from "../sections/RelatedCards";
import { CtaBanner } from "../sections/CtaBanner";
import { LeadFormIsland } from "../forms/LeadFormIsland";
import { ReplyPromise } from "../forms/ReplyPromise";
import { IconBadge } from "../ui/IconBadge";
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
        <LeadFormSection title={leadForm.title} intro={leadForm.intro} points={page.capabilities.items.map((item) => item.title)} />
      ) : null}
      <RelatedCards title={page.relatedServices.title} items={page.relatedServices.items} />
      <CtaBanner {...page.cta} />
    </>
  );
}

interface LeadFormSectionProps {
  title: string;
  intro?: string | null;
  /** what the visitor gets, repeated beside the form as a reminder */
  points: readonly string[];
}

/** DV360 Self-Serve and any other service that takes leads on the page itself. */
function LeadFormSection({ title, intro, points }: LeadFormSectionProps) {
  return (
    <section id={LEAD_FORM_ID} className="lazy-render bg-paper-tint" aria-labelledby={`${LEAD_FORM_ID}-heading`}>
      <div className="container-page grid items-start gap-10 py-20 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <h2 id={`${LEAD_FORM_ID}-heading`} className="text-h2 text-ink">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lead text-ink-muted">{intro}</p> : null}
          <ReplyPromise withIcon className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-light px-4 py-2 font-semibold text-brand-dark" />
          <ul className="mt-8 space-y-4">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-medium text-ink-soft">
                <IconBadge name="check" size={18} box="h-8 w-8" look="rounded-full bg-brand-light text-brand" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <LeadFormIsland variant="dv360" />
      </div>
    </section>
  );
}

