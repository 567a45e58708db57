import React from "react";
import { graphql, type PageProps } from "gatsby";
import { heroPageHead } from "../components/layout/Seo";
import { AboutPage } from "../components/about/AboutPage";
import { requiredNode } from "../lib/required-node";

const aboutOf = (data: Queries.AboutPageQuery) => requiredNode(data.aboutJson, "aboutJson");

export default function About({ data }: PageProps<Queries.AboutPageQuery>) {
  return <AboutPage {...aboutOf(data)} contact={requiredNode(data.contactJson, "contactJson")} stats={data.siteJson?.contactStats ?? []} />;
}

export const Head = heroPageHead(aboutOf);

export const query = graphql`
  query AboutPage {
    aboutJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      values {
        ...FeatureBlockContent
      }
      connect {
        title
        tagline
      }
    }
    contactJson {
      ...ConnectSectionContent
    }
    siteJson {
      contactStats {
        value
        label
      }
    }
  }
`;
