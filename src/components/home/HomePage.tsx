import React from "react";
import { HomeHero, type HomeHeroProps } from "./HomeHero";
import type { ClientLogoStrip as ClientLogoStripSection } from "./ClientLogoStrip";
import type { AboutRadioProps } from "./AboutRadio";
import type { CapabilityCards as CapabilityCardsSection } from "./CapabilityCards";
import { WhatWeDo } from "./WhatWeDo";
import type { TechArsenal as TechArsenalSection } from "./TechArsenal";
import type { CaseStudyCards as CaseStudyCardsSection } from "./CaseStudyCards";
import { LetsTalk } from "./LetsTalk";
import { SectionHeading } from "../ui/SectionHeading";
import { deferredPart } from "../ui/DeferredPart";

// Below the fold on every screen and interactive: their code and hydration
// wait until the visitor heads for them (first-load JS budget).
// The client strip and the capability cards have nothing to hydrate at first
// (CSS runs the strip; the cards are pictures and text): deferring them keeps
// a phone's first hydration pass short.
const ClientLogoStrip = deferredPart<React.ComponentProps<typeof ClientLogoStripSection>>("client-logos", () =>
  import(/* webpackChunkName: "home-client-logos" */ "./ClientLogoStrip").then((module) => module.ClientLogoStrip),
);
const CapabilityCards = deferredPart<React.ComponentProps<typeof CapabilityCardsSection>>("capabilities", () =>
  import(/* webpackChunkName: "home-capabilities" */ "./CapabilityCards").then((module) => module.CapabilityCards),
);
const AboutRadio = deferredPart<AboutRadioProps>("about-radio", () =>
  import(/* webpackChunkName: "home-about-radio" */ "./AboutRadio").then((module) => module.AboutRadio),
);
const TechArsenal = deferredPart<React.ComponentProps<typeof TechArsenalSection>>("tech-arsenal", () =>
  import(/* webpackChunkName: "home-tech-arsenal" */ "./TechArsenal").then((module) => module.TechArsenal),
);
const CaseStudyCards = deferredPart<React.ComponentProps<typeof CaseStudyCardsSection>>("case-study-cards", () =>
  import(/* webpackChunkName: "home-case-study-cards" */ "./CaseStudyCards").then((module) => module.CaseStudyCards),
);

/** Section 3: the About heading over the radio (the radio's code is deferred, the heading is not). */
export type AboutSectionProps = Pick<Queries.HomeAbout, "eyebrow" | "title" | "intro"> & AboutRadioProps;

function AboutSection({ eyebrow, title, intro, ...radio }: AboutSectionProps) {
  return (
    <section id="about" aria-labelledby="about-title" className="lazy-render bg-paper-tint">
      <div className="container-page py-20 lg:py-24">
        <SectionHeading id="about-title" eyebrow={eyebrow} title={title} intro={intro} />
        <AboutRadio {...radio} />
      </div>
    </section>
  );
}

/** Each home section's props, images processed and references resolved. */
export interface HomePageProps {
  hero: HomeHeroProps;
  clients: React.ComponentProps<typeof ClientLogoStripSection>;
  about: AboutSectionProps;
  capabilities: React.ComponentProps<typeof CapabilityCardsSection>;
  services: React.ComponentProps<typeof WhatWeDo>;
  technologies: React.ComponentProps<typeof TechArsenalSection>;
  caseStudies: React.ComponentProps<typeof CaseStudyCardsSection>;
  letsTalk: React.ComponentProps<typeof LetsTalk>;
}

/** The home page: eight sections in the specified order. */
export function HomePage({ hero, clients, about, capabilities, services, technologies, caseStudies, letsTalk }: HomePageProps) {
  return (
    <>
      <HomeHero {...hero} />
      <ClientLogoStrip {...clients} />
      <AboutSection {...about} />
      <CapabilityCards {...capabilities} />
      <WhatWeDo {...services} />
      <TechArsenal {...technologies} />
      <CaseStudyCards {...caseStudies} />
      <LetsTalk {...letsTalk} />
    </>
  );
}
