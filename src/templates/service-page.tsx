import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ServiceSeo } from "../components/layout/Seo";
import { ServiceLanding } from "../components/services/ServiceLanding";
import { requiredNode } from "../lib/required-node";

type ServicePageProps = PageProps<Queries.ServicePageQuery>;

export default function ServicePageTemplate({ data }: ServicePageProps) {
  return (
    <ServiceLanding
      page={requiredNode(data.servicePage, "servicePage")}
      copy={requiredNode(data.servicesPageJson, "servicesPageJson").servicePage}
      illustrations={data.benefitIllustrations.nodes.map((node) => getImage(node.childImageSharp?.gatsbyImageData ?? null))}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const page = requiredNode(data.servicePage, "servicePage");
  return (
    <ServiceSeo
      name={page.hero.title}
      description={page.metaDescription}
      path={location.pathname}
      serviceType={page.serviceType === "product" ? "Product analytics" : "Marketing technology"}
    />
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    servicePage(id: { eq: $id }) {
      path
      serviceType
      metaDescription
      leadForm
      leadFormSection {
        title
        intro
      }
      hero {
        ...PageHeroContent
      }
      capabilities {
        ...FeatureBlockContent
      }
      benefits {
        ...StepBlockContent
      }
      approach {
        ...StepBlockContent
      }
      relatedServices {
        ...RelatedBlockContent
      }
      cta {
        ...CallToActionContent
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
        allServicesLabel
      }
    }
  }
`;
