import React from "react";
import { graphql, type PageProps } from "gatsby";
import { heroPageHead } from "../components/layout/Seo";
import { WorkshopsOverview } from "../components/workshops/WorkshopsOverview";
import { requiredNode } from "../lib/required-node";

const workshopsOf = (data: Queries.WorkshopsPageQuery) => requiredNode(data.workshopsJson, "workshopsJson");

/** /workshops — a URL hash (#google-analytics, #looker-studio …) scrolls via src/lib/hash-scroll.ts. */
export default function WorkshopsPage({ data }: PageProps<Queries.WorkshopsPageQuery>) {
  return <WorkshopsOverview {...workshopsOf(data)} />;
}

export const Head = heroPageHead(workshopsOf);

export const query = graphql`
  query WorkshopsPage {
    workshopsJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      approach {
        ...FeatureBlockContent
      }
      catalogue {
        title
        intro
        cardButtonLabel
        cardButtonLink
        factsLabel
        topicsTitle
        items {
          id
          icon
          title
          description
          facts {
            icon
            label
          }
          topics
          detailLink
          detailLabel
        }
      }
      closing {
        ...CallToActionContent
      }
    }
  }
`;
