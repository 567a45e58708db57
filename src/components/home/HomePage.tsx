import React from "react";
import { HomeHero, type HomeHeroProps } from "./HomeHero";
import { ClientLogoStrip } from "./ClientLogoStrip";
import { AboutRadio, type AboutRadioProps } from "./AboutRadio";
import { CapabilityCards } from "./CapabilityCards";
import { WhatWeDo } from "./WhatWeDo";
import { TechArsenal } from "./TechArsenal";
import { CaseStudyCards } from "./CaseStudyCards";
import { LetsTalk } from "./LetsTalk";
import { SectionHeading } from "../ui/SectionHeading";

/** Section 3: the About heading over the radio. */
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
  clients: React.ComponentProps<typeof ClientLogoStrip>;
  about: AboutSectionProps;
  capabilities: React.ComponentProps<typeof CapabilityCards>;
  services: React.ComponentProps<typeof WhatWeDo>;
  technologies: React.ComponentProps<typeof TechArsenal>;
  caseStudies: React.ComponentProps<typeof CaseStudyCards>;
  letsTalk: React.ComponentProps<typeof LetsTalk>;
}

/** The home page: its eight sections, from the hero down to Let's Talk. */
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
