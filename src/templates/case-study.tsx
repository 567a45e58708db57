import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { Icon } from "../components/ui/Icon";

type CaseStudyProps = PageProps<Queries.CaseStudyPageQuery>;

export default function CaseStudyTemplate({ data }: CaseStudyProps) {
  const study = data.caseStudy!;
  const sections = [
    { title: "Business Challenge", text: study.challenge, icon: "target" },
    { title: "Our Approach", text: study.approach, icon: "compass" },
    { title: "Results", text: study.solution, icon: "trending-up" },
  ];
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page py-14 lg:py-20">
          <Link to="/case-studies" className="inline-flex items-center gap-2 font-medium text-brand hover:underline">
            <Icon name="arrow-left" size={18} /> Back to Case Studies
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {study.logo?.publicURL ? (
              <img src={study.logo.publicURL} alt={`${study.client} logo`} width={160} height={48} className="h-12 w-40 object-contain object-left" />
            ) : null}
            <span className="rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand-dark">{study.industry}</span>
            <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <Icon name="clock" size={16} /> {study.timeline}
            </span>
          </div>
          <h1 className="mt-6 max-w-4xl text-h1" tabIndex={-1}>
            {study.client}
          </h1>
          <p className="mt-5 max-w-3xl text-lead text-ink-muted">{study.description}</p>
        </div>
      </header>
      {study.metrics?.length ? (
        <section aria-label="Key results" className="container-page">
          <ul className="grid gap-5 sm:grid-cols-3">
            {study.metrics.map((metric) => (
              <li key={metric.label} className="card p-6 text-center">
                <Icon name={metric.icon} className="mx-auto text-brand" />
                <p className="mt-3 text-4xl font-extrabold tracking-tight text-ink">{metric.value}</p>
                <p className="mt-1 text-ink-muted">{metric.label}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="container-page grid gap-8 py-16 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section.title} className="card p-8">
            <Icon name={section.icon} className="text-brand" />
            <h2 className="mt-4 text-h3">{section.title}</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{section.text}</p>
          </section>
        ))}
      </div>
      {study.quote ? (
        <figure className="container-page pb-16">
          <blockquote className="mx-auto max-w-3xl text-center text-2xl font-medium leading-snug text-ink">“{study.quote.text}”</blockquote>
          <figcaption className="mt-5 text-center text-ink-muted">
            <strong className="text-ink">{study.quote.author}</strong>, {study.quote.title}
          </figcaption>
        </figure>
      ) : null}
      <div className="container-page pb-20 text-center" data-track-component="cta">
        <Link to="/contact" className="btn-primary" data-contact-link>
          Start Your Success Story <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}

export function Head({ data, location }: HeadProps<Queries.CaseStudyPageQuery>) {
  const study = data.caseStudy!;
  return <Seo title={`${study.client} Case Study`} description={study.summary} path={location.pathname} />;
}

export const query = graphql`
  query CaseStudyPage($id: String!) {
    caseStudy(id: { eq: $id }) {
      slug
      client
      industry
      summary
      description
      challenge
      approach
      solution
      timeline
      logo {
        publicURL
      }
      quote {
        text
        author
        title
      }
      metrics {
        label
        value
        icon
      }
    }
  }
`;
