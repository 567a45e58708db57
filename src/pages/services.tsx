import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PageHero } from "../components/sections/PageHero";
import { CtaBanner } from "../components/sections/CtaBanner";
import { ServiceCard } from "../components/sections/ServiceCard";
import { TechnologyTile } from "../components/services/TechnologyTile";
import { SectionHeading } from "../components/ui/SectionHeading";
import { serviceCardsOfType } from "../lib/service-cards";
import { useSiteData } from "../lib/use-site-data";

type ServicesPageProps = PageProps<Queries.ServicesOverviewQuery>;

const TITLE = "Our Solutions & Technologies";
const DESCRIPTION =
  "Google Marketing Platform, Google Cloud, Mixpanel and AB Tasty, and SWC's marketing and product analytics services: measurement, privacy, experimentation and data products.";
const TECHNOLOGIES = { id: "technologies", title: "Technologies", intro: "Enterprise-grade platforms for marketing and product analytics" };
const SERVICE_SECTIONS = [
  {
    id: "marketing-services",
    type: "marketing",
    title: "Services for Marketing Managers",
    intro: "Prove what your media delivers, feed the ad platforms better signals and keep measurement working under privacy rules.",
  },
  {
    id: "product-services",
    type: "product",
    title: "Services for Product Managers",
    intro: "Understand what users do, test what to change and build the data products your team relies on.",
  },
] as const;

/** /services: every technology tile and service card, in sections that URL hashes scroll to (src/lib/hash-scroll.ts). */
export default function ServicesPage({ data }: ServicesPageProps) {
  const { site } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={TITLE}
        subtitle="Licenses, implementation and expertise for the platforms behind modern marketing and product analytics, with services for the teams who use them."
      />
      {/* below the hero on a phone: its tiles are laid out when they come near the view (.lazy-render) */}
      <section id={TECHNOLOGIES.id} aria-labelledby="technologies-title" className="lazy-render bg-white">
        <div className="container-page pb-16 pt-4 lg:pb-20 lg:pt-6">
          <SectionHeading id="technologies-title" title={TECHNOLOGIES.title} intro={TECHNOLOGIES.intro} />
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
                        tracking={{ event_name: "technology_clicked", event_detail: "overview", event_text: page.tile.name, component_name: TECHNOLOGIES.title }}
                      />
                    </li>,
                  ]
                : [],
            )}
          </ul>
        </div>
      </section>
      {SERVICE_SECTIONS.map((section, index) => (
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
        <CtaBanner
          title="Ready to Get Started?"
          text={`Tell us about your goals and we will reply within ${site.replyPromiseHours} hours with a suggested first step.`}
          buttonLabel="Contact Us"
          buttonLink="/contact"
        />
      </div>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={TITLE} description={DESCRIPTION} path={location.pathname} />;
}

export const query = graphql`
  query ServicesOverview {
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
        path
        serviceType
        card {
          title
          description
          icon
        }
      }
    }
  }
`;
