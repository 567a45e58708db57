/**
 * Case studies: one JSON file each in `content/case-studies/`, plus the
 * industry groups (`content/industries.json`) that colour their badges.
 */
import { SLUG_MESSAGE, SLUG_PATTERN } from "../content-constraints";

export const caseStudyTypeDefs = /* GraphQL */ `
  type CaseStudyQuote {
    text: String!
    author: String!
    title: String!
  }

  type CaseStudyMetric {
    label: String!
    value: String!
    icon: String!
  }

  type CaseStudy implements Node @dontInfer {
    "URL id: /case-study/{slug} (named slug because Gatsby reserves id)"
    slug: String! @constraint(pattern: "${SLUG_PATTERN}", message: "${SLUG_MESSAGE}")
    order: Int!
    client: String!
    "display name; matched (case-insensitively) to an industry group for its colour"
    industry: String!
    logo: File @fileByRelativePath
    image: File @fileByRelativePath
    "tilt of the card artwork in degrees, for a hand-placed look"
    rotation: Int!
    summary: String!
    description: String!
    challenge: String!
    approach: String!
    solution: String!
    quote: CaseStudyQuote
    metrics: [CaseStudyMetric!]
    timeline: String!
  }

  type IndustryGroup {
    id: String!
    industry: String!
    "badge colour (hex); dark enough for text on a light tint of itself"
    color: String!
  }

  type IndustriesJson implements Node @dontInfer {
    groups: [IndustryGroup!]!
  }

  "The texts every case-study page shares."
  type CaseStudyDetailCopy {
    backLabel: String!
    challengeTitle: String!
    approachTitle: String!
    resultsTitle: String!
    keyResultsLabel: String!
    glanceTitle: String!
    clientLabel: String!
    industryLabel: String!
    timelineLabel: String!
    "the page's title in the browser and search results; {client} is the client"
    metaTitle: String!
    cta: CallToAction!
    moreTitle: String!
  }

  "/case-studies (content/case-studies-page.json); PageHero and CallToAction come from ./offering-pages"
  type CaseStudiesPageJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: PageHero!
    "the accessible name of the list of every case study"
    listLabel: String!
    cta: CallToAction!
    detail: CaseStudyDetailCopy!
  }
`;
