/** Site-wide facts (`content/site.json`) and navigation (`content/navigation.json`). */
export const siteTypeDefs = /* GraphQL */ `
  "content/redirects.json: one node per redirect (validated at build by gatsby/redirects.ts)"
  type RedirectsJson implements Node @dontInfer {
    from: String!
    to: String!
    reason: String
  }

  type SiteJson implements Node @dontInfer {
    brand: String!
    legalName: String!
    siteUrl: String!
    defaultTitle: String!
    titleTemplate: String!
    defaultDescription: String!
    tagline: String!
    footerBlurb: String!
    email: String!
    linkedinUrl: String!
    address: SiteAddress!
    replyPromiseHours: Int!
    homeStats: [Stat!]!
    contactStats: [Stat!]!
  }

  type SiteAddress {
    street: String!
    city: String!
    postalCode: String!
    country: String!
    countryCode: String!
  }

  type Stat {
    value: String!
    label: String!
  }

  type NavigationJson implements Node @dontInfer {
    menu: [MenuEntry!]!
    cta: NavCta!
    footerColumns: [FooterColumn!]!
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
