import type { WebVitalsEvent } from "./analytics-schema";
import { capText, normalizePath } from "./analytics-text";
import { NOT_APPLICABLE, VITALS_EVENT_NAME, WEB_VITAL_METRICS, WEB_VITAL_RATINGS } from "./analytics-vocabulary";
import { appendToDataLayer } from "./data-layer";

/**
 * The Core Web Vitals event (re-exported by ./analytics): a leaf of its own,
 * so the vitals reporter (late code on every page) carries none of the
 * consent code analytics.ts imports for its other pushes.
 */

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
 * own listeners run: plugins/gatsby-plugin-swc-delivery/page-runtime/consent-sync.ts).
 */
export function trackWebVital(vital: WebVital): void {
  appendToDataLayer(toWebVitalsEvent(vital));
}
