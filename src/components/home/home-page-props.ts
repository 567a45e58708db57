import { getImage } from "gatsby-plugin-image";
import { selectServiceCards } from "../../lib/service-cards";
import type { HomePageProps } from "./HomePage";

function required<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`${what} is required`);
  return value;
}

/**
 * The home page's content (content/home.json and site.json, the service pages
 * it features, the first case studies) as each section's props: for the page
 * (src/pages/index.tsx) and the CMS's preview of content/home.json.
 */
export function homePageProps(data: Queries.HomePageQuery): HomePageProps {
  const home = required(data.homeJson, "content/home.json");
  const site = required(data.siteJson, "content/site.json");
  const { hero, clients, about, capabilities, services, technologies, caseStudies } = home;
  return {
    hero: { ...hero, tagline: site.tagline, image: getImage(hero.image?.childImageSharp?.gatsbyImageData ?? null) },
    clients: {
      title: clients.title,
      listLabel: clients.listLabel,
      logos: clients.logos.map((logo) => ({ id: logo.id, name: logo.name, file: required(logo.image, `logo of ${logo.name}`) })),
    },
    about: {
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
    },
    capabilities: {
      title: capabilities.title,
      intro: capabilities.intro,
      items: capabilities.items.map((item) => ({ ...item, image: getImage(item.image?.childImageSharp?.gatsbyImageData ?? null) })),
    },
    services: { ...services, cards: selectServiceCards(services.servicePaths, data.allServicePage.nodes) },
    technologies: {
      title: technologies.title,
      intro: technologies.intro,
      productsLabel: technologies.productsLabel,
      cards: technologies.items.map((card) => ({ ...card, image: getImage(card.image?.childImageSharp?.gatsbyImageData ?? null) })),
    },
    caseStudies: { ...caseStudies, caseStudies: data.allCaseStudy.nodes, industryGroups: data.industriesJson?.groups ?? [] },
    letsTalk: home.letsTalk,
  };
}
