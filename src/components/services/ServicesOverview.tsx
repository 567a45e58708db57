import React from "react";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { CtaBanner } from "../sections/CtaBanner";
import { ServiceCard } from "../sections/ServiceCard";
import { TechnologyTile } from "./TechnologyTile";
import { SectionHeading } from "../ui/SectionHeading";
import { serviceCardsOfType, type ServiceCardSource } from "../../lib/service-cards";
import { fillingColumns } from "../../lib/grid-columns";

type Query = Queries.ServicesOverviewQuery;
type Page = NonNullable<Query["servicesPageJson"]>;

export type ServicesOverviewProps = Pick<Page, "hero" | "technologies" | "cta"> & {
  /** the service sections' headings, by audience */
  sections: Pick<Page, "marketing" | "product">;
  /** the technology pages, in tile order; a page without a tile is left out */
  technologyPages: Query["allTechnologyPage"]["nodes"];
  /** every service page, in card order */
  servicePages: readonly ServiceCardSource[];
};

/** The service sections' anchors (/services#marketing-services, #product-services): addresses, not copy. */
const SERVICE_SECTIONS = [
  { id: "marketing-services", type: "marketing" },
  { id: "product-services", type: "product" },
] as const;

/** The card grids' column count from 1024 px (fillingColumns), as whole class names for Tailwind to find. */
const WIDE_COLUMNS: Record<number, string> = { 2: "lg:[--grid-cols:2]", 3: "lg:[--grid-cols:3]", 4: "lg:[--grid-cols:4]" };

/** /services: every technology tile and service card, in sections that URL hashes scroll to (src/lib/hash-scroll.ts). */
export function ServicesOverview({ hero, technologies, cta, sections, technologyPages, servicePages }: ServicesOverviewProps) {
  return (
    <>
      <PageHero {...pageHeroProps(hero)} />
      {/* below the hero on a phone: its tiles are laid out when they come near the view (.lazy-render) */}
      <section id="technologies" aria-labelledby="technologies-title" className="lazy-render bg-white">
        <div className="container-page pb-16 pt-4 lg:pb-20 lg:pt-6">
          <SectionHeading id="technologies-title" title={technologies.title} intro={technologies.intro} />
          <ul className={`card-grid [--grid-gap:1.25rem] sm:[--grid-cols:2] ${WIDE_COLUMNS[fillingColumns(technologyPages.filter((page) => page.tile).length, 4)]}`}>
            {technologyPages.flatMap((page) =>
              page.tile
                ? [
                    <li key={page.path}>
                      <TechnologyTile
                        name={page.tile.name}
                        link={page.path}
                        logo={page.tile.logo}
                        logoSize={page.tile.logoSize}
                        tracking={{ event_name: "technology_clicked", event_detail: "overview", event_text: page.tile.name, component_name: technologies.title }}
                      />
                    </li>,
                  ]
                : [],
            )}
          </ul>
        </div>
      </section>
      {SERVICE_SECTIONS.map(({ id, type }) => ({ id, type, ...sections[type] })).map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={`lazy-render ${index % 2 === 0 ? "bg-paper-tint" : "bg-white"}`}
        >
          <div className="container-page py-16 lg:py-20">
            <SectionHeading id={`${section.id}-title`} title={section.title} intro={section.intro} />
            <ul className={`card-grid sm:[--grid-cols:2] ${WIDE_COLUMNS[fillingColumns(serviceCardsOfType(servicePages, section.type).length, 4)]}`}>
              {serviceCardsOfType(servicePages, section.type).map((card) => (
                <li key={card.link}>
                  <ServiceCard
                    {...card}
                    showTypeTag
                    tracking={{ event_name: "service_clicked", event_detail: card.type, event_text: card.title, component_name: section.title }}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <div className="pt-20">
        <CtaBanner {...cta} />
      </div>
    </>
  );
}
