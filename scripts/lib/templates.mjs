// One URL per page template: what the benchmarks measure, so a score is
// never read off a page that is not representative of its kind.

export const NOT_FOUND_PATH = "/this-page-does-not-exist";

export const TEMPLATES = [
  { label: "home", path: "/" },
  { label: "services overview", path: "/services" },
  { label: "technology", path: "/technology/google-marketing-platform/analytics-360" },
  { label: "service", path: "/services/marketing/google-analytics-services" },
  { label: "workshops", path: "/workshops" },
  { label: "workshop detail", path: "/workshops/google-analytics" },
  { label: "insights", path: "/insights" },
  { label: "insight category", path: "/insights/category/analytics" },
  { label: "article", path: "/insights/modeled-conversions" },
  { label: "case-study list", path: "/case-studies" },
  { label: "case study", path: "/case-study/etoro" },
  { label: "about", path: "/about" },
  { label: "contact", path: "/contact" },
  { label: "terms", path: "/gmp-terms-and-conditions" },
  { label: "privacy", path: "/privacy" },
  { label: "accessibility", path: "/accessibility" },
  // noindex by design (campaign pages stay out of search engines unless marked indexed): Lighthouse's is-crawlable is expected to fail.
  // Its header is the logo alone (a campaign page's frame): no menu to tap.
  { label: "landing page", path: "/lp/ga4-ecommerce-audit", noindex: true, noMenu: true },
  { label: "404", path: NOT_FOUND_PATH, notFound: true },
];

/** The templates `--only` names (by path or label); unknown paths are kept as given. */
export function selectTemplates(only) {
  if (!only.length) return TEMPLATES;
  return only.map((wanted) => TEMPLATES.find((page) => page.path === wanted || page.label === wanted) ?? { label: wanted, path: wanted });
}
