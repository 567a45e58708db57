import { safeDecodeURIComponent } from "./safe-decode";
import { syncGtmConsent } from "./consent";
import { appendToDataLayer } from "./data-layer";
import type { AnalyticsEvent, DataLayerEvent, PageViewEvent, WebVitalsEvent } from "./analytics-schema";
import {
  EVENT_NAME,
  NOT_APPLICABLE,
  PAGE_EVENT_NAME,
  PARAMETER_VALUE_MAX_LENGTH,
  VITALS_EVENT_NAME,
  WEB_VITAL_METRICS,
  WEB_VITAL_RATINGS,
} from "./analytics-vocabulary";

/**
 * The one way the site talks to Google Tag Manager: typed events pushed to
 * `window.dataLayer`. No component touches dataLayer directly.
 * Reference for GTM admins: docs/analytics.md (generated from this module and
 * gatsby/analytics/catalogue.ts; a unit test fails when it drifts).
 */

// The event names and closed sets of values are declared in ./analytics-vocabulary (the schemas read them too).
export * from "./analytics-vocabulary";

/** Page views are pushed this long after the page is shown. */
export const PAGE_VIEW_DELAY_MS = 50;

/** A text as GA4 keeps it: at most PARAMETER_VALUE_MAX_LENGTH characters. */
export const capText = (text: string) => text.slice(0, PARAMETER_VALUE_MAX_LENGTH);

export type { AnalyticsEvent, DataLayerEvent, PageViewEvent, WebVitalsEvent };
export type AnalyticsEventName = AnalyticsEvent["event_name"];

/**
 * Appends one analytics entry to GTM's queue: the one way every event, page
 * view and vitals report goes (components call `track`). The stored consent
 * is read first, at the moment of the push, and GTM told when it changed
 * since the page last said (syncGtmConsent): a page back from the
 * back/forward cache, or open in a tab while the visitor changed their choice
 * in another, pushes nothing under a consent they took back.
 */
export function pushToDataLayer(entry: unknown): void {
  if (typeof window === "undefined") return;
  syncGtmConsent();
  appendToDataLayer(entry);
}

/**
 * The exact object pushed for an event: its three texts capped (N/A when the
 * event has none), then the event's own further fields as it has them (a
 * lead's id, hashed e-mail, user data and variants: src/lib/lead-sent.ts
 * leaves out those it has no value for).
 */
export function toDataLayerEvent(event: AnalyticsEvent): DataLayerEvent {
  // The fields in this order, whichever the event has; then its values over the defaults.
  const pushed: Record<string, unknown> = Object.assign({ event: EVENT_NAME, event_name: "", event_detail: NOT_APPLICABLE, event_text: NOT_APPLICABLE, component_name: NOT_APPLICABLE }, event);
  for (const text of ["event_detail", "event_text", "component_name"]) pushed[text] = capText(pushed[text] as string);
  // The schema ties each event_name to its own field values; a unit test checks every catalogue example against it.
  return pushed as DataLayerEvent;
}

/**
 * Marks an element whose click is tracked: the page runtime's one delegated
 * listener (src/lib/analytics-clicks.ts) pushes `event` when it is clicked,
 * from the first paint on, whether React has hydrated the page or not.
 */
export function trackingAttributes(event: AnalyticsEvent): { "data-track": string } {
  return { "data-track": JSON.stringify(event) };
}

export function track(event: AnalyticsEvent): void {
  pushToDataLayer(toDataLayerEvent(event));
}

/** Path without trailing slash, query or hash; "/" for the home page. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0].replace(/\/+$/, "");
  return bare.startsWith("/") ? bare || "/" : `/${bare}`;
}

/** page_category_1..3: the first three path segments, "N/A" when absent. */
export function pageCategories(pathname: string): [string, string, string] {
  const segments = normalizePath(pathname)
    .split("/")
    .filter(Boolean)
    .map(safeDecodeURIComponent);
  return [0, 1, 2].map((index) => segments[index] ?? NOT_APPLICABLE) as [string, string, string];
}

/** The exact object pushed for a page view of `pathname`. */
export function toPageViewEvent(pathname: string): PageViewEvent {
  const [page_category_1, page_category_2, page_category_3] = pageCategories(pathname);
  return {
    event: PAGE_EVENT_NAME,
    event_name: "page_view",
    event_detail: NOT_APPLICABLE,
    event_text: NOT_APPLICABLE,
    component_name: NOT_APPLICABLE,
    page_path: normalizePath(pathname),
    page_category_1,
    page_category_2,
    page_category_3,
  };
}

export function trackPageView(pathname: string): void {
  pushToDataLayer(toPageViewEvent(pathname));
}

/** One report of a Core Web Vital, as the web-vitals library gives it. */
export interface WebVital {
  name: (typeof WEB_VITAL_METRICS)[number];
  rating: (typeof WEB_VITAL_RATINGS)[number];
  /** milliseconds (LCP, INP) or the unitless layout-shift score (CLS) */
  value: number;
  delta: number;
  /** unique per metric and page load: lets reports keep the last value of each */
  id: string;
  /** CSS selector of the element behind it: the LCP element, the interaction's target, the largest shift's source */
  target?: string;
  /** the page the visit landed on (the metric belongs to that page load) */
  landingPath: string;
}

/** Whole milliseconds; layout shift to 4 decimals. */
const roundMetric = (name: WebVital["name"], value: number) =>
  name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** The exact object pushed for a Core Web Vital. */
export function toWebVitalsEvent(vital: WebVital): WebVitalsEvent {
  const target = vital.target?.trim();
  return {
    event: VITALS_EVENT_NAME,
    event_name: "web_vitals",
    event_detail: vital.name,
    event_text: vital.rating,
    component_name: target ? capText(target) : NOT_APPLICABLE,
    metric_value: Math.max(0, roundMetric(vital.name, vital.value)),
    metric_delta: roundMetric(vital.name, vital.delta),
    metric_id: capText(vital.id),
    metric_page_path: normalizePath(vital.landingPath),
  };
}

/**
 * A vitals report goes straight to the queue: the reporter is late code on
 * every page without a form, within its JavaScript budget, and GTM's consent
 * is already the stored one whenever it reports (the page runtime brings it
 * in line when the page is shown and when it is hidden, before the reporter's
 * own listeners run: src/page-runtime/consent-sync.ts).
 */
export function trackWebVital(vital: WebVital): void {
  appendToDataLayer(toWebVitalsEvent(vital));
}
