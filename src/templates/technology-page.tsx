import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ServiceSeo } from "../components/layout/Seo";
import { TechnologyLanding } from "../components/services/TechnologyLanding";
import { requiredNode } from "../lib/required-node";

const technologyPageOf = (data: Queries.TechnologyPageQuery) => requiredNode(data.technologyPage, "technologyPage");

/** Partner platforms and SWC's own monitoring tools share one template. */
export default function TechnologyPageTemplate({ data }: PageProps<Queries.TechnologyPageQuery>) {
  return (
    <TechnologyLanding
      page={technologyPageOf(data)}
      copy={requiredNode(data.servicesPageJson, "servicesPageJson").technologyPage}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.TechnologyPageQuery>) {
  const page = technologyPageOf(data);
  return <ServiceSeo page={page} path={location.pathname} serviceType={page.category} />;
}

export const query = graphql`
  query TechnologyPage($id: String!) {
    technologyPage(id: { eq: $id }) {
      ...OfferingPageContent
      path
      kind
      category
      approach {
        ...StepBlockContent
      }
    }
    servicesPageJson {
      technologyPage {
        allTechnologiesLabel
        allToolsLabel
      }
    }
  }
`;
