import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { Icon } from "../components/ui/Icon";
import { SectionHeading } from "../components/ui/SectionHeading";
import { CtaBanner } from "../components/sections/CtaBanner";

export default function ServicesPage({ data }: PageProps<Queries.ServicesOverviewQuery>) {
  const marketing = data.services.nodes.filter((s) => s.serviceType === "marketing");
  const product = data.services.nodes.filter((s) => s.serviceType === "product");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page py-20 text-center">
          <h1 className="text-h1" tabIndex={-1}>
            Our Solutions &amp; Technologies
          </h1>
        </div>
      </section>
      <section id="technologies" className="container-page py-16">
        <SectionHeading title="Technologies" intro="Enterprise-grade platforms for marketing and product analytics" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.technologies.nodes.map((tech) => (
            <li key={tech.path} className="card p-7">
              <h3 className="text-h3">{tech.tile?.name ?? tech.hero.title}</h3>
              <Link to={tech.path} className="mt-4 inline-flex items-center gap-2 font-semibold text-brand">
                Learn More <Icon name="arrow-right" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {[
        { id: "marketing-services", title: "Services for Marketing Managers", items: marketing },
        { id: "product-services", title: "Services for Product Managers", items: product },
      ].map((section) => (
        <section key={section.id} id={section.id} className="container-page py-16">
          <SectionHeading title={section.title} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {section.items.map((service) => (
              <li key={service.path} className="card p-7">
                <Icon name={service.card.icon} />
                <h3 className="mt-4 text-h3">{service.card.title}</h3>
                <p className="mt-3 line-clamp-3 text-ink-muted">{service.card.description}</p>
                <Link to={service.path} className="mt-5 inline-flex items-center gap-2 font-semibold text-brand">
                  Learn More <Icon name="arrow-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <CtaBanner
        title="Ready to Get Started?"
        text="Tell us about your goals and we will reply within 24 hours."
        buttonLabel="Contact Us"
        buttonLink="/contact"
      />
    </>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Our Solutions & Technologies"
      description="Google Marketing Platform, Google Cloud, Mixpanel and AB Tasty, and SWC's marketing and product analytics services: measurement, privacy, experimentation and data products."
      path={location.pathname}
    />
  );
}

export const query = graphql`
  query ServicesOverview {
    technologies: allTechnologyPage(sort: { tile: { order: ASC } }) {
      nodes {
        path
        hero {
          title
        }
        tile {
          name
        }
      }
    }
    services: allServicePage(sort: { card: { order: ASC } }) {
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
