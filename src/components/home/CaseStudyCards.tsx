import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { SectionHeading } from "../ui/SectionHeading";
import { Icon } from "../ui/Icon";
import { track } from "../../lib/analytics";

export interface CaseStudySummary {
  slug: string;
  client: string;
  industry: string;
  summary: string;
  logoSrc?: string | null;
  image?: IGatsbyImageData | null;
}

interface CaseStudyCardsProps {
  title: string;
  intro: string;
  studies: readonly CaseStudySummary[];
  buttonLabel: string;
  buttonLink: string;
}

/** Cover backgrounds for studies without artwork, by position. */
const COVERS = ["from-brand to-brand-dark", "from-product to-[#0b4f4a]", "from-marketing to-[#8a2e08]"];

/** Section 7, 'Case Studies': one card per study, linking to /case-study/{slug}. */
export function CaseStudyCards({ title, intro, studies, buttonLabel, buttonLink }: CaseStudyCardsProps) {
  return (
    <section aria-labelledby="case-studies-title" className="bg-paper-tint">
      <div className="container-page py-20 lg:py-24">
        <SectionHeading id="case-studies-title" title={title} intro={intro} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {studies.map((study, index) => (
            <li key={study.slug} className="fade-in" style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}>
              <Link
                to={`/case-study/${study.slug}`}
                className="card group flex h-full flex-col overflow-hidden transition-[box-shadow,transform] duration-200 hover:-translate-y-1 hover:shadow-lift"
                onClick={() =>
                  track({
                    event_name: "case_study_clicked",
                    event_detail: study.industry.toLowerCase(),
                    event_text: study.client,
                    component_name: "Case Studies",
                  })
                }
              >
                {study.image ? (
                  <GatsbyImage image={study.image} alt="" className="aspect-[16/9] w-full" />
                ) : (
                  <div className={`flex aspect-[16/9] items-center justify-center bg-gradient-to-br ${COVERS[index % COVERS.length]} p-8`}>
                    {study.logoSrc ? (
                      <img src={study.logoSrc} alt="" width={180} height={54} className="h-14 w-44 object-contain brightness-0 invert" />
                    ) : (
                      <span aria-hidden="true" className="text-4xl font-extrabold tracking-tight text-white">
                        {study.client}
                      </span>
                    )}
                  </div>
                )}
                <div className="flex flex-1 flex-col p-7">
                  <span className="self-start rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand-dark">{study.industry}</span>
                  <h3 className="mt-4 text-h3 text-ink">{study.client}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{study.summary}</p>
                  <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand">
                    Read Case Study <Icon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to={buttonLink} className="btn-secondary">
            {buttonLabel} <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </div>
    </section>
  );
}
