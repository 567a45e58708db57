/**
 * Workshops overview (`content/workshops.json`) and the Google Analytics
 * workshop detail page (`content/workshop-google-analytics.json`).
 * FeatureItem comes from ./offering-pages.
 */
export const workshopTypeDefs = /* GraphQL */ `
  type WorkshopFact {
    icon: String!
    label: String!
  }

  type WorkshopCard {
    "anchor id of the card's section on /workshops (e.g. /workshops#google-analytics)"
    id: String!
    icon: String!
    title: String!
    description: String!
    facts: [WorkshopFact!]!
    topics: [String!]!
    detailLink: String
    detailLabel: String
  }

  type WorkshopCatalogue {
    title: String!
    intro: String
    cardButtonLabel: String!
    cardButtonLink: String!
    "the accessible name of a card's list of facts"
    factsLabel: String!
    "the heading over a card's topics"
    topicsTitle: String!
    items: [WorkshopCard!]!
  }

  type WorkshopsJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: PageHero!
    approach: FeatureBlock!
    catalogue: WorkshopCatalogue!
    closing: CallToAction!
  }

  "The workshop page's properties (its next date comes from the schedule), plus the hero's two actions."
  type WorkshopHero {
    eyebrow: String
    title: String!
    description: String!
    duration: String!
    format: String!
    location: String!
    "the accessible name of the hero's facts, and the label over each fact"
    factsLabel: String!
    nextDateLabel: String!
    "the next-date badge's value while no session is upcoming (the label above it already says Next date)"
    nextDatePending: String!
    durationLabel: String!
    formatLabel: String!
    locationLabel: String!
    backgroundSrc: File @fileByRelativePath
    primaryLabel: String!
    primaryLink: String!
    secondaryLabel: String!
    secondaryLink: String!
  }

  type WorkshopModule {
    number: Int!
    title: String!
    description: String!
    topics: [String!]!
  }

  type WorkshopModules {
    title: String!
    "the word before a module's number, as in Module 1"
    numberLabel: String!
    items: [WorkshopModule!]!
  }

  type WorkshopAudience {
    title: String!
    items: [FeatureItem!]!
  }

  "A dated session; its date label comes from startDate (src/lib/workshop-sessions.ts)."
  type WorkshopSession {
    format: String!
    location: String!
    time: String!
    "ISO 8601 with offset, for search engines (schema.org Event)"
    startDate: String! @constraint(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?([+-][0-9]{2}:[0-9]{2}|Z)$", message: "Write the date, the time and the venue's offset from UTC, as 2026-03-15T09:00-05:00")
    endDate: String! @constraint(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?([+-][0-9]{2}:[0-9]{2}|Z)$", message: "Write the date, the time and the venue's offset from UTC, as 2026-03-15T09:00-05:00")
  }

  "The sessions split at the build's date."
  type WorkshopSchedule {
    "not ended yet, soonest first"
    upcoming: [WorkshopSession!]!
    "ended, most recent first"
    past: [WorkshopSession!]!
  }

  type WorkshopDetails {
    title: String!
    sessionsTitle: String!
    "shown in the hero's next-date badge and the details when no session is upcoming"
    toBeAnnounced: String!
    pastSessionsTitle: String!
    sessions: [WorkshopSession!]!
    schedule: WorkshopSchedule! @computed(by: "workshopSchedule")
    inclusionsTitle: String!
    inclusions: [String!]!
  }

  "Where a visitor asks for a seat: on the waitlist form while no session is upcoming."
  type WorkshopWaitlist {
    title: String!
    text: String!
  }

  type WorkshopReserve {
    title: String!
    text: String!
    buttonLabel: String!
    buttonLink: String!
    note: String!
    waitlist: WorkshopWaitlist!
  }

  type WorkshopGoogleAnalyticsJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: WorkshopHero!
    benefits: FeatureBlock!
    audience: WorkshopAudience!
    modules: WorkshopModules!
    details: WorkshopDetails!
    reserve: WorkshopReserve!
  }
`;
