import { onCLS, onINP, onLCP, type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution } from "web-vitals/attribution";
import { trackWebVital, type WebVital } from "./analytics";

/**
 * Real visitors' Core Web Vitals, pushed to the dataLayer as `web_vitals`
 * events (docs/analytics.md). A chunk of its own, loaded once the page is idle
 * after `load` (gatsby-browser), so it adds nothing to the first load.
 *
 * web-vitals reads the browser's buffered entries, so loading late loses
 * nothing for LCP and CLS; for INP the browser buffers only interactions of
 * 104 ms or more before the library listens, which are the slow ones worth
 * reporting. Each metric is pushed when it is final for the page load or the
 * page is hidden (LCP at the first interaction, CLS and INP when the tab is
 * hidden or closed), with its id so a report can keep the last value.
 */
type ReportedMetric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

/** The element a metric is attributed to, as a CSS selector from web-vitals. */
function targetOf(metric: ReportedMetric): string | undefined {
  switch (metric.name) {
    case "LCP":
      return metric.attribution.target;
    case "INP":
      return metric.attribution.interactionTarget;
    case "CLS":
      return metric.attribution.largestShiftTarget;
  }
}

export function toWebVital(metric: ReportedMetric, landingPath: string): WebVital {
  return {
    name: metric.name,
    rating: metric.rating,
    value: metric.value,
    delta: metric.delta,
    id: metric.id,
    target: targetOf(metric),
    landingPath,
  };
}

/** Starts reporting LCP, INP and CLS of this page load, landed on `landingPath`. */
export function startWebVitals(landingPath: string): void {
  const report = (metric: ReportedMetric) => trackWebVital(toWebVital(metric, landingPath));
  onLCP(report);
  onINP(report);
  onCLS(report);
}
