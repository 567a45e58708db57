import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { useSiteData } from "../lib/use-site-data";
import { serviceJsonLd } from "../lib/seo";
import { PageHero, pageHeroProps } from "../components/sections/PageHero";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { StepList } from "../components/sections/StepList";
import { RelatedCards } from "../components/sections/RelatedCards";
import { CtaBanner } from "../components/sections/CtaBanner";
import { requiredNode } from "../lib/required-node";

type TechnologyPageProps = PageProps<Queries.TechnologyPageQuery>;

/** Where "see the others" leads: partner platforms are tiles on /services, SWC's tools have their own service page. */
function overviewLink(kind: string, copy: Queries.TechnologyPageCopy) {
  return kind === "tool"
    ? { to: "/services/product/monitoring-tools", label: copy.allToolsLabel }
    : { to: "/services#technologies", label: copy.allTechnologiesLabel };
}

/** Partner platforms and SWC's own monitoring tools share one template. */
export default function TechnologyPageTemplate({ data }: TechnologyPageProps) {
  const page = requiredNode(data.technologyPage, "technologyPage");
  const overview = overviewLink(page.kind, requiredNode(data.servicesPageJson, "servicesPageJson").technologyPage);
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)} eyebrow={page.hero.eyebrow ?? page.category}>
        <Link to={page.cta.buttonLink} className="btn-primary" data-contact-link>
          {page.cta.buttonLabel}
        </Link>
        <Link to={overview.to} className="btn-secondary">
          {overview.label}
        </Link>
      </PageHero>
      <FeatureGrid title={page.capabilities.title} intro={page.capabilities.intro} items={page.capabilities.items} />
      <StepList title={page.approach.title} intro={page.approach.intro} items={page.approach.items} />
      <RelatedCards title={page.relatedServices.title} items={page.relatedServices.items} />
      <CtaBanner {...page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.TechnologyPageQuery>) {
  const page = requiredNode(data.technologyPage, "technologyPage");
  const { site } = useSiteData();
  const service = serviceJsonLd(site, {
    name: page.hero.title,
    description: page.metaDescription,
    path: location.pathname,
    serviceType: page.category,
  });
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} jsonLd={[service]} />;
}

export const query = graphql`
  query TechnologyPage($id: String!) {
    technologyPage(id: { eq: $id }) {
      path
      kind
      category
      metaDescription
      hero {
        ...PageHeroContent
      }
      capabilities {
        ...FeatureBlockContent
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
    servicesPageJson {
      technologyPage {
        allTechnologiesLabel
        allToolsLabel
      }
    }
  }
`;
