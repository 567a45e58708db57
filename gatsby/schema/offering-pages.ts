/**
 * Offering pages: the technology, tool and service pages, one JSON file each in
 * `content/technologies/` or `content/services/`, rendered by one template
 * per type. The blocks are shared so both templates reuse the same sections.
 * (Campaign pages, under /lp/, are another thing: gatsby/schema/campaign-pages.ts.)
 */
export const offeringPageTypeDefs = /* GraphQL */ `
  "The top of every inner page (src/components/sections/PageHero.tsx); the button is the page's own call to action, when it has one."
  type PageHero {
    eyebrow: String
    title: String!
    subtitle: String!
    image: File @fileByRelativePath
    buttonLabel: String
    buttonLink: String
  }

  type FeatureItem {
    icon: String!
    title: String!
    description: String!
  }

  type FeatureBlock {
    title: String!
    intro: String
    items: [FeatureItem!]!
  }

  type StepItem {
    number: Int
    title: String!
    description: String!
  }

  type StepBlock {
    title: String!
    intro: String
    items: [StepItem!]!
  }

  type RelatedServiceCard {
    icon: String!
    title: String!
    description: String!
    link: String!
    type: String
  }

  type RelatedBlock {
    title: String!
    items: [RelatedServiceCard!]!
  }

  "A closing call to action: one button, and optionally a second, quieter one (workshops, the insights newsletter)."
  type CallToAction {
    title: String!
    text: String!
    buttonLabel: String!
    buttonLink: String!
    secondaryLabel: String
    secondaryLink: String
  }

  "A technology tile on /services and a card elsewhere."
  type TechnologyTile {
    name: String!
    logo: File @fileByRelativePath
    logoSize: String
    order: Int!
  }

  "What a technology's page and a service's page both have (fragment OfferingPageContent in src/components/services/LandingHeroActions.tsx)."
  interface OfferingPage {
    metaDescription: String!
    hero: PageHero!
    capabilities: FeatureBlock!
    relatedServices: RelatedBlock!
    cta: CallToAction!
  }

  type TechnologyPage implements Node & OfferingPage @dontInfer {
    path: String! @constraint(pattern: "^/technology/[a-z0-9-]+(/[a-z0-9-]+)?$", message: "Write it as /technology/name or /technology/group/name, in lower-case letters, digits and hyphens")
    "technology (a partner platform) or tool (an SWC product)"
    kind: String! @constraint(oneOf: ["technology", "tool"])
    category: String!
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    tile: TechnologyTile
    hero: PageHero!
    capabilities: FeatureBlock!
    approach: StepBlock!
    relatedServices: RelatedBlock!
    cta: CallToAction!
  }

  "The on-page lead form of a service page (rendered when leadForm is true)."
  type LeadFormSection {
    title: String!
    intro: String
  }

  "A service card on the home page and /services."
  type ServiceCard {
    title: String!
    description: String!
    icon: String!
    detail: String
    order: Int!
  }

  type ServicePage implements Node & OfferingPage @dontInfer {
    path: String! @constraint(pattern: "^/services/(marketing|product)/[a-z0-9-]+$", message: "Write it as /services/marketing/name or /services/product/name, in lower-case letters, digits and hyphens")
    serviceType: String! @constraint(oneOf: ["marketing", "product"])
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    card: ServiceCard!
    hero: PageHero!
    capabilities: FeatureBlock!
    "three items, shown with the three benefit illustrations by position"
    benefits: StepBlock!
    approach: StepBlock
    relatedServices: RelatedBlock!
    cta: CallToAction!
    leadForm: Boolean
    leadFormSection: LeadFormSection
  }

  "A section's heading and the line under it."
  type SectionCopy {
    title: String!
    intro: String!
  }

  "/services (content/services-page.json): the technologies, then the services by audience; {hours} in cta.text is the site's reply promise."
  type ServicesPageJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: PageHero!
    technologies: SectionCopy!
    marketing: SectionCopy!
    product: SectionCopy!
    cta: CallToAction!
    technologyPage: TechnologyPageCopy!
    servicePage: ServicePageCopy!
  }

  "The texts every technology page shares: the way to the others (partner platforms on /services, SWC's tools on their service page)."
  type TechnologyPageCopy {
    allTechnologiesLabel: String!
    allToolsLabel: String!
  }

  "The texts every service page shares: by audience, the eyebrow of a hero that sets none and the kind of service its JSON-LD names; and the way to the audience's other services."
  type ServicePageCopy {
    marketingEyebrow: String!
    productEyebrow: String!
    marketingServiceType: String!
    productServiceType: String!
    allServicesLabel: String!
  }

  "The page for an unknown address (content/not-found.json)."
  type NotFoundJson implements Node @dontInfer {
    metaTitle: String!
    title: String!
    buttonLabel: String!
    "the heading over the menu's main sections"
    sectionsTitle: String!
    "the heading over the latest articles"
    insightsTitle: String!
  }
`;
