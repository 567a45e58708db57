import React from "react";
import { graphql, type PageProps } from "gatsby";
import { heroPageHead } from "../components/layout/Seo";
import { CaseStudiesOverview } from "../components/case-studies/CaseStudiesOverview";
import { toCaseStudyCards } from "../components/case-studies/case-study-cards";
import { requiredNode } from "../lib/required-node";

const pageOf = (data: Queries.CaseStudiesPageQuery) => requiredNode(data.caseStudiesPageJson, "caseStudiesPageJson");

export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  return <CaseStudiesOverview {...pageOf(data)} studies={toCaseStudyCards(data.caseStudies.nodes, data.industriesJson?.groups ?? [])} />;
}

export const Head = heroPageHead(pageOf);

export const query = graphql`
  query CaseStudiesPage {
    caseStudiesPageJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      listLabel
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
