import React from "react";
import { graphql, Link } from "gatsby";

interface LandingHeroActionsProps {
  /** the page's closing call to action, which the hero offers first */
  cta: { buttonLabel: string; buttonLink: string };
  /** a form on the page itself: the first action jumps to it instead */
  form?: { anchor: string; label: string } | null;
  /** the way to the page's siblings (the other platforms, tools or services) */
  overview: { to: string; label: string };
}

/** The hero buttons of a technology's or a service's page. */
export function LandingHeroActions({ cta, form, overview }: LandingHeroActionsProps) {
  return (
    <>
      {form ? (
        <a href={`#${form.anchor}`} className="btn-primary">
          {form.label}
        </a>
      ) : (
        <Link to={cta.buttonLink} className="btn-primary" data-contact-link>
          {cta.buttonLabel}
        </Link>
      )}
      <Link to={overview.to} className="btn-secondary">
        {overview.label}
      </Link>
    </>
  );
}

/** What the technology and service templates both query (the OfferingPage interface of gatsby/schema/offering-pages.ts). */
export const query = graphql`
  fragment OfferingPageContent on OfferingPage {
    metaDescription
    hero {
      ...PageHeroContent
    }
    capabilities {
      ...FeatureBlockContent
    }
    relatedServices {
      ...RelatedBlockContent
    }
    cta {
      ...CallToActionContent
    }
  }
`;
