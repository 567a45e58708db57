/**
 * Company pages: About (`content/about.json`), Contact (`content/contact.json`),
 * the reseller terms (`content/terms.json`), the privacy notice
 * (`content/privacy.json`) and the accessibility statement
 * (`content/accessibility.json`). PageHero and FeatureBlock come
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

  "A part of a legal page: its heading and its paragraphs (placeholders as the page's description says)."
  type LegalSection {
    title: String!
    paragraphs: [String!]!
  }

  "One right a visitor has over their data, named and explained."
  type PrivacyRight {
    name: String!
    text: String!
  }

  "The privacy notice (/privacy): the prose is edited here; the tables of fields, recipients and cookies, the retention period, the reply period and the controller come from the code and content/site.json. Placeholders: {legalName}, {brand}, {email}, {address}, {retentionDays}, {replyDays}, {removedOnWithdrawal} (the tag cookies the site deletes on a withdrawal)."
  type PrivacyJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    eyebrow: String!
    title: String!
    subtitle: String!
    lastUpdatedLabel: String!
    "the day this notice was last changed, as YYYY-MM-DD"
    lastUpdated: String! @constraint(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", message: "Write the date as YYYY-MM-DD, such as 2026-11-28")
    intro: [String!]!
    contentsLabel: String!
    controller: LegalSection!
    "above the table of what each form sends"
    collected: LegalSection!
    "the table's column headings"
    fieldColumns: PrivacyFieldColumns!
    "above the table of who receives a message"
    recipients: LegalSection!
    recipientColumns: PrivacyRecipientColumns!
    "must say how long, with {retentionDays}"
    retention: PrivacyRetention!
    "above the table of cookies and browser storage"
    cookies: LegalSection!
    cookieColumns: PrivacyCookieColumns!
    "the consent categories as the cookie table names them"
    categoryLabels: PrivacyCategoryLabels!
    legalBasis: LegalSection!
    rightsTitle: String!
    rights: [PrivacyRight!]!
    "how to use the rights: must name {email} and {replyDays}"
    howToAsk: String! @constraint(pattern: "^.*[{]email[}].*[{]replyDays[}].*$", message: "Keep {email} and {replyDays} in the text, in that order: they are filled with the site's address and the reply period")
    complaints: LegalSection!
    changes: LegalSection!
  }

  type PrivacyRetention {
    title: String!
    text: String! @constraint(pattern: "^.*[{]retentionDays[}].*$", message: "Keep {retentionDays} in the text: it is filled with the period the database keeps a message")
  }

  type PrivacyFieldColumns {
    field: String!
    holds: String!
    forms: String!
  }

  type PrivacyRecipientColumns {
    recipient: String!
    receives: String!
    condition: String!
  }

  "the cookie table's headings; the first column also shows the kind of storage and who sets it"
  type PrivacyCookieColumns {
    item: String!
    purpose: String!
    category: String!
    lifetime: String!
  }

  type PrivacyCategoryLabels {
    necessary: String!
    analytics: String!
    advertising: String!
  }

  "The accessibility statement (/accessibility): the prose and the known limitations are edited here; the standard, the level and the checks come from the tests' own list (src/lib/accessibility-checks.ts). Placeholders: {brand}, {email}."
  type AccessibilityJson implements Node @dontInfer {
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    eyebrow: String!
    title: String!
    subtitle: String!
    "the day the site was last reviewed against the standard, as YYYY-MM-DD"
    lastReviewed: String! @constraint(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", message: "Write the date as YYYY-MM-DD, such as 2026-11-28")
    lastReviewedLabel: String!
    intro: [String!]!
    standard: LegalSection!
    checks: LegalSection!
    "what the site does not yet meet, in plain words; remove an item once it is fixed"
    limitationsTitle: String!
    limitations: [String!]!
    contact: LegalSection!
  }
`;
