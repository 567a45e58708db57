/**
 * The hosts each kind of Google tag loads from and sends to, as Google's
 * guide "Use Google Tag Manager with a Content Security Policy" lists them
 * (https://developers.google.com/tag-platform/security/guides/csp): the one
 * declaration both the GTM container (gatsby/analytics/gtm-container.ts, whose
 * tags may only be of these types) and the pages' Content-Security-Policy
 * (gatsby/build-output/security-headers.ts) are made from. A tag type missing
 * here cannot be put in the container: its hosts would be blocked on the site.
 *
 * Google sends some requests to the visitor's country domain of google
 * (www.google.<ccTLD>: the last hop of an Ads conversion, Signals' pings), so
 * every market the site serves has its domain in MARKETS, listed once.
 */

/** The directives a tag's hosts go in. */
export const CSP_HOST_DIRECTIVES = ["script-src", "style-src", "img-src", "font-src", "connect-src", "frame-src"] as const;
export type CspHostDirective = (typeof CSP_HOST_DIRECTIVES)[number];
export type TagHosts = Readonly<Partial<Record<CspHostDirective, readonly string[]>>>;

/**
 * The site's markets (Israel, the EU and EEA, the UK, Switzerland), each with
 * Google's domain for visitors there: a visitor's Ads and Signals requests
 * may go to it instead of google.com.
 */
export const MARKETS = [
  { country: "Israel", googleDomain: "google.co.il" },
  { country: "Austria", googleDomain: "google.at" },
  { country: "Belgium", googleDomain: "google.be" },
  { country: "Bulgaria", googleDomain: "google.bg" },
  { country: "Croatia", googleDomain: "google.hr" },
  { country: "Cyprus", googleDomain: "google.com.cy" },
  { country: "Czechia", googleDomain: "google.cz" },
  { country: "Denmark", googleDomain: "google.dk" },
  { country: "Estonia", googleDomain: "google.ee" },
  { country: "Finland", googleDomain: "google.fi" },
  { country: "France", googleDomain: "google.fr" },
  { country: "Germany", googleDomain: "google.de" },
  { country: "Greece", googleDomain: "google.gr" },
  { country: "Hungary", googleDomain: "google.hu" },
  { country: "Ireland", googleDomain: "google.ie" },
  { country: "Italy", googleDomain: "google.it" },
  { country: "Latvia", googleDomain: "google.lv" },
  { country: "Lithuania", googleDomain: "google.lt" },
  { country: "Luxembourg", googleDomain: "google.lu" },
  { country: "Malta", googleDomain: "google.com.mt" },
  { country: "Netherlands", googleDomain: "google.nl" },
  { country: "Poland", googleDomain: "google.pl" },
  { country: "Portugal", googleDomain: "google.pt" },
  { country: "Romania", googleDomain: "google.ro" },
  { country: "Slovakia", googleDomain: "google.sk" },
  { country: "Slovenia", googleDomain: "google.si" },
  { country: "Spain", googleDomain: "google.es" },
  { country: "Sweden", googleDomain: "google.se" },
  { country: "Iceland", googleDomain: "google.is" },
  { country: "Liechtenstein", googleDomain: "google.li" },
  { country: "Norway", googleDomain: "google.no" },
  { country: "United Kingdom", googleDomain: "google.co.uk" },
  { country: "Switzerland", googleDomain: "google.ch" },
] as const;

/** Every market's country domain of google as `https://<sub>.<domain>` ("*" or "www"). */
const countryDomains = (subdomain: "*" | "www") => MARKETS.map(({ googleDomain }) => `https://${subdomain}.${googleDomain}`);

/** gtm.js itself (every page with a container id): the container script, its pings and its preview. */
export const GTM_LOADER_HOSTS: TagHosts = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://www.googletagmanager.com"],
  "connect-src": ["https://www.googletagmanager.com", "https://www.google.com"],
};

