import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { AccessibilityPage } from "../components/legal/AccessibilityPage";
import { useSiteData } from "../lib/use-site-data";
import { requiredNode } from "../lib/required-node";

/** /accessibility: the accessibility statement, its prose from content/accessibility.json, its checks from src/lib/accessibility-checks.ts. */
const statementOf = (data: Queries.AccessibilityPageQuery) => requiredNode(data.accessibilityJson, "accessibilityJson");

export default function Accessibility({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  const { site } = useSiteData();
  return <AccessibilityPage statement={statementOf(data)} site={site} />;
}

export function Head({ data, location }: HeadProps<Queries.AccessibilityPageQuery>) {
  const statement = statementOf(data);
  return <Seo title={statement.title} description={statement.metaDescription} path={location.pathname} largestPaintIsText />;
}

export const query = graphql`
  query AccessibilityPage {
    accessibilityJson {
      metaDescription
      eyebrow
      title
      subtitle
      lastReviewed
      lastReviewedLabel
      intro
      standard {
        ...LegalSectionContent
      }
      checks {
        ...LegalSectionContent
      }
      limitationsTitle
      limitations
      contact {
        ...LegalSectionContent
      }
    }
  }
`;
