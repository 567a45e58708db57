/**
 * The home page (`content/home.json`, singleton `HomeJson`): one block per
 * section of the home page, in page order. Service cards are not repeated
 * here — the "What We Do" block lists service page paths and the cards come
 * from those pages' `card` fields, so a service is described in one place.
 */
export const homeTypeDefs = /* GraphQL */ `
  type HomeHero {
    title: String!
    intro: String!
    buttonLabel: String!
    buttonLink: String!
    secondaryLabel: String!
    secondaryLink: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }

  "A client logo in the scrolling strip: id, name, image."
  type ClientLogo {
    id: Int!
    name: String!
    image: File @fileByRelativePath
  }

  type HomeClients {
    title: String!
    "the accessible name of the list of logos"
    listLabel: String!
    logos: [ClientLogo!]!
  }

  """
  One preset of the vintage radio. freq is text so it
  reads exactly as printed on the dial; position is the dial marker's left
  offset in percent. A hidden tab stays in the data but gets no button.
  """
  type AboutTab {
    id: String!
    freq: String!
    label: String!
    position: Float!
    hidden: Boolean
  }

  type AboutTextPanel {
    title: String!
    paragraphs: [String!]!
  }

  type PartnerLogo {
    name: String!
    logo: File @fileByRelativePath
  }

  type AboutPartnersPanel {
    title: String!
    text: String!
    "the accessible name of the list of partner logos"
    listLabel: String!
    logos: [PartnerLogo!]!
  }

  type AboutNumbersPanel {
    title: String!
    text: String!
  }

  type HomeAbout {
    eyebrow: String!
    title: String!
    intro: String!
    "the accessible name of the radio's presets"
    radioLabel: String!
    dialScale: [Int!]!
    tabs: [AboutTab!]!
    whoWeAre: AboutTextPanel!
    partners: AboutPartnersPanel!
    byTheNumbers: AboutNumbersPanel!
  }

  type CapabilityCard {
    title: String!
    description: String!
    image: File @fileByRelativePath
    imageAlt: String!
  }

  type HomeCapabilities {
    title: String!
    intro: String!
    items: [CapabilityCard!]!
  }

  type HomeServices {
    title: String!
    intro: String!
    "paths of the service pages shown as cards, in display order"
    servicePaths: [String!]!
    buttonLabel: String!
    buttonLink: String!
  }

  "A card in 'Our Tech Arsenal'."
  type TechnologyCard {
    category: String!
    subtitle: String!
    logo: File @fileByRelativePath
    logoSize: String
    image: File @fileByRelativePath
    imageAlt: String!
    "cover (artwork fills the frame) or contain (artwork framed on the theme colour)"
    imageFit: String! @constraint(oneOf: ["cover", "contain"])
    imageHeight: Int
    products: [String!]!
    link: String
    theme: String!
  }

  type HomeTechnologies {
    title: String!
    intro: String!
    "the accessible name of a card's list of products; {category} is the card's"
    productsLabel: String!
    items: [TechnologyCard!]!
  }

  type HomeCaseStudies {
    title: String!
    intro: String!
    buttonLabel: String!
    buttonLink: String!
  }

  type HomeLetsTalk {
    eyebrow: String!
    title: String!
    text: String!
    points: [String!]!
  }

  type HomeJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: HomeHero!
    clients: HomeClients!
    about: HomeAbout!
    capabilities: HomeCapabilities!
    services: HomeServices!
    technologies: HomeTechnologies!
    caseStudies: HomeCaseStudies!
    letsTalk: HomeLetsTalk!
  }
`;
