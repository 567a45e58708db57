import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { CampaignBlocks } from "../components/campaign/CampaignBlocks";
import { campaignContext, campaignFaqItems, campaignPageContent } from "../components/campaign/campaign-page-props";
import { experimentHead } from "../components/experiments/ExperimentText";
import { faqPageJsonLd } from "../lib/seo";
import { requiredNode } from "../lib/required-node";

type CampaignPageProps = PageProps<Queries.CampaignPageQuery>;

/** A campaign page (content/campaigns/): its blocks in order, in the focused frame (gatsby/create-pages.ts), with its experiments (content/experiments/). */
export default function CampaignPageTemplate({ data }: CampaignPageProps) {
  const { blocks, experiments, swaps } = campaignPageContent(requiredNode(data.campaignPage, "campaignPage"), data);
  return <CampaignBlocks blocks={blocks} context={campaignContext(data)} experiments={experiments} swaps={swaps} />;
}

/** Title, description, canonical and Open Graph as every page; noindex unless the page is marked indexed; its questions as FAQPage; its experiments' head script. */
export function Head({ data, location }: HeadProps<Queries.CampaignPageQuery>) {
  const page = requiredNode(data.campaignPage, "campaignPage");
  const faq = campaignFaqItems(page.blocks);
  return (
    <>
      <Seo
        title={page.title}
        description={page.metaDescription}
        path={location.pathname}
        noindex={page.indexed !== true}
        jsonLd={faq.length > 0 ? [faqPageJsonLd(faq)] : []}
      />
      {experimentHead(campaignPageContent(page, data).experiments)}
    </>
  );
}

export const query = graphql`
  query CampaignPage($id: String!) {
    campaignPage(id: { eq: $id }) {
      path
      title
      metaDescription
      indexed
      blocks {
        ...CampaignBlockFields
      }
    }
    homeJson {
      clients {
        listLabel
        logos {
          id
          name
          image {
            ...LogoFile
          }
        }
      }
    }
    siteJson {
      homeStats {
        value
        label
      }
    }
    industriesJson {
      groups {
        id
        industry
        color
      }
    }
    siteBuildDate {
      date
    }
    allExperiment {
      nodes {
        ...ExperimentFields
      }
    }
  }
`;
