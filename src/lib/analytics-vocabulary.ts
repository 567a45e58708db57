/**
 * The words of the site's analytics pushes: the fixed `event` values and the
 * closed sets of field values. A leaf that imports none of the site's code,
 * so the analytics module (which pushes, and re-exports these) and the zod
 * schemas of every push (src/lib/analytics-schema.ts, from which it takes
 * its types) read the same declarations without importing each other in a
 * circle. The pages' JavaScript carries no schema library: the pushing
 * modules import only the schemas' types.
 */

/**
 * The brand prefix of every `event` value GTM triggers listen for. A code
 * constant, not the brand in content/site.json: a live container's triggers
 * match these exact words, so renaming the brand in the CMS must not rename
 * the events (the production build also fails when the committed container
 * no longer matches them, gatsby/build-output/measurement-check.ts).
 */
export const EVENT_PREFIX = "SWC";

/** Fixed `event` values, brand-prefixed, that GTM triggers listen for. */
export const EVENT_NAME = `${EVENT_PREFIX} event to GA`;
export const PAGE_EVENT_NAME = `${EVENT_PREFIX} page to GA`;
/** Core Web Vitals have their own `event`, so a trigger on the click/form events never catches them. */
export const VITALS_EVENT_NAME = `${EVENT_PREFIX} vitals to GA`;

/**
 * Not the site's: gatsby-plugin-google-tagmanager's browser code pushes this
 * `event` after each client-side route change (gatsby/analytics/gtm.ts gives the plugin
 * this name). Built pages load none of it, so it is never pushed; it stays in
 * the schema and the docs so a container never triggers page views on it.
 */
export const GTM_ROUTE_CHANGE_EVENT = "gatsby-route-change";

/** Sent for every field an event has no value for (docs/analytics.md lists which). */
export const NOT_APPLICABLE = "N/A" as const;

/* The closed sets of field values. */
export const SERVICE_TYPES = ["marketing", "product"] as const;
export const LEAD_CLICK_DETAILS = ["marketing", "product", "workshops", "case-studies", "technology", NOT_APPLICABLE] as const;
export const LEAD_CLICK_COMPONENTS = ["header", "footer", "hero", "cta", "workshop card", "other"] as const;
export const NAVIGATION_COMPONENTS = ["header menu", "footer menu"] as const;
export const GET_IN_TOUCH_CHANNELS = ["email", "linkedin"] as const;

/** The Core Web Vitals reported from real visits, and the ratings web-vitals gives them. */
export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS"] as const;
export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
/**
 * GA4 keeps an event parameter's value up to 100 characters and cuts the
 * rest: the site cuts every text it pushes there itself, so what the
 * dataLayer shows is what GA4 keeps.
 */
export const PARAMETER_VALUE_MAX_LENGTH = 100;

export type ServiceType = (typeof SERVICE_TYPES)[number];
export type LeadClickDetail = (typeof LEAD_CLICK_DETAILS)[number];
export type LeadClickComponent = (typeof LEAD_CLICK_COMPONENTS)[number];
export type NavigationComponent = (typeof NAVIGATION_COMPONENTS)[number];
export type GetInTouchChannel = (typeof GET_IN_TOUCH_CHANNELS)[number];
