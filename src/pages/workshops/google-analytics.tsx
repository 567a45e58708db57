import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../../components/layout/Seo";
import { Icon } from "../../components/ui/Icon";
import { FeatureGrid } from "../../components/sections/FeatureGrid";
import { WorkshopHero } from "../../components/workshops/WorkshopHero";
import { ModuleList } from "../../components/workshops/ModuleList";
import { WorkshopDetails } from "../../components/workshops/WorkshopDetails";
import { useSiteData } from "../../lib/use-site-data";
import { eventJsonLd } from "../../lib/seo";

export default function GoogleAnalyticsWorkshopPage({ data }: PageProps<Queries.GoogleAnalyticsWorkshopPageQuery>) {
  const page = data.workshopGoogleAnalyticsJson!;
  const { hero, benefits, audience, modules, details, reserve } = page;
  return (
    <>
      <WorkshopHero hero={hero} background={getImage(hero.backgroundSrc?.childImageSharp?.gatsbyImageData ?? null)} />
      <FeatureGrid title={benefits.title} intro={benefits.intro} items={benefits.items} />
      <FeatureGrid tone="tint" title={audience.title} items={audience.items} />
      <ModuleList id="syllabus" title={modules.title} items={modules.items} />
      <WorkshopDetails details={details} />
      <section className="lazy-render bg-white" aria-labelledby="reserve-title">
        <div className="container-page py-20">
          <div className="mx-auto max-w-3xl rounded-3xl bg-gradient-to-br from-brand-dark to-brand px-6 py-14 text-center text-white sm:px-14">
            <h2 id="reserve-title" className="text-h2">
              {reserve.title}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lead text-white/85">{reserve.text}</p>
            <Link to={reserve.buttonLink} className="btn-inverse mt-8" data-contact-link data-track-component="cta">
              {reserve.buttonLabel} <Icon name="arrow-right" size={18} />
            </Link>
            <p className="mt-5 text-sm font-medium text-white/85">{reserve.note}</p>
          </div>
        </div>
      </section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.GoogleAnalyticsWorkshopPageQuery>) {
  const page = data.workshopGoogleAnalyticsJson!;
  const { site } = useSiteData();
  // one schema.org Event per scheduled session
  const events = page.details.sessions.map((session) =>
    eventJsonLd(site, {
      name: page.hero.title,
      description: page.metaDescription,
      startDate: session.startDate,
      endDate: session.endDate,
      location: session.format === "Virtual" ? "online" : session.location,
      path: location.pathname,
    }),
  );
  return <Seo title={page.hero.title} description={page.metaDescription} path={location.pathname} jsonLd={events} />;
}

export const query = graphql`
  query GoogleAnalyticsWorkshopPage {
    workshopGoogleAnalyticsJson {
      metaDescription
      hero {
        eyebrow
        title
        description
        nextDate
        duration
        format
        location
        primaryLabel
        primaryLink
        secondaryLabel
        secondaryLink
        backgroundSrc {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, placeholder: DOMINANT_COLOR)
          }
        }
      }
      benefits {
        title
        intro
        items {
          icon
          title
          description
        }
      }
      audience {
        title
        items {
          icon
          title
          description
        }
      }
      modules {
        title
        items {
          number
          title
          description
          topics
        }
      }
      details {
        title
        sessionsTitle
        sessions {
          date
          format
          location
          time
          startDate
          endDate
        }
        inclusionsTitle
        inclusions
      }
      reserve {
        title
        text
        buttonLabel
        buttonLink
        note
      }
    }
  }
`;