/** Google Analytics 4 with Google Signals on (which an admin may turn on in GA4 without touching the site). */
const GA4_HOSTS: TagHosts = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com", "https://*.g.doubleclick.net", "https://*.google.com", ...countryDomains("*")],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
    "https://*.google.com",
    ...countryDomains("*"),
    "https://pagead2.googlesyndication.com",
  ],
  "frame-src": ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};

/** Google Ads conversion tracking (with enhanced conversions) and the remarketing it may share hosts with. */
const GOOGLE_ADS_HOSTS: TagHosts = {
  "script-src": [
    "https://www.googleadservices.com",
    "https://www.google.com",
    "https://googleads.g.doubleclick.net",
    "https://www.googletagmanager.com",
    "https://pagead2.googlesyndication.com",
  ],
  "img-src": [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    ...countryDomains("www"),
    "https://pagead2.googlesyndication.com",
  ],
  "connect-src": [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    ...countryDomains("www"),
    "https://pagead2.googlesyndication.com",
  ],
  "frame-src": ["https://td.doubleclick.net", "https://bid.g.doubleclick.net", "https://www.googletagmanager.com"],
};

/**
 * Tag Assistant (GTM's preview and debug mode) on the site: its badge's
 * script, stylesheet, fonts and images, and the Tag Assistant window it talks
 * to. Only builds made for a GTM environment admit them (gatsby/analytics/gtm.ts,
 * GATSBY_GTM_ENVIRONMENT), never production.
 */
export const TAG_ASSISTANT_HOSTS: TagHosts = {
  "script-src": ["https://googletagmanager.com", "https://tagmanager.google.com", "https://tagassistant.google.com"],
  "style-src": ["https://googletagmanager.com", "https://tagmanager.google.com", "https://fonts.googleapis.com"],
  "img-src": ["https://googletagmanager.com", "https://ssl.gstatic.com", "https://www.gstatic.com"],
  "font-src": ["https://fonts.gstatic.com", "data:"],
  "connect-src": ["https://tagassistant.google.com", "https://tagmanager.google.com"],
  "frame-src": ["https://tagassistant.google.com"],
};

/** A first-party tagging server (server-side GTM) serves gtag.js and receives the hits: its origin in each directive. */
export function taggingServerHosts(origin: string): TagHosts {
  return { "script-src": [origin], "img-src": [origin], "connect-src": [origin] };
}

/** What a build adds to the container's hosts: Tag Assistant (GTM environment builds only), a tagging server. */
export interface MeasurementBuild {
  /** the GTM environment the build is made for (GTM's gtm_preview, e.g. "env-5"); null in production */
  gtmEnvironment: string | null;
  /** origin of the first-party tagging server the Google tag sends to, or null */
  taggingServerOrigin: string | null;
}
export const PRODUCTION_MEASUREMENT: MeasurementBuild = { gtmEnvironment: null, taggingServerOrigin: null };

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

/** `https://*.example.com` admits every subdomain of example.com: a listed subdomain beside it adds nothing. */
function coveredByWildcard(host: string, hosts: ReadonlySet<string>): boolean {
  const match = /^https:\/\/[^*/.]+\.(.+)$/.exec(host);
  return match !== null && hosts.has(`https://*.${match[1]}`);
}

/**
 * Every host, by directive, that the loader and tags of these types need (and
 * what `build` adds); throws for a type with no declared hosts.
 */
export function hostsForTagTypes(types: Iterable<string>, build: MeasurementBuild = PRODUCTION_MEASUREMENT): Record<CspHostDirective, string[]> {
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
  if (build.gtmEnvironment) add(TAG_ASSISTANT_HOSTS);
  if (build.taggingServerOrigin) add(taggingServerHosts(build.taggingServerOrigin));
  return Object.fromEntries(
    CSP_HOST_DIRECTIVES.map((directive) => [directive, [...hosts[directive]].filter((host) => !coveredByWildcard(host, hosts[directive])).sort()]),
  ) as Record<CspHostDirective, string[]>;
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
