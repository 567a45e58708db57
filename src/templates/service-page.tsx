import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ServiceSeo } from "../components/layout/Seo";
import { ServiceLanding, audienceOf } from "../components/services/ServiceLanding";
import { requiredNode } from "../lib/required-node";

/** The service page and the texts every service page shares, read one way for the page and its Head. */
const servicePageOf = (data: Queries.ServicePageQuery) => ({
  page: requiredNode(data.servicePage, "servicePage"),
  copy: requiredNode(data.servicesPageJson, "servicesPageJson").servicePage,
});

export default function ServicePageTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const { page, copy } = servicePageOf(data);
  return (
    <ServiceLanding
      page={page}
      copy={copy}
      illustrations={data.benefitIllustrations.nodes.map((node) => getImage(node.childImageSharp?.gatsbyImageData ?? null))}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const { page, copy } = servicePageOf(data);
  return <ServiceSeo page={page} path={location.pathname} serviceType={audienceOf(page.serviceType, copy).serviceType} largestPaintIsText />;
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicePage(id: { eq: $id }) {
      ...OfferingPageContent
      path
      serviceType
      leadForm
      leadFormSection {
        title
        intro
      }
      benefits {
        ...StepBlockContent
      }
      approach {
        ...StepBlockContent
      }
    }
    # The three benefit illustrations, in position order (benefit-1 first).
    benefitIllustrations: allFile(
      filter: { sourceInstanceName: { eq: "content" }, relativePath: { in: ["images/benefit-1.png", "images/benefit-2.png", "images/benefit-3.png"] } }
      sort: { name: ASC }
    ) {
      nodes {
        childImageSharp {
          gatsbyImageData(width: 480, placeholder: DOMINANT_COLOR)
        }
      }
    }
    servicesPageJson {
      servicePage {
        marketingEyebrow
        productEyebrow
        marketingServiceType
        productServiceType
        allServicesLabel
      }
    }
  }
`;
