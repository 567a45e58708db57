import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { Icon } from "../components/ui/Icon";
import { SectionHeading } from "../components/ui/SectionHeading";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page py-24 text-center lg:py-32">
          <h1 className="mx-auto max-w-4xl text-display" tabIndex={-1}>
            Marketing Technology &amp; Analytics
          </h1>
          <p className="mt-6 text-lead text-ink-muted">Your clarity is our craft.</p>
          <Link to="/services" className="btn-primary mt-10">
            Explore Solutions <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </section>
      <section className="bg-white">
        <div className="container-page py-20">
          <SectionHeading title="What We Do" />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {data.services.nodes.map((service) => (
              <li key={service.path} className="card p-7">
                <Icon name={service.card.icon} className={service.serviceType === "product" ? "text-product" : "text-marketing"} />
                <h3 className="mt-4 text-h3">{service.card.title}</h3>
                <p className="mt-3 text-ink-muted">{service.card.description}</p>
                <Link to={service.path} className="mt-5 inline-flex items-center gap-2 font-semibold text-brand">
                  Learn More <Icon name="arrow-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo path={location.pathname} />;
}

export const query = graphql`
  query HomePage {
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
