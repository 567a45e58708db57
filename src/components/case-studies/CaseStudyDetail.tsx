import React from "react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { TermValueList, type TermValueClasses } from "../ui/TermValue";
import { QuoteFigure } from "../sections/QuoteFigure";
import { SectionHeading } from "../ui/SectionHeading";
import { LogoImage } from "../ui/LogoImage";
import { IndustryBadge } from "./IndustryBadge";
import { CaseStudyGrid } from "./CaseStudyGrid";
import { industryColor, type IndustryGroup } from "./industries";
import type { CaseStudyCardData } from "./CaseStudyCard";

export interface CaseStudyDetailProps {
  study: Queries.CaseStudyDetailFieldsFragment;
  image?: IGatsbyImageData;
  /** the texts every case study page shares (content/case-studies-page.json) */
  copy: Queries.CaseStudyDetailCopyFieldsFragment;
  industryGroups: readonly IndustryGroup[];
  /** the other case studies, as cards */
  others: readonly CaseStudyCardData[];
}

/** 'Project at a Glance': each fact's label and value on one line. */
const FACT_CLASSES: TermValueClasses = {
  row: "flex items-baseline justify-between gap-4 py-3",
  term: "text-ink-muted",
  value: "text-right font-semibold text-ink",
};

/** A case study's page: the client and its results, the story in three parts, the facts, the quote, the way on. */
export function CaseStudyDetail({ study, image, copy, industryGroups, others }: CaseStudyDetailProps) {
  const color = industryColor(industryGroups, study.industry);
  const sections = [
    { id: "challenge", title: copy.challengeTitle, text: study.challenge, icon: "target" },
    { id: "approach", title: copy.approachTitle, text: study.approach, icon: "compass" },
    { id: "results", title: copy.resultsTitle, text: study.solution, icon: "trending-up" },
  ];
  const facts = [
    { label: copy.clientLabel, value: study.client },
    { label: copy.industryLabel, value: study.industry },
    { label: copy.timelineLabel, value: study.timeline },
  ];

  return (
    <article>
      <header className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page py-12 lg:py-20">
          <Link to="/case-studies" className="inline-flex items-center gap-2 font-medium text-brand hover:underline">
            <Icon name="arrow-left" size={18} />
            {/* one text node with its space, as a literal would be (no separator comment in the HTML) */}
            {` ${copy.backLabel}`}
          </Link>
          <div className="mt-10 grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <IndustryBadge industry={study.industry} color={color} />
                <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-soft shadow-card">
                  <Icon name="clock" size={16} /> {study.timeline}
                </span>
              </div>
              {/* The client is named once: by its wordmark, which is the heading (named by the client),
                  or, with no logo, in words. */}
              <h1 className="mt-6 text-h1" tabIndex={-1}>
                {study.logo ? (
                  <LogoImage file={study.logo} alt={study.client} width={200} height={60} align="left" className="h-[3.75rem] w-[12.5rem] text-ink" />
                ) : (
                  study.client
                )}
              </h1>
              <p className="mt-5 max-w-2xl text-lead text-ink-muted">{study.description}</p>
              {study.metrics?.length ? (
                <dl aria-label={copy.keyResultsLabel} className="mt-8 grid max-w-xl grid-cols-3 gap-4 border-t border-paper-line pt-6">
                  {study.metrics.map((metric, index) => (
                    <div
                      key={metric.label}
                      className="fade-in flex flex-col-reverse"
                      style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}
                      data-metric={metric.label}
                    >
                      <dt className="mt-1 flex items-center gap-1.5 text-sm font-medium text-ink-muted">
                        <Icon name={metric.icon} size={16} className="hidden shrink-0 sm:block" style={{ color }} />
                        {metric.label}
                      </dt>
                      <dd className="text-[1.75rem] font-extrabold tracking-tight text-ink sm:text-4xl">{metric.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
            {image ? (
              <div className="rounded-3xl p-6 sm:p-8" style={{ backgroundColor: `${color}14` }}>
                <GatsbyImage image={image} alt="" loading="eager" className="rounded-2xl shadow-lift" />
              </div>
            ) : null}
          </div>
        </div>
      </header>

      <div className="container-page grid gap-10 pb-16 pt-6 lg:grid-cols-[1fr_20rem] lg:gap-16 lg:pt-10">
        <div className="space-y-12">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-title`} className="flex flex-col gap-4 sm:flex-row sm:gap-6">
              <IconBadge name={section.icon} box="h-12 w-12" look="rounded-2xl bg-brand-light text-brand" />
              <div>
                <h2 id={`${section.id}-title`} className="text-h2">
                  {section.title}
                </h2>
                <p className="mt-4 text-[1.0625rem] leading-8 text-ink-soft">{section.text}</p>
              </div>
            </section>
          ))}
        </div>
        <aside aria-label={copy.glanceTitle} className="lg:sticky lg:top-28 lg:self-start">
          <div className="card p-7">
            <h2 className="text-h3">{copy.glanceTitle}</h2>
            <TermValueList items={facts} className="mt-5 divide-y divide-paper-line" classes={FACT_CLASSES} />
          </div>
        </aside>
      </div>

      {study.quote ? <QuoteFigure {...study.quote} /> : null}

      <section className="lazy-render container-page py-16 text-center" data-track-component="cta">
        <h2 className="text-h2">{copy.cta.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-muted">{copy.cta.text}</p>
        <Link to={copy.cta.buttonLink} className="btn-primary mt-8" data-contact-link>
          {`${copy.cta.buttonLabel} `}
          <Icon name="arrow-right" size={18} />
        </Link>
      </section>

      {others.length ? (
        <section className="lazy-render bg-paper-tint">
          <div className="container-page py-20">
            <SectionHeading title={copy.moreTitle} />
            <CaseStudyGrid studies={others} trackAs="N/A" headingLevel="h3" />
          </div>
        </section>
      ) : null}
    </article>
  );
}


export const query = graphql`
  fragment CaseStudyDetailFields on CaseStudy {
    client
    industry
    description
    challenge
    approach
    solution
    timeline
    logo {
      ...LogoFile
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

  fragment CaseStudyDetailCopyFields on CaseStudyDetailCopy {
    backLabel
    challengeTitle
    approachTitle
    resultsTitle
    keyResultsLabel
    glanceTitle
    clientLabel
    industryLabel
    timelineLabel
    moreTitle
    cta {
      ...CallToActionContent
    }
  }
`;
