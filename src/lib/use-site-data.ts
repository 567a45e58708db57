import { graphql, useStaticQuery } from "gatsby";

/** Site facts and navigation, the one source for header, footer and SEO. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        brand
        legalName
        siteUrl
        defaultTitle
        titleTemplate
        defaultDescription
        footerBlurb
        email
        linkedinUrl
        replyPromiseHours
        replyPromise
        cardLabels {
          learnMore
          readMore
          comingSoon
          technologyTag
          marketingTag
          productTag
        }
        address {
          street
          city
          postalCode
          country
          countryCode
        }
      }
      navigationJson {
        menu {
          title
          href
          dropdownItems {
            category
            categoryLink
            groupId
            links {
              name
              href
            }
          }
        }
        cta {
          title
          href
        }
        footerColumns {
          title
          links {
            name
            href
          }
        }
        footer {
          ctaLabel
          linkedinLinkText
          navLabel
          rights
          termsLabel
          privacyLabel
          accessibilityLabel
          cookieSettingsLabel
        }
        shell {
          skipLinkLabel
          homeLabel
          mainNavLabel
          menuToggleLabel
        }
        consentBanner {
          title
          text
          privacyLinkLabel
          acceptAllLabel
          rejectAllLabel
          customizeLabel
          choicesLegend
          necessaryLabel
          necessaryText
          saveLabel
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (!data.siteJson || !data.navigationJson) {
    throw new Error("content/site.json and content/navigation.json are required");
  }
  return {
    site: { ...data.siteJson, siteUrl: data.site?.siteMetadata?.siteUrl ?? data.siteJson.siteUrl },
    navigation: data.navigationJson,
  };
}
