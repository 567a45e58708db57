/**
 * Pure builders for what search engines and social cards read: canonical URL,
 * card image per template, breadcrumbs and JSON-LD objects (schema.org).
 */
export interface SiteSeoFacts {
  brand: string;
  legalName: string;
  siteUrl: string;
  email: string;
  linkedinUrl: string;
  defaultDescription: string;
  address: Queries.SiteAddress;
}

export type JsonLd = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${base}${clean}`;
}

/** The 1200×630 card drawn for each template (scripts/render-og.mjs). */
export function ogImagePath(path: string): string {
  const first = path.split("/").filter(Boolean)[0] ?? "";
  const byFirstSegment: Record<string, string> = {
    technology: "technology",
    services: path.split("/").filter(Boolean).length > 1 ? "service" : "default",
    insights: "insight",
    "case-study": "case-study",
    "case-studies": "case-study",
    workshops: "workshop",
  };
  return `/og/${byFirstSegment[first] ?? "default"}.png`;
}

const PARENT_CRUMB: Record<string, { name: string; path: string }> = {
  services: { name: "Services", path: "/services" },
  technology: { name: "Technologies", path: "/services" },
  insights: { name: "Insights", path: "/insights" },
  "case-study": { name: "Case Studies", path: "/case-studies" },
  workshops: { name: "Workshops", path: "/workshops" },
};

/** Home › section › page for nested pages; none for top-level ones. */
export function breadcrumbs(path: string, pageName: string): { name: string; path: string }[] {
  const segments = path.split("/").filter(Boolean);
  const parent = PARENT_CRUMB[segments[0] ?? ""];
  if (segments.length < 2 || !parent) return [];
  return [{ name: "Home", path: "/" }, parent, { name: pageName, path }];
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function organizationJsonLd(site: SiteSeoFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(site.siteUrl, "/")}#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, "/favicon.svg"),
    email: site.email,
    description: site.defaultDescription,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: [site.linkedinUrl],
  };
}

export function articleJsonLd(site: SiteSeoFacts, article: { title: string; description: string; isoDate: string; author: string; path: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.isoDate,
    author: { "@type": "Organization", name: article.author },
    publisher: { "@id": `${absoluteUrl(site.siteUrl, "/")}#organization` },
    mainEntityOfPage: absoluteUrl(site.siteUrl, article.path),
    image: absoluteUrl(site.siteUrl, ogImagePath(article.path)),
  };
}

export function serviceJsonLd(site: SiteSeoFacts, service: { name: string; description: string; path: string; serviceType?: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: absoluteUrl(site.siteUrl, service.path),
    ...(service.serviceType ? { serviceType: service.serviceType } : {}),
    provider: { "@id": `${absoluteUrl(site.siteUrl, "/")}#organization` },
    areaServed: "IL",
  };
}

export interface EventSession {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** "online" or a city */
  location: string;
  path: string;
}

export function eventJsonLd(site: SiteSeoFacts, session: EventSession): JsonLd {
  const online = /^(online|virtual)$/i.test(session.location);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: session.name,
    description: session.description,
    startDate: session.startDate,
    endDate: session.endDate,
    eventAttendanceMode: online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: online
      ? { "@type": "VirtualLocation", url: absoluteUrl(site.siteUrl, session.path) }
      : { "@type": "Place", name: session.location, address: session.location },
    organizer: { "@id": `${absoluteUrl(site.siteUrl, "/")}#organization` },
    url: absoluteUrl(site.siteUrl, session.path),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
/** schema.org FAQPage of a page's questions and answers (Google reads it for the page's FAQ). */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}

export function serializeJsonLd(data: JsonLd): string {
  return inlineScriptJson(data);
}

/** JSON for an inline <script> element's text, safe against "</script>" in its strings. */
export function inlineScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
