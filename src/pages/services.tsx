import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PageHero, pageHeroProps } from "../components/sections/PageHero";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ServiceCard } from "../components/sections/ServiceCard";
import { TechnologyTile } from "../components/services/TechnologyTile";
import { SectionHeading } from "../components/ui/SectionHeading";
import { serviceCardsOfType } from "../lib/service-cards";
import { useSiteData } from "../lib/use-site-data";
import { requiredNode } from "../lib/required-node";

type ServicesPageProps = PageProps<Queries.ServicesOverviewQuery>;

/** The service sections' anchors (/services#marketing-services, #product-services): addresses, not copy. */
const SERVICE_SECTIONS = [
  { id: "marketing-services", type: "marketing" },
  { id: "product-services", type: "product" },
] as const;

/** /services: every technology tile and service card, in sections that URL hashes scroll to (src/lib/hash-scroll.ts). */
export default function ServicesPage({ data }: ServicesPageProps) {
  const { site } = useSiteData();
  const page = requiredNode(data.servicesPageJson, "servicesPageJson");
  const technologies = page.technologies;
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)} />
      {/* below the hero on a phone: its tiles are laid out when they come near the view (.lazy-render) */}
      <section id="technologies" aria-labelledby="technologies-title" className="lazy-render bg-white">
        <div className="container-page pb-16 pt-4 lg:pb-20 lg:pt-6">
          <SectionHeading id="technologies-title" title={technologies.title} intro={technologies.intro} />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.allTechnologyPage.nodes.flatMap((page) =>
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
      {SERVICE_SECTIONS.map(({ id, type }) => ({ id, type, ...page[type] })).map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={`lazy-render ${index % 2 === 0 ? "bg-paper-tint" : "bg-white"}`}
        >
          <div className="container-page py-16 lg:py-20">
            <SectionHeading id={`${section.id}-title`} title={section.title} intro={section.intro} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {serviceCardsOfType(data.allServicePage.nodes, section.type).map((card) => (
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
        <CtaBanner {...page.cta} text={page.cta.text.replace("{hours}", String(site.replyPromiseHours))} />
      </div>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicesOverviewQuery>) {
  const page = requiredNode(data.servicesPageJson, "servicesPageJson");
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} />;
}

export const query = graphql`
  query ServicesOverview {
    servicesPageJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      technologies {
        title
        intro
      }
      marketing {
        title
        intro
      }
      product {
        title
        intro
      }
      cta {
        ...CallToActionContent
      }
    }
    allTechnologyPage(filter: { kind: { eq: "technology" } }, sort: { tile: { order: ASC } }) {
      nodes {
        path
        tile {
          name
          logoSize
          logo {
            ...LogoFile
          }
        }
      }
    }
    allServicePage(sort: { card: { order: ASC } }) {
      nodes {
        ...ServiceCardSource
      }
    }
  }
`;
