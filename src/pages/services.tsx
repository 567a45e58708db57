import React from "react";
import { graphql, type PageProps } from "gatsby";
import { heroPageHead } from "../components/layout/Seo";
import { ServicesOverview } from "../components/services/ServicesOverview";
import { useSiteData } from "../lib/use-site-data";
import { requiredNode } from "../lib/required-node";
import { fillPlaceholders } from "../lib/placeholders";

type ServicesPageProps = PageProps<Queries.ServicesOverviewQuery>;

const servicesOf = (data: Queries.ServicesOverviewQuery) => requiredNode(data.servicesPageJson, "servicesPageJson");

/** /services: the page's copy, with the site's reply promise in the closing text, over every technology and service page. */
export default function ServicesPage({ data }: ServicesPageProps) {
  const { site } = useSiteData();
  const page = servicesOf(data);
  return (
    <ServicesOverview
      hero={page.hero}
      technologies={page.technologies}
      sections={{ marketing: page.marketing, product: page.product }}
      cta={{ ...page.cta, text: fillPlaceholders(page.cta.text, { hours: site.replyPromiseHours }) }}
      technologyPages={data.allTechnologyPage.nodes}
      servicePages={data.allServicePage.nodes}
    />
  );
}

export const Head = heroPageHead(servicesOf, { largestPaintIsText: true });

export const query = graphql`
  query ServicesOverview {
    servicesPageJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      technologies {
        title
        intro
      }
      marketing {
        title
        intro
      }
      product {
        title
        intro
      }
      cta {
        ...CallToActionContent
      }
    }
    allTechnologyPage(filter: { kind: { eq: "technology" } }, sort: { tile: { order: ASC } }) {
      nodes {
        path
        tile {
          name
          logoSize
          logo {
            ...LogoFile
          }
        }
      }
    }
    allServicePage(sort: { card: { order: ASC } }) {
      nodes {
        ...ServiceCardSource
      }
    }
  }
`;
