import { safeDecodeURIComponent } from "./safe-decode";
import { capText, normalizePath } from "./analytics-text";
import { syncGtmConsent } from "./consent";
import { appendToDataLayer } from "./data-layer";
import type { AnalyticsEvent, DataLayerEvent, PageViewEvent, WebVitalsEvent } from "./analytics-schema";
import { EVENT_NAME, NOT_APPLICABLE, PAGE_EVENT_NAME } from "./analytics-vocabulary";

/**
 * The one way the site talks to Google Tag Manager: typed events pushed to
 * `window.dataLayer`. No component touches dataLayer directly.
 * Reference for GTM admins: docs/analytics.md (generated from this module and
 * gatsby/analytics/catalogue.ts; a unit test fails when it drifts).
 */

// The event names and closed sets of values are declared in ./analytics-vocabulary (the schemas read them too).
export * from "./analytics-vocabulary";
// Helpers and the vitals event live in leaves the vitals reporter imports without this module's consent check.
export { capText, normalizePath } from "./analytics-text";
export { toWebVitalsEvent, trackWebVital, type WebVital } from "./web-vitals-event";

/** Page views are pushed this long after the page is shown. */
export const PAGE_VIEW_DELAY_MS = 50;


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
