import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { Icon } from "../components/ui/Icon";
import { PageHero, pageHeroProps } from "../components/sections/PageHero";
import { FeatureGrid } from "../components/sections/FeatureGrid";
import { ConnectSection, CONNECT_ANCHOR } from "../components/contact/ConnectSection";
import { requiredNode } from "../lib/required-node";

/** /about — /about#contact-form scrolls to the form (timing in src/lib/hash-scroll.ts). */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = requiredNode(data.aboutJson, "aboutJson");
  const contact = requiredNode(data.contactJson, "contactJson");
  return (
    <>
      <PageHero {...pageHeroProps(page.hero)}>
        <Link to={`/about#${CONNECT_ANCHOR}`} className="btn-primary">
          {page.connect.title} <Icon name="arrow-right" size={18} />
        </Link>
      </PageHero>
      <FeatureGrid title={page.values.title} intro={page.values.intro} items={page.values.items} />
      <ConnectSection
        headingLevel="h2"
        title={page.connect.title}
        tagline={page.connect.tagline}
        variant="about"
        content={contact}
        stats={data.siteJson?.contactStats ?? []}
      />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const page = requiredNode(data.aboutJson, "aboutJson");
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} />;
}

export const query = graphql`
  query AboutPage {
    aboutJson {
      metaDescription
      hero {
        ...PageHeroContent
      }
      values {
        ...FeatureBlockContent
      }
      connect {
        title
        tagline
      }
    }
    contactJson {
      ...ConnectSectionContent
    }
    siteJson {
      contactStats {
        value
        label
      }
    }
  }
`;
