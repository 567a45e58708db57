import React from "react";
import { ServiceCard } from "../sections/ServiceCard";
import { SectionHeading } from "../ui/SectionHeading";
import { SolutionsButton } from "./SolutionsButton";
import type { ServiceCardData } from "../../lib/service-cards";

/** The HomeServices block, with its service paths turned into cards. */
type WhatWeDoProps = Omit<Queries.HomeServices, "servicePaths"> & { cards: readonly ServiceCardData[] };

/** Section 5, 'What We Do': service cards (accent colour by audience) and the way to all solutions. */
export function WhatWeDo({ title, intro, cards, buttonLabel, buttonLink }: WhatWeDoProps) {
  return (
    <section aria-labelledby="what-we-do-title" className="lazy-render bg-paper-tint">
      <div className="container-page py-20 lg:py-24">
        <SectionHeading id="what-we-do-title" title={title} intro={intro} />
        <ul className="card-grid sm:[--grid-cols:2] lg:[--grid-cols:4]" data-home-services>
          {cards.map((card, index) => (
            <li key={card.link} className="fade-in" style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}>
              <ServiceCard
                {...card}
                tracking={{ event_name: "service_clicked", event_detail: card.type, event_text: card.title, component_name: "What We Do" }}
              />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <SolutionsButton label={buttonLabel} link={buttonLink} componentName="What We Do" />
        </div>
      </div>
    </section>
  );
}
