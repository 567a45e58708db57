import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { Icon } from "../components/ui/Icon";
import { SectionHeading } from "../components/ui/SectionHeading";
import { PageHero, pageHeroProps } from "../components/sections/PageHero";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { CtaBanner } from "../components/sections/CtaBanner";
import { WorkshopCard } from "../components/workshops/WorkshopCard";
import { requiredNode } from "../lib/required-node";

/** /workshops — a URL hash (#google-analytics, #looker-studio …) scrolls via src/lib/hash-scroll.ts. */
export default function WorkshopsPage({ data }: PageProps<Queries.WorkshopsPageQuery>) {
  const page = requiredNode(data.workshopsJson, "workshopsJson");
  const { hero, approach, catalogue, closing } = page;
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
              <WorkshopCard
                key={workshop.id}
                workshop={workshop}
                index={index}
                buttonLabel={catalogue.cardButtonLabel}
                buttonLink={catalogue.cardButtonLink}
              />
            ))}
          </div>
        </div>
      </section>
      <CtaBanner {...closing} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.WorkshopsPageQuery>) {
  const page = requiredNode(data.workshopsJson, "workshopsJson");
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} />;
}

export const query = graphql`
  query WorkshopsPage {
    workshopsJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      approach {
        ...FeatureBlockContent
      }
      catalogue {
        title
        intro
        cardButtonLabel
        cardButtonLink
        items {
          id
          icon
          title
          description
          facts {
            icon
            label
          }
          topics
          detailLink
          detailLabel
        }
      }
      closing {
        ...CallToActionContent
      }
    }
  }
`;
