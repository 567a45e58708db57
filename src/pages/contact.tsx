import React from "react";
import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo";
import { ConnectSection } from "../components/contact/ConnectSection";
import { requiredNode } from "../lib/required-node";

const contactOf = (data: Queries.ContactPageQuery) => requiredNode(data.contactJson, "contactJson");

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = contactOf(data);
  return (
    <ConnectSection
      headingLevel="h1"
      title={page.title}
      tagline={page.tagline}
      variant="contact"
      content={page}
      stats={data.siteJson?.contactStats ?? []}
    />
  );
}

export const Head = pageHead(contactOf, (page) => ({ title: page.title, description: page.metaDescription, largestPaintIsText: true }));

export const query = graphql`
  query ContactPage {
    contactJson {
      metaDescription
      title
      tagline
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
