import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../components/layout/Seo";
import { useSiteData } from "../lib/use-site-data";
import { serviceJsonLd } from "../lib/seo";
import { PageHero, pageHeroProps } from "../components/sections/PageHero";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { BenefitGrid } from "../components/sections/BenefitGrid";
import { StepList } from "../components/sections/StepList";
import { RelatedCards } from "../components/sections/RelatedCards";
import { CtaBanner } from "../components/sections/CtaBanner";
import { LeadFormSlot } from "../components/forms/LeadFormSlot";
import { ReplyPromise } from "../components/forms/ReplyPromise";
import { Icon } from "../components/ui/Icon";
import { requiredNode } from "../lib/required-node";

type ServicePageProps = PageProps<Queries.ServicePageQuery>;

/** The in-page form section's anchor; the hero button jumps to it. */
const LEAD_FORM_ID = "get-started";

/** By audience: a hero's eyebrow when it sets none, and where the audience's other services are. */
function audienceOf(serviceType: string, copy: Queries.ServicePageCopy) {
  return serviceType === "product"
    ? { eyebrow: copy.productEyebrow, overview: "/services#product-services" }
    : { eyebrow: copy.marketingEyebrow, overview: "/services#marketing-services" };
}

export default function ServicePageTemplate({ data }: ServicePageProps) {
  const page = requiredNode(data.servicePage, "servicePage");
  const audience = audienceOf(page.serviceType, requiredNode(data.servicesPageJson, "servicesPageJson").servicePage);
  const illustrations = data.benefitIllustrations.nodes.map((node) => getImage(node.childImageSharp?.gatsbyImageData ?? null));
  const leadForm = page.leadForm ? { title: page.leadFormSection?.title ?? page.cta.title, intro: page.leadFormSection?.intro } : null;
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)} eyebrow={page.hero.eyebrow ?? audience.eyebrow}>
        {leadForm ? (
          <a href={`#${LEAD_FORM_ID}`} className="btn-primary">
            {leadForm.title}
          </a>
        ) : (
          <Link to={page.cta.buttonLink} className="btn-primary" data-contact-link>
            {page.cta.buttonLabel}
          </Link>
        )}
        <Link to={audience.overview} className="btn-secondary">
          Explore All Services
        </Link>
      </PageHero>
      <FeatureGrid title={page.capabilities.title} intro={page.capabilities.intro} items={page.capabilities.items} />
      <BenefitGrid
        title={page.benefits.title}
        intro={page.benefits.intro}
        items={page.benefits.items}
        illustrations={illustrations}
      />
      {page.approach ? <StepList tone="white" title={page.approach.title} intro={page.approach.intro} items={page.approach.items} /> : null}
      {leadForm ? (
        <LeadFormSection title={leadForm.title} intro={leadForm.intro} points={page.capabilities.items.map((item) => item.title)} />
      ) : null}
      <RelatedCards title={page.relatedServices.title} items={page.relatedServices.items} />
      <CtaBanner {...page.cta} />
    </>
  );
}

interface LeadFormSectionProps {
  title: string;
  intro?: string | null;
  /** what the visitor gets, repeated beside the form as a reminder */
  points: readonly string[];
}

/** DV360 Self-Serve and any other service that takes leads on the page itself. */
function LeadFormSection({ title, intro, points }: LeadFormSectionProps) {
  return (
    <section id={LEAD_FORM_ID} className="lazy-render bg-paper-tint" aria-labelledby={`${LEAD_FORM_ID}-heading`}>
      <div className="container-page grid items-start gap-10 py-20 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <h2 id={`${LEAD_FORM_ID}-heading`} className="text-h2 text-ink">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lead text-ink-muted">{intro}</p> : null}
          <ReplyPromise withIcon className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-light px-4 py-2 font-semibold text-brand-dark" />
          <ul className="mt-8 space-y-4">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-medium text-ink-soft">
                <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
                  <Icon name="check" size={18} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <LeadFormSlot variant="dv360" />
      </div>
    </section>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const page = requiredNode(data.servicePage, "servicePage");
  const { site } = useSiteData();
  const service = serviceJsonLd(site, {
    name: page.hero.title,
    description: page.metaDescription,
    path: location.pathname,
    serviceType: page.serviceType === "product" ? "Product analytics" : "Marketing technology",
  });
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} jsonLd={[service]} />;
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
      }
    }
  }
`;
