/** Site-wide facts (`content/site.json`) and navigation (`content/navigation.json`). */
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

  "The footer's own words: its button, the LinkedIn link after the brand, the link columns' name, the copyright line's end, the terms link and the cookie settings button."
  type FooterCopy {
    ctaLabel: String!
    linkedinLinkText: String!
    navLabel: String!
    rights: String!
    termsLabel: String!
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
