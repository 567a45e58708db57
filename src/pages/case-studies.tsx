import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PageHero, pageHeroProps } from "../components/sections/PageHero";
import { CtaBanner } from "../components/sections/CtaBanner";
import { CaseStudyGrid } from "../components/case-studies/CaseStudyGrid";
import { toCaseStudyCards } from "../components/case-studies/case-study-cards";
import { requiredNode } from "../lib/required-node";

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  const page = requiredNode(data.caseStudiesPageJson, "caseStudiesPageJson");
  const studies = toCaseStudyCards(data.caseStudies.nodes, data.industriesJson?.groups ?? []);
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)} />
      <section aria-label="All case studies" className="container-page pb-20 pt-4">
        <CaseStudyGrid studies={studies} trackAs="N/A" leadsPage />
      </section>
      <CtaBanner {...page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.CaseStudiesPageQuery>) {
  const page = requiredNode(data.caseStudiesPageJson, "caseStudiesPageJson");
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} />;
}

export const query = graphql`
  query CaseStudiesPage {
    caseStudiesPageJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      cta {
        title
        text
        buttonLabel
        buttonLink
      }
    }
    caseStudies: allCaseStudy(sort: { order: ASC }) {
      nodes {
        ...CaseStudyCardFields
      }
    }
    industriesJson {
      ...IndustryGroups
    }
  }
`;
