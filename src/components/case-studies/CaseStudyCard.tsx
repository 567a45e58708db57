import React from "react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/Icon";
import { LogoImage } from "../ui/LogoImage";
import { IndustryBadge } from "./IndustryBadge";
import { industryEventDetail } from "./industries";
import { trackingAttributes } from "../../lib/analytics";

export interface CaseStudyCardData {
  slug: string;
  client: string;
  industry: string;
  /** badge colour from the industry group */
  color: string;
  summary: string;
  timeline: string;
  image: IGatsbyImageData | null;
  logo: Queries.LogoFileFragment | null;
  /** tilt of the artwork, degrees */
  rotation: number;
}

interface CaseStudyCardProps {
  study: CaseStudyCardData;
  /** position in its list: cards fade in 0.1 s apart */
  index: number;
  /** component_name of case_study_clicked: "Case Studies" on home, "N/A" elsewhere */
  trackAs: "Case Studies" | "N/A";
  headingLevel?: "h2" | "h3";
  /** "eager" for a card whose image is in the first view (the page's largest paint) */
  imageLoading?: "eager" | "lazy";
}

/** A case study summary card: the whole card links to /case-study/{slug}. */
export function CaseStudyCard({ study, index, trackAs, headingLevel: Heading = "h2", imageLoading = "lazy" }: CaseStudyCardProps) {
  return (
    <Link
      to={`/case-study/${study.slug}`}
      {...trackingAttributes({
        event_name: "case_study_clicked",
        event_detail: industryEventDetail(study.industry),
        event_text: study.client,
        component_name: trackAs,
      })}
      className="card fade-in group flex h-full flex-col overflow-hidden transition-shadow duration-300 hover:shadow-lift"
      style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}
      data-case-study={study.slug}
    >
      <div className="relative overflow-hidden px-8 pt-8" style={{ backgroundColor: `${study.color}14` }}>
        {study.image ? (
          <GatsbyImage
            image={study.image}
            alt=""
            loading={imageLoading}
            className="rounded-t-xl shadow-card transition-transform duration-500 group-hover:rotate-0 group-hover:scale-[1.02] motion-reduce:transition-none"
            style={{ transform: `rotate(${study.rotation}deg) translateY(6px)` }}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-7">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LogoImage file={study.logo} alt="" width={120} height={36} align="left" className="h-9 w-[7.5rem] text-ink" />
          <IndustryBadge industry={study.industry} color={study.color} />
        </div>
        <Heading className="mt-5 text-h3 text-ink group-hover:text-brand">{study.client}</Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{study.summary}</p>
        <div className="mt-6 flex items-center justify-between gap-4 border-t border-paper-line pt-5 text-sm">
          <span className="inline-flex items-center gap-1.5 text-ink-muted">
            <Icon name="clock" size={16} /> {study.timeline}
          </span>
          <span className="inline-flex items-center gap-1.5 font-semibold text-brand">
            Read Case Study <Icon name="arrow-right" size={16} className="transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </Link>
  );
}

/** What a page selects for each card, and the industry groups that colour them; turn both into props with toCaseStudyCards. */
export const query = graphql`
  fragment IndustryGroups on IndustriesJson {
    groups {
      id
      industry
      color
    }
  }

  fragment CaseStudyCardFields on CaseStudy {
    slug
    client
    industry
    summary
    timeline
    rotation
    logo {
      ...LogoFile
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.7778, layout: CONSTRAINED)
      }
    }
  }
`;
