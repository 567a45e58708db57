import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { PageHero, pageHeroProps } from "../sections/PageHero";
import { FeatureGrid } from "../sections/FeatureGrid";
import { ConnectSection, CONNECT_ANCHOR } from "../contact/ConnectSection";

type Page = NonNullable<Queries.AboutPageQuery["aboutJson"]>;

export type AboutPageProps = Pick<Page, "hero" | "values" | "connect"> & {
  /** the Let's Connect texts shared with /contact (content/contact.json) */
  contact: Queries.ConnectSectionContentFragment;
  stats: ReadonlyArray<{ value: string; label: string }>;
};

/** /about: the values, then Let's Connect; the hero's button jumps to the form (/about#contact-form, timing in src/lib/hash-scroll.ts). */
export function AboutPage({ hero, values, connect, contact, stats }: AboutPageProps) {
  return (
    <>
      <PageHero {...pageHeroProps(hero)}>
        <Link to={`/about#${CONNECT_ANCHOR}`} className="btn-primary">
          {connect.title} <Icon name="arrow-right" size={18} />
        </Link>
      </PageHero>
      <FeatureGrid title={values.title} intro={values.intro} items={values.items} />
      <ConnectSection headingLevel="h2" title={connect.title} tagline={connect.tagline} variant="about" content={contact} stats={stats} />
    </>
  );
}
