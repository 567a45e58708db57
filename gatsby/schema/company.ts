/**
 * Company pages: About (`content/about.json`), Contact (`content/contact.json`)
 * and the reseller terms (`content/terms.json`). PageHero and FeatureBlock come
 * from ./offering-pages. Site facts (address, e-mail, stats) stay in SiteJson.
 */
export const companyTypeDefs = /* GraphQL */ `
  type ConnectBlock {
    title: String!
    tagline: String!
  }

  type AboutJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: PageHero!
    values: FeatureBlock!
    connect: ConnectBlock!
  }

  type ContactForm {
    title: String!
    intro: String!
  }

  type ContactJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    title: String!
    tagline: String!
    form: ContactForm!
    contactCardTitle: String!
    numbersCardTitle: String!
    "the labels of the contact card's rows"
    officeLabel: String!
    emailLabel: String!
    linkedinLabel: String!
    "the LinkedIn link's text after the brand's name"
    linkedinLinkText: String!
    "for screen readers after a link that opens a new tab"
    newTabNote: String!
  }

  type TermsClause {
    "a defined term (definitions section); the text then reads as its meaning"
    term: String
    text: String!
  }

  type TermsSection {
    title: String!
    clauses: [TermsClause!]!
  }

  type TermsJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    eyebrow: String!
    title: String!
    subtitle: String!
    lastUpdatedLabel: String!
    lastUpdated: String!
    "paragraphs; {legalName}, {brand} and {email} are filled from content/site.json"
    intro: [String!]!
    "the contents list's heading and its accessible name"
    contentsTitle: String!
    contentsLabel: String!
    sections: [TermsSection!]!
    contact: String!
  }
`;
