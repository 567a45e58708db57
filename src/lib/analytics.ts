import site from "../../content/site.json";

/**
 * The one way the site talks to Google Tag Manager: typed events pushed to
 * `window.dataLayer`. No component touches dataLayer directly.
 * Reference for GTM admins: docs/analytics.md.
 */

/** Fixed `event` values (spec §7.6): brand-prefixed. */
export const EVENT_NAME = `${site.brand} event to GA`;
export const PAGE_EVENT_NAME = `${site.brand} page to GA`;

export type ServiceType = "marketing" | "product";
export type LeadClickDetail = "marketing" | "product" | "workshops" | "case-studies" | "technology" | "N/A";
export type LeadClickComponent = "header" | "footer" | "hero" | "cta" | "workshop card" | "other";

/** Every event of the spec's table; fields the spec leaves out are sent as "N/A". */
export type AnalyticsEvent =
  | { event_name: "navigation"; event_text: string; component_name: "header menu" | "footer menu" }
  | { event_name: "lead_click"; event_detail: LeadClickDetail; event_text: string; component_name: LeadClickComponent }
  | { event_name: "get_in_touch"; event_detail: "email" | "linkedin"; component_name: "footer" | "contact card" }
  | { event_name: "solutions_button_clicked"; event_text: string; component_name: "hero" | "What We Do" }
  | { event_name: "radio_clicked"; event_detail: "N/A"; event_text: string; component_name: "radio" }
  | { event_name: "service_clicked"; event_detail: ServiceType; event_text: string; component_name: string }
  | { event_name: "technology_clicked"; event_detail: "technology" | "overview"; event_text: string; component_name: string }
  | { event_name: "case_study_clicked"; event_detail: string; event_text: string; component_name: "Case Studies" | "N/A" }
  | { event_name: "lead_sent"; event_detail: "N/A"; event_text: string; component_name: string; hashed_email?: string }
  | { event_name: "lead_error"; event_detail: string; event_text: string };

export interface DataLayerEvent {
  event: string;
  event_name: string;
  event_detail: string;
  event_text: string;
  component_name: string;
  hashed_email?: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function dataLayer(): unknown[] | null {
  if (typeof window === "undefined") return null;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer || [];
  return w.dataLayer;
}

/** The exact object pushed for an event. */
export function toDataLayerEvent(event: AnalyticsEvent): DataLayerEvent {
  const pushed: DataLayerEvent = {
    event: EVENT_NAME,
    event_name: event.event_name,
    event_detail: "event_detail" in event ? event.event_detail : "N/A",
    event_text: "event_text" in event ? event.event_text : "N/A",
    component_name: "component_name" in event ? event.component_name : "N/A",
  };
  if ("hashed_email" in event && event.hashed_email) pushed.hashed_email = event.hashed_email;
  return pushed;
}

export function track(event: AnalyticsEvent): void {
  dataLayer()?.push(toDataLayerEvent(event));
}
