import site from "../../content/site.json";
import { safeDecodeURIComponent } from "./safe-decode";

/**
 * The one way the site talks to Google Tag Manager: typed events pushed to
 * `window.dataLayer`. No component touches dataLayer directly.
 * Reference for GTM admins: docs/analytics.md (generated from this module and
 * src/lib/analytics-catalogue.ts; a unit test fails when it drifts).
 */

/** Fixed `event` values (spec §7.6): brand-prefixed. */
export const EVENT_NAME = `${site.brand} event to GA`;
export const PAGE_EVENT_NAME = `${site.brand} page to GA`;

/** Sent for every field the spec leaves "not shown". */
export const NOT_APPLICABLE = "N/A" as const;

/** Page views are pushed this long after a route change (spec §9), so the new title is in place. */
export const PAGE_VIEW_DELAY_MS = 50;

export type ServiceType = "marketing" | "product";
export type LeadClickDetail = "marketing" | "product" | "workshops" | "case-studies" | "technology" | "N/A";
export type LeadClickComponent = "header" | "footer" | "hero" | "cta" | "workshop card" | "other";
export type NavigationComponent = "header menu" | "footer menu";
export type GetInTouchChannel = "email" | "linkedin";

/** Every click/form event of the spec's table; fields the spec leaves out are sent as "N/A". */
export type AnalyticsEvent =
  | { event_name: "navigation"; event_text: string; component_name: NavigationComponent }
  | { event_name: "lead_click"; event_detail: LeadClickDetail; event_text: string; component_name: LeadClickComponent }
  | { event_name: "get_in_touch"; event_detail: GetInTouchChannel; component_name: "footer" | "contact card" }
  | { event_name: "solutions_button_clicked"; event_text: string; component_name: "hero" | "What We Do" }
  | { event_name: "radio_clicked"; event_detail: "N/A"; event_text: string; component_name: "radio" }
  | { event_name: "service_clicked"; event_detail: ServiceType; event_text: string; component_name: string }
  | { event_name: "technology_clicked"; event_detail: "technology" | "overview"; event_text: string; component_name: string }
  | { event_name: "case_study_clicked"; event_detail: string; event_text: string; component_name: "Case Studies" | "N/A" }
  | { event_name: "lead_sent"; event_detail: "N/A"; event_text: string; component_name: string; hashed_email?: string }
  | { event_name: "lead_error"; event_detail: string; event_text: string };

export type AnalyticsEventName = AnalyticsEvent["event_name"];

/** The exact object pushed for a click/form event. */
export interface DataLayerEvent {
  event: string;
  event_name: string;
  event_detail: string;
  event_text: string;
  component_name: string;
  hashed_email?: string;
}

/**
 * The exact object pushed for a page view: the shared fields every push has
 * (so one set of Data Layer Variables serves all of them; the spec leaves
 * detail, text and component "not shown" for a page view, hence "N/A"), plus
 * the page it belongs to.
 */
export interface PageViewEvent {
  event: string;
  event_name: "page_view";
  event_detail: typeof NOT_APPLICABLE;
  event_text: typeof NOT_APPLICABLE;
  component_name: typeof NOT_APPLICABLE;
  /** path of the page the view belongs to (no query string or hash), see docs/analytics.md */
  page_path: string;
  page_category_1: string;
  page_category_2: string;
  page_category_3: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Appends one entry to GTM's queue. Only the analytics and consent modules
 * call this; components call `track`.
 */
export function pushToDataLayer(entry: unknown): void {
  if (typeof window === "undefined") return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer || [];
  w.dataLayer.push(entry);
}

/** The exact object pushed for an event. */
export function toDataLayerEvent(event: AnalyticsEvent): DataLayerEvent {
  const pushed: DataLayerEvent = {
    event: EVENT_NAME,
    event_name: event.event_name,
    event_detail: "event_detail" in event ? event.event_detail : NOT_APPLICABLE,
    event_text: "event_text" in event ? event.event_text : NOT_APPLICABLE,
    component_name: "component_name" in event ? event.component_name : NOT_APPLICABLE,
  };
  if ("hashed_email" in event && event.hashed_email) pushed.hashed_email = event.hashed_email;
  return pushed;
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
