import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { PrivacyPage } from "../components/legal/PrivacyPage";
import { useSiteData } from "../lib/use-site-data";
import { requiredNode } from "../lib/required-node";

/** /privacy: the privacy notice, its prose from content/privacy.json, its tables from the code (src/lib/privacy-notice.ts). */
const privacyOf = (data: Queries.PrivacyPageQuery) => requiredNode(data.privacyJson, "privacyJson");

export default function Privacy({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const { site } = useSiteData();
  return <PrivacyPage privacy={privacyOf(data)} site={site} />;
}

export function Head({ data, location }: HeadProps<Queries.PrivacyPageQuery>) {
  const privacy = privacyOf(data);
  return <Seo title={privacy.title} description={privacy.metaDescription} path={location.pathname} largestPaintIsText />;
}

export const query = graphql`
  query PrivacyPage {
    privacyJson {
      metaDescription
      eyebrow
      title
      subtitle
      lastUpdatedLabel
      lastUpdated
      intro
      contentsLabel
      controller {
        ...LegalSectionContent
      }
      collected {
        ...LegalSectionContent
      }
      fieldColumns {
        field
        holds
        forms
      }
      recipients {
        ...LegalSectionContent
      }
      recipientColumns {
        recipient
        receives
        condition
      }
      retention {
        title
        text
      }
      cookies {
        ...LegalSectionContent
      }
      cookieColumns {
        item
        purpose
        category
        lifetime
      }
      categoryLabels {
        necessary
        analytics
        advertising
      }
      legalBasis {
        ...LegalSectionContent
      }
      rightsTitle
      rights {
        name
        text
      }
      howToAsk
      complaints {
        ...LegalSectionContent
      }
      changes {
        ...LegalSectionContent
      }
    }
  }

  fragment LegalSectionContent on LegalSection {
    title
    paragraphs
  }
`;
