import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../components/layout/Seo";
import { HomeHero } from "../components/home/HomeHero";
import type { ClientLogoStrip as ClientLogoStripSection } from "../components/home/ClientLogoStrip";
import type { AboutRadioProps } from "../components/home/AboutRadio";
import type { CapabilityCards as CapabilityCardsSection } from "../components/home/CapabilityCards";
import { WhatWeDo } from "../components/home/WhatWeDo";
import type { TechArsenal as TechArsenalSection } from "../components/home/TechArsenal";
import type { CaseStudyCards as CaseStudyCardsSection } from "../components/home/CaseStudyCards";
import { LetsTalk } from "../components/home/LetsTalk";

import { SectionHeading } from "../components/ui/SectionHeading";
import { selectServiceCards } from "../lib/service-cards";
import { deferredPart } from "../components/ui/DeferredPart";

// Below the fold on every screen and interactive: their code and hydration
// wait until the visitor heads for them (first-load JS budget).
// The client strip and the capability cards have nothing to hydrate at first
// (CSS runs the strip; the cards are pictures and text): deferring them keeps
// a phone's first hydration pass short.
const ClientLogoStrip = deferredPart<React.ComponentProps<typeof ClientLogoStripSection>>("client-logos", () =>
  import(/* webpackChunkName: "home-client-logos" */ "../components/home/ClientLogoStrip").then((module) => module.ClientLogoStrip),
);
const CapabilityCards = deferredPart<React.ComponentProps<typeof CapabilityCardsSection>>("capabilities", () =>
  import(/* webpackChunkName: "home-capabilities" */ "../components/home/CapabilityCards").then((module) => module.CapabilityCards),
);
const AboutRadio = deferredPart<AboutRadioProps>("about-radio", () =>
  import(/* webpackChunkName: "home-about-radio" */ "../components/home/AboutRadio").then((module) => module.AboutRadio),
);
const TechArsenal = deferredPart<React.ComponentProps<typeof TechArsenalSection>>("tech-arsenal", () =>
  import(/* webpackChunkName: "home-tech-arsenal" */ "../components/home/TechArsenal").then((module) => module.TechArsenal),
);
const CaseStudyCards = deferredPart<React.ComponentProps<typeof CaseStudyCardsSection>>("case-study-cards", () =>
  import(/* webpackChunkName: "home-case-study-cards" */ "../components/home/CaseStudyCards").then((module) => module.CaseStudyCards),
);

type HomePageProps = PageProps<Queries.HomePageQuery>;

function required<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`${what} is required`);
  return value;
}

/** The home page: eight sections in the specified order, all text from content/home.json and site.json. */
export default function HomePage({ data }: HomePageProps) {
  const home = required(data.homeJson, "content/home.json");
  const site = required(data.siteJson, "content/site.json");
  const { hero, clients, about, capabilities, services, technologies, caseStudies, letsTalk } = home;
  return (
    <>
      <HomeHero
        title={hero.title}
        tagline={site.tagline}
        intro={hero.intro}
        buttonLabel={hero.buttonLabel}
        buttonLink={hero.buttonLink}
        secondaryLabel={hero.secondaryLabel}
        secondaryLink={hero.secondaryLink}
        image={getImage(hero.image?.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt={hero.imageAlt}
      />
      <ClientLogoStrip
        title={clients.title}
        logos={clients.logos.map((logo) => ({ id: logo.id, name: logo.name, file: required(logo.image, `logo of ${logo.name}`) }))}
      />
      <section id="about" aria-labelledby="about-title" className="lazy-render bg-paper-tint">
        <div className="container-page py-20 lg:py-24">
          <SectionHeading id="about-title" eyebrow={about.eyebrow} title={about.title} intro={about.intro} />
          <AboutRadio
            tabs={about.tabs}
            dialScale={about.dialScale}
            content={{
              whoWeAre: about.whoWeAre,
              partners: {
                ...about.partners,
                logos: about.partners.logos.map((partner) => ({ name: partner.name, file: partner.logo })),
              },
              byTheNumbers: { ...about.byTheNumbers, stats: site.homeStats },
            }}
          />
        </div>
      </section>
      <CapabilityCards
        title={capabilities.title}
        intro={capabilities.intro}
        items={capabilities.items.map((item) => ({
          title: item.title,
          description: item.description,
          image: getImage(item.image?.childImageSharp?.gatsbyImageData ?? null),
          imageAlt: item.imageAlt,
        }))}
      />
      <WhatWeDo
        title={services.title}
        intro={services.intro}
        cards={selectServiceCards(services.servicePaths, data.allServicePage.nodes)}
        buttonLabel={services.buttonLabel}
        buttonLink={services.buttonLink}
      />
      <TechArsenal
        title={technologies.title}
        intro={technologies.intro}
        cards={technologies.items.map(({ logo, image, ...card }) => ({
          ...card,
          logo,
          image: getImage(image?.childImageSharp?.gatsbyImageData ?? null),
        }))}
      />
      <CaseStudyCards
        title={caseStudies.title}
        intro={caseStudies.intro}
        buttonLabel={caseStudies.buttonLabel}
        buttonLink={caseStudies.buttonLink}
        caseStudies={data.allCaseStudy.nodes}
        industryGroups={data.industriesJson?.groups ?? []}
      />
      <LetsTalk
        eyebrow={letsTalk.eyebrow}
        title={letsTalk.title}
        text={letsTalk.text}
        points={letsTalk.points}
      />
    </>
  );
}

export function Head({ location, data }: HeadProps<Queries.HomePageQuery>) {
  return <Seo path={location.pathname} description={data.homeJson?.metaDescription} />;
}

export const query = graphql`
  query HomePage {
    siteJson {
      tagline
      homeStats {
        value
        label
      }
    }
    homeJson {
      metaDescription
      hero {
        title
        intro
        buttonLabel
        buttonLink
        secondaryLabel
        secondaryLink
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED)
          }
        }
      }
      clients {
        title
        logos {
          id
          name
          image {
            ...LogoFile
          }
        }
      }
      about {
        eyebrow
        title
        intro
        dialScale
        tabs {
          id
          freq
          label
          position
          hidden
        }
        whoWeAre {
          title
          paragraphs
        }
        partners {
          title
          text
          logos {
            name
            logo {
              ...LogoFile
            }
          }
        }
        byTheNumbers {
          title
          text
        }
      }
      capabilities {
        title
        intro
        items {
          title
          description
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.6, layout: CONSTRAINED)
            }
          }
        }
      }
      services {
        title
        intro
        servicePaths
        buttonLabel
        buttonLink
      }
      technologies {
        title
        intro
        items {
          category
          subtitle
          logoSize
          imageAlt
          imageFit
          imageHeight
          products
          link
          theme
          logo {
            ...LogoFile
          }
          image {
            childImageSharp {
              gatsbyImageData(width: 480, layout: CONSTRAINED)
            }
          }
        }
      }
      caseStudies {
        title
        intro
        buttonLabel
        buttonLink
      }
      letsTalk {
        eyebrow
        title
        text
        points
      }
    }
    allServicePage {
      nodes {
        ...ServiceCardSource
      }
    }
    allCaseStudy(sort: { order: ASC }, limit: 3) {
      nodes {
        ...CaseStudyCardFields
      }
    }
    industriesJson {
      ...IndustryGroups
    }
  }
`;
