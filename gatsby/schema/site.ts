/** Site-wide facts (`content/site.json`), navigation (`content/navigation.json`) and the lead forms' texts (`content/lead-form.json`). */
export const siteTypeDefs = /* GraphQL */ `
  "content/redirects.json: one node per redirect (validated at build by gatsby/redirects.ts)"
  type RedirectsJson implements Node @dontInfer {
    "the old address, as /old-page"
    from: String! @constraint(pattern: "^/", message: "Start the address with /, as in /old-page")
    "the page visitors are sent to (an existing page of the site, optionally with #section)"
    to: String! @constraint(pattern: "^/", message: "Start the address with /, as in /services")
    reason: String
  }

  type SiteJson implements Node @dontInfer {
    brand: String!
    legalName: String!
    "the production origin, without a trailing slash"
    siteUrl: String! @constraint(pattern: "^https://[a-z0-9.-]+$", message: "Write the address as https://www.example.com, with no path or slash at the end")
    defaultTitle: String!
    "%s stands for the page's title"
    titleTemplate: String! @constraint(pattern: "%s", message: "Keep %s where the page's title goes, as in %s | SWC")
    defaultDescription: String! @constraint(minLength: 50, maxLength: 240)
    tagline: String!
    footerBlurb: String!
    email: String! @constraint(pattern: "^[^@ ]+@[^@ ]+[.][a-z]{2,}$", message: "Write an e-mail address, such as hello@example.com")
    linkedinUrl: String! @constraint(pattern: "^https://www[.]linkedin[.]com/", message: "Use the LinkedIn page's address, starting https://www.linkedin.com/")
    address: SiteAddress!
    "the IANA time zone the site's dates are in: an article is published from the start of its day there"
    timeZone: String! @constraint(pattern: "^[A-Za-z_]+(/[A-Za-z_+-]+)*$", message: "Write a time zone's name, such as Asia/Jerusalem")
    replyPromiseHours: Int!
    "the promise every lead form makes; {hours} is replyPromiseHours"
    replyPromise: String!
    cardLabels: CardLabels!
    homeStats: [Stat!]!
    contactStats: [Stat!]!
  }

  "The words every card of a kind shows: the link of service, technology and related cards, an article card's link and its coming-soon mark, and the tags shown on hover."
  type CardLabels {
    learnMore: String!
    readMore: String!
    comingSoon: String!
    technologyTag: String!
    marketingTag: String!
    productTag: String!
  }

  type SiteAddress {
    street: String!
    city: String!
    postalCode: String!
    country: String!
    "ISO 3166-1 alpha-2, e.g. IL"
    countryCode: String! @constraint(pattern: "^[A-Z]{2}$", message: "Write the country's two-letter code in capitals, such as IL")
  }

  type Stat {
    value: String!
    label: String!
  }

  "What the lead forms say (src/lib/lead-form-copy.ts holds the defaults, word for word)."
  type LeadFormJson implements Node @dontInfer {
    labels: LeadFormLabels!
    placeholders: LeadFormPlaceholders!
    "under the send button: what the details are used for, followed by the link to the privacy notice"
    privacyNote: String!
    "the link to the privacy notice (/privacy) after the note"
    privacyLinkLabel: String!
    "under the send button before the reCAPTCHA check is done"
    captchaPrompt: String!
    "in the reCAPTCHA check's place while it loads, once the visitor starts on the form"
    captchaLoading: String!
    "in the reCAPTCHA check's place when it has not loaded a few seconds after it was requested, or failed"
    captchaFailed: String!
    "the link under that text that opens the visitor's e-mail with what they typed; {email}: the address in Site facts"
    captchaFailedLink: String!
    "under the send button when the reCAPTCHA check has not loaded"
    captchaFailedHint: String!
    "the subject of that e-mail; {form}: the form's name"
    mailSubject: String!
    "the heading shown once a message is sent"
    thankYouTitle: String!
    sendAnotherLabel: String!
    "the messages under a field that is not filled in right"
    messages: LeadFormMessages!
    "the pop-up notes after sending"
    toasts: LeadFormToasts!
    "the texts that differ from form to form"
    variants: LeadFormVariants!
    "what a lead from each of the site's own forms is worth, sent to GA4 with generate_lead (a landing page's form has its own, in its lead form block)"
    leadValues: LeadFormValues
  }

  "What a lead from a form is worth to the business: GA4's generate_lead carries it as value and currency, so reports and Google Ads bidding can weigh leads. Empty: generate_lead is sent without a value (the build lists such forms). The rule: src/lib/lead-value.ts."
  type LeadValue {
    "an amount, 0 or more, such as 1500 (no currency sign)"
    value: Float
    "the amount's ISO 4217 currency code, such as ILS, USD or EUR (empty: ILS)"
    currency: String
  }

  type LeadFormValues {
    "the contact page's form"
    contact: LeadValue
    "the About page's form"
    about: LeadValue
    "the home page's Let's Talk form"
    home: LeadValue
    "the DV360 Self-Serve form"
    dv360: LeadValue
    "a workshop page's waitlist form"
    waitlist: LeadValue
  }

  type LeadFormLabels {
    name: String!
    email: String!
    company: String!
    "the reCAPTCHA check's name in analytics"
    recaptcha: String!
  }

  type LeadFormPlaceholders {
    name: String!
    email: String!
    company: String!
  }

  type LeadFormMessages {
    "a name shorter than 2 characters"
    nameMinLength: String!
    "no name (the About form)"
    nameRequired: String!
    email: String!
    messageRequired: String!
    recaptcha: String!
  }

  type LeadFormToasts {
    errorTitle: String!
    "sent without the reCAPTCHA check"
    captchaMissing: String!
    "the message could not be sent"
    failed: String!
    successTitle: String!
    "also the text of the thank-you view"
    success: String!
  }

  type LeadFormVariants {
    "the contact page"
    contact: LeadFormVariantCopy!
    "the About page"
    about: LeadFormVariantCopy!
    "the home page's Let's Talk block"
    home: LeadFormVariantCopy!
    "the DV360 Self-Serve page"
    dv360: LeadFormVariantCopy!
    "a workshop page while no session is scheduled"
    waitlist: LeadFormVariantCopy!
    "a campaign page's lead form block (its button label is the block's own)"
    campaign: LeadFormVariantCopy!
  }

  type LeadFormVariantCopy {
    messageLabel: String!
    messagePlaceholder: String!
    submitLabel: String!
    "the button's text while sending; empty: it keeps its text"
    submittingLabel: String
  }

  type NavigationJson implements Node @dontInfer {
    menu: [MenuEntry!]!
    cta: NavCta!
    footerColumns: [FooterColumn!]!
    footer: FooterCopy!
    shell: ShellLabels!
    consentBanner: ConsentBannerCopy!
  }

  "The consent banner's words; the purposes under Customize are src/lib/consent.ts's (the analytics documentation lists them too)."
  type ConsentBannerCopy {
    title: String!
    text: String!
    "the link to the privacy notice (/privacy) after the text"
    privacyLinkLabel: String!
    acceptAllLabel: String!
    rejectAllLabel: String!
    customizeLabel: String!
    choicesLegend: String!
    necessaryLabel: String!
    necessaryText: String!
    saveLabel: String!
  }

  "The names of the page frame's parts: the skip link, the logo link's name after the brand, the main menu and its toggle."
  type ShellLabels {
    skipLinkLabel: String!
    homeLabel: String!
    mainNavLabel: String!
    menuToggleLabel: String!
  }

  "The footer's own words: its button, the LinkedIn link after the brand, the link columns' name, the copyright line's end, the legal links (terms, privacy notice, accessibility statement) and the cookie settings button."
  type FooterCopy {
    ctaLabel: String!
    linkedinLinkText: String!
    navLabel: String!
    rights: String!
    termsLabel: String!
    privacyLabel: String!
    accessibilityLabel: String!
    cookieSettingsLabel: String!
  }

  type MenuEntry {
    title: String!
    href: String
    dropdownItems: [DropdownGroup!]
  }

  type DropdownGroup {
    category: String!
    categoryLink: String
    groupId: String
    links: [NavLink!]!
  }

  type NavLink {
    name: String!
    href: String!
  }

  type NavCta {
    title: String!
    href: String!
  }

  type FooterColumn {
    title: String!
    links: [NavLink!]!
  }
`;
