import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { TermsPage } from "../components/terms/TermsPage";
import { useSiteData } from "../lib/use-site-data";
import { requiredNode } from "../lib/required-node";

/**
 * /gmp-terms-and-conditions, also built at /GMP-terms-and-conditions: a case
 * alias in content/redirects.json (gatsby/redirects.ts, caseAliasPages).
 */
const termsOf = (data: Queries.TermsPageQuery) => requiredNode(data.termsJson, "termsJson");

export default function Terms({ data }: PageProps<Queries.TermsPageQuery>) {
  const { site } = useSiteData();
  return <TermsPage terms={termsOf(data)} facts={{ legalName: site.legalName, brand: site.brand, email: site.email }} />;
}

/** The alias build carries the lower-case path in its context: both addresses name it as canonical. */
export function Head({ data, location, pageContext }: HeadProps<Queries.TermsPageQuery, { canonicalPath?: string }>) {
  const terms = termsOf(data);
  return <Seo title={terms.title} description={terms.metaDescription} path={pageContext.canonicalPath ?? location.pathname} largestPaintIsText />;
}

export const query = graphql`
  query TermsPage {
    termsJson {
      metaDescription
      eyebrow
      title
      subtitle
      lastUpdatedLabel
      lastUpdated
      intro
      contentsTitle
      contentsLabel
      sections {
        title
        clauses {
          term
          text
        }
      }
      contact
    }
  }
`;
