/**
 * The site's route table, one row per entry, with its parameters filled in
 * from the content that exists (article modeled-conversions, case studies
 * etoro, novamart and rio) and its shortened sibling paths written out in
 * full. Tests that check "every route" read it from here.
 */
export const SPEC_ROUTES = {
  home: ["/"],
  contact: ["/contact"],
  about: ["/about"],
  services: ["/services"],
  workshops: ["/workshops", "/workshops/google-analytics"],
  insights: ["/insights", "/insights/modeled-conversions"],
  caseStudies: ["/case-studies", "/case-study/etoro", "/case-study/novamart", "/case-study/rio"],
  technologies: [
    "/technology/google-marketing-platform/analytics-360",
    "/technology/google-marketing-platform/dv360",
    "/technology/google-marketing-platform/tag-manager-360",
    "/technology/google-marketing-platform/campaign-manager-360",
    "/technology/google-marketing-platform/search-ads-360",
    "/technology/google-cloud/looker-studio",
    "/technology/google-cloud/bigquery",
    "/technology/mixpanel",
    "/technology/ab-tasty",
  ],
  tools: [
    "/technology/swc-products/consent-monitor",
    "/technology/swc-products/data-quality-monitor",
    "/technology/swc-products/site-performance-monitor",
  ],
  marketingServices: [
    "/services/marketing/google-analytics-services",
    "/services/marketing/funnel-capabilities",
    "/services/marketing/trifecta-measurement",
    "/services/marketing/ad-platform-optimization",
    "/services/marketing/dv360-self-serve",
    "/services/marketing/privacy-limitations",
  ],
  productServices: [
    "/services/product/mixpanel",
    "/services/product/measurement-architecture",
    "/services/product/experimentation",
    "/services/product/conversion-optimization",
    "/services/product/data-products",
    "/services/product/monitoring-tools",
  ],
  terms: ["/GMP-terms-and-conditions", "/gmp-terms-and-conditions"],
  legal: ["/privacy", "/accessibility"],
  notFound: ["/404"],
} as const satisfies Record<string, readonly string[]>;

export const ALL_SPEC_ROUTES: readonly string[] = Object.values(SPEC_ROUTES).flat();
