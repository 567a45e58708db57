/**
 * The hosts each kind of Google tag loads from and sends to, as Google's
 * guide "Use Google Tag Manager with a Content Security Policy" lists them
 * (https://developers.google.com/tag-platform/security/guides/csp): the one
 * declaration both the GTM container (gatsby/analytics/gtm-container.ts, whose
 * tags may only be of these types) and the pages' Content-Security-Policy
 * (gatsby/build-output/security-headers.ts) are made from. A tag type missing
 * here cannot be put in the container: its hosts would be blocked on the site.
 *
 * Google redirects some ad requests to a country domain of google (the
 * visitor's); the site's visitors are mostly in Israel, so google.co.il is
 * listed beside google.com. Another market's domain is added here.
 */

/** The directives a tag's hosts go in. */
export const CSP_HOST_DIRECTIVES = ["script-src", "img-src", "connect-src", "frame-src"] as const;
export type CspHostDirective = (typeof CSP_HOST_DIRECTIVES)[number];
export type TagHosts = Readonly<Partial<Record<CspHostDirective, readonly string[]>>>;

/** gtm.js itself (every page with a container id): the container script, its pings and its preview. */
export const GTM_LOADER_HOSTS: TagHosts = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://www.googletagmanager.com"],
  "connect-src": ["https://www.googletagmanager.com", "https://www.google.com"],
};

/** Google Analytics 4 with Google Signals on (which an admin may turn on in GA4 without touching the site). */
const GA4_HOSTS: TagHosts = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": [
    "https://*.google-analytics.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
    "https://*.google.com",
    "https://*.google.co.il",
  ],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
    "https://*.google.com",
    "https://*.google.co.il",
    "https://pagead2.googlesyndication.com",
  ],
  "frame-src": ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};

/** Google Ads conversion tracking (with enhanced conversions) and the remarketing it may share hosts with. */
const GOOGLE_ADS_HOSTS: TagHosts = {
  "script-src": ["https://www.googleadservices.com", "https://www.google.com", "https://googleads.g.doubleclick.net", "https://www.googletagmanager.com"],
  "img-src": ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com", "https://www.google.co.il"],
  "connect-src": [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://www.google.co.il",
    "https://pagead2.googlesyndication.com",
  ],
  "frame-src": ["https://td.doubleclick.net", "https://bid.g.doubleclick.net", "https://www.googletagmanager.com"],
};

/** GTM's tag types (the `type` of a tag in the export format) the container may hold, with their hosts. */
export const TAG_TYPE_HOSTS = {
  /** Google tag (GA4 configuration) */
  googtag: GA4_HOSTS,
  /** GA4 event */
  gaawe: GA4_HOSTS,
  /** Conversion Linker: first-party cookies only, no request of its own */
  gclidw: {},
  /** Google Ads conversion tracking */
  awct: GOOGLE_ADS_HOSTS,
} as const satisfies Record<string, TagHosts>;
export type TagType = keyof typeof TAG_TYPE_HOSTS;

/**
 * Container parts that need `eval`, which the site's CSP refuses on purpose
 * (Google's guide: Custom JavaScript variables and Custom HTML tags need
 * 'unsafe-eval' or 'unsafe-inline'): under the served CSP they silently do
 * nothing. Whatever they would compute, the page computes and pushes.
 */
export const EVAL_TAG_TYPES = { html: "Custom HTML tag" } as const;
export const EVAL_VARIABLE_TYPES = { jsm: "Custom JavaScript variable" } as const;

const isTagType = (type: string): type is TagType => Object.prototype.hasOwnProperty.call(TAG_TYPE_HOSTS, type);

/** Every host, by directive, that the loader and tags of these types need; throws for a type with no declared hosts. */
export function hostsForTagTypes(types: Iterable<string>): Record<CspHostDirective, string[]> {
  const hosts = Object.fromEntries(CSP_HOST_DIRECTIVES.map((directive) => [directive, new Set<string>()])) as Record<CspHostDirective, Set<string>>;
  const add = (declared: TagHosts) => {
    for (const directive of CSP_HOST_DIRECTIVES) for (const host of declared[directive] ?? []) hosts[directive].add(host);
  };
  add(GTM_LOADER_HOSTS);
  for (const type of types) {
    if (!isTagType(type)) {
      throw new Error(
        `GTM tag type "${type}" has no hosts in gatsby/analytics/tag-hosts.ts: declare the hosts Google's CSP guide lists for it there, so the pages' Content-Security-Policy admits them.`,
      );
    }
    add(TAG_TYPE_HOSTS[type]);
  }
  return Object.fromEntries(CSP_HOST_DIRECTIVES.map((directive) => [directive, [...hosts[directive]].sort()])) as Record<CspHostDirective, string[]>;
}

interface ContainerParts {
  tag: readonly { name: string; type: string }[];
  variable: readonly { name: string; type: string }[];
}

/**
 * Throws, naming each, for the container's tags and variables that need
 * eval or whose type has no declared hosts: such a container would break
 * silently on the site.
 */
export function assertRunsUnderSiteCsp(container: ContainerParts): void {
  const problems = [
    ...container.variable
      .filter((variable) => variable.type in EVAL_VARIABLE_TYPES)
      .map((variable) => `${EVAL_VARIABLE_TYPES[variable.type as keyof typeof EVAL_VARIABLE_TYPES]} "${variable.name}"`),
    ...container.tag.filter((tag) => tag.type in EVAL_TAG_TYPES).map((tag) => `${EVAL_TAG_TYPES[tag.type as keyof typeof EVAL_TAG_TYPES]} "${tag.name}"`),
  ];
  if (problems.length) {
    throw new Error(
      `The GTM container holds ${problems.join(", ")}: GTM runs these with eval, which the site's Content-Security-Policy refuses ('unsafe-eval' is not allowed), so in production they would silently do nothing. Compute the value in the page and push it to the dataLayer, then read it with a Data Layer Variable.`,
    );
  }
  hostsForTagTypes(container.tag.map((tag) => tag.type));
}
