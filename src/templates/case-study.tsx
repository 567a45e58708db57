import React from "react";
import { graphql, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { pageHead } from "../components/layout/Seo";
import { CaseStudyDetail } from "../components/case-studies/CaseStudyDetail";
import { toCaseStudyCards } from "../components/case-studies/case-study-cards";
import { requiredNode } from "../lib/required-node";
import { fillPlaceholders } from "../lib/placeholders";

/** The case study and the texts its page shares with the others, read one way for the page and its Head. */
const caseStudyOf = (data: Queries.CaseStudyPageQuery) => ({
  study: requiredNode(data.caseStudy, "caseStudy"),
  copy: requiredNode(data.caseStudiesPageJson, "caseStudiesPageJson").detail,
});

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery>) {
  const { study, copy } = caseStudyOf(data);
  const groups = data.industriesJson?.groups ?? [];
  return (
    <CaseStudyDetail
      study={study}
      image={getImage(study.image?.childImageSharp?.gatsbyImageData ?? null)}
      copy={copy}
      industryGroups={groups}
      others={toCaseStudyCards(data.others.nodes, groups)}
    />
  );
}

export const Head = pageHead(caseStudyOf, ({ study, copy }) => ({ title: fillPlaceholders(copy.metaTitle, { client: study.client }), description: study.summary, largestPaintIsText: true }));

export const query = graphql`
  query CaseStudyPage($id: String!) {
    caseStudy(id: { eq: $id }) {
      ...CaseStudyDetailFields
      summary
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.7778, layout: CONSTRAINED)
        }
      }
    }
    others: allCaseStudy(filter: { id: { ne: $id } }, sort: { order: ASC }) {
      nodes {
        ...CaseStudyCardFields
      }
    }
    industriesJson {
      ...IndustryGroups
    }
    caseStudiesPageJson {
      detail {
        metaTitle
        ...CaseStudyDetailCopyFields
      }
    }
  }
`;
