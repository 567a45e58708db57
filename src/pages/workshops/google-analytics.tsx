import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../../components/layout/Seo";
import { WorkshopDetailPage } from "../../components/workshops/WorkshopDetailPage";
import { useSiteData } from "../../lib/use-site-data";
import { eventJsonLd } from "../../lib/seo";
import { requiredNode } from "../../lib/required-node";

const workshopOf = (data: Queries.GoogleAnalyticsWorkshopPageQuery) => requiredNode(data.workshopGoogleAnalyticsJson, "workshopGoogleAnalyticsJson");

export default function GoogleAnalyticsWorkshopPage({ data }: PageProps<Queries.GoogleAnalyticsWorkshopPageQuery>) {
  const page = workshopOf(data);
  const { site } = useSiteData();
  return (
    <WorkshopDetailPage
      {...page}
      background={getImage(page.hero.backgroundSrc?.childImageSharp?.gatsbyImageData ?? null)}
      replyPromise={site}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.GoogleAnalyticsWorkshopPageQuery>) {
  const page = workshopOf(data);
  const { site } = useSiteData();
  // one schema.org Event per session still to come: an ended one is no event to attend
  const events = page.details.schedule.upcoming.map((session) =>
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
        duration
        format
        location
        factsLabel
        nextDateLabel
        nextDatePending
        durationLabel
        formatLabel
        locationLabel
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
        ...FeatureBlockContent
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
        numberLabel
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
        toBeAnnounced
        pastSessionsTitle
        schedule {
          upcoming {
            ...WorkshopSessionFields
          }
          past {
            ...WorkshopSessionFields
          }
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
        waitlist {
          title
          text
        }
      }
    }
  }

  fragment WorkshopSessionFields on WorkshopSession {
    format
    location
    time
    startDate
    endDate
  }
`;
