import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Seo } from "../components/layout/Seo";
import { HomePage } from "../components/home/HomePage";
import { selectServiceCards } from "../lib/service-cards";

type HomePageProps = PageProps<Queries.HomePageQuery>;

function required<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`${what} is required`);
  return value;
}

/** The home page's content (content/home.json and site.json) as each section's props. */
export default function HomePageTemplate({ data }: HomePageProps) {
  const home = required(data.homeJson, "content/home.json");
  const site = required(data.siteJson, "content/site.json");
  const { hero, clients, about, capabilities, services, technologies, caseStudies } = home;
  return (
    <HomePage
      hero={{ ...hero, tagline: site.tagline, image: getImage(hero.image?.childImageSharp?.gatsbyImageData ?? null) }}
      clients={{
        title: clients.title,
        listLabel: clients.listLabel,
        logos: clients.logos.map((logo) => ({ id: logo.id, name: logo.name, file: required(logo.image, `logo of ${logo.name}`) })),
      }}
      about={{
        eyebrow: about.eyebrow,
        title: about.title,
        intro: about.intro,
        label: about.radioLabel,
        tabs: about.tabs,
        dialScale: about.dialScale,
        content: {
          whoWeAre: about.whoWeAre,
          partners: {
            ...about.partners,
            logos: about.partners.logos.map((partner) => ({ name: partner.name, file: partner.logo })),
          },
          byTheNumbers: { ...about.byTheNumbers, stats: site.homeStats },
        },
      }}
      capabilities={{
        title: capabilities.title,
        intro: capabilities.intro,
        items: capabilities.items.map((item) => ({ ...item, image: getImage(item.image?.childImageSharp?.gatsbyImageData ?? null) })),
      }}
      services={{ ...services, cards: selectServiceCards(services.servicePaths, data.allServicePage.nodes) }}
      technologies={{
        title: technologies.title,
        intro: technologies.intro,
        productsLabel: technologies.productsLabel,
        cards: technologies.items.map((card) => ({ ...card, image: getImage(card.image?.childImageSharp?.gatsbyImageData ?? null) })),
      }}
      caseStudies={{ ...caseStudies, caseStudies: data.allCaseStudy.nodes, industryGroups: data.industriesJson?.groups ?? [] }}
      letsTalk={home.letsTalk}
    />
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
        listLabel
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
        radioLabel
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
          listLabel
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
        productsLabel
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
