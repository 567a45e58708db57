import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { SectionHeading } from "../ui/SectionHeading";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { FeatureGrid } from "../sections/FeatureGrid";
import { CtaBanner } from "../sections/CtaBanner";
import { WorkshopCard } from "./WorkshopCard";

type Page = NonNullable<Queries.WorkshopsPageQuery["workshopsJson"]>;

export type WorkshopsOverviewProps = Omit<Page, "metaDescription">;

/** /workshops: the training approach, every workshop as an anchored card (/workshops#{id}), and the way to ask for one. */
export function WorkshopsOverview({ hero, approach, catalogue, closing }: WorkshopsOverviewProps) {
  return (
    <>
      <PageHero {...pageHeroProps(hero)}>
        {hero.buttonLabel && hero.buttonLink ? (
          <Link to={hero.buttonLink} className="btn-primary" data-contact-link data-track-component="hero">
            {hero.buttonLabel} <Icon name="arrow-right" size={18} />
          </Link>
        ) : null}
      </PageHero>
      <FeatureGrid tone="tint" title={approach.title} intro={approach.intro} items={approach.items} />
      <section aria-labelledby="workshops-title" className="lazy-render bg-white">
        <div className="container-page py-20">
          <SectionHeading id="workshops-title" title={catalogue.title} intro={catalogue.intro} />
          <div className="grid gap-8 lg:grid-cols-2">
            {catalogue.items.map((workshop, index) => (
              <WorkshopCard key={workshop.id} workshop={workshop} index={index} copy={catalogue} />
            ))}
          </div>
        </div>
      </section>
      <CtaBanner {...closing} />
    </>
  );
}
