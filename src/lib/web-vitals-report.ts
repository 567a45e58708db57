import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from "web-vitals";
import { PARAMETER_VALUE_MAX_LENGTH } from "./analytics-vocabulary";
import { trackWebVital, type WebVital } from "./web-vitals-event";

/**
 * Real visitors' Core Web Vitals, pushed to the dataLayer as `web_vitals`
 * events (docs/analytics.md). Late code of its own, loaded once the page is
 * idle after load (plugins/gatsby-plugin-swc-delivery/page-runtime/late-tools.ts), so it adds nothing to the
 * first load; every page requests it, so it uses web-vitals' standard build
 * and names the element behind each metric itself (selectorOf) rather than
 * loading the attribution build (about 2 KB gzip more).
 *
 * web-vitals reads the browser's buffered entries, so loading late loses
 * nothing for LCP and CLS; for INP the browser buffers only interactions of
 * 104 ms or more before the library listens, which are the slow ones worth
 * reporting. Each metric is pushed when it is final for the page load or the
 * page is hidden (LCP at the first interaction, CLS and INP when the tab is
 * hidden or closed), with its id so a report can keep the last value.
 */
type ReportedMetric = LCPMetric | INPMetric | CLSMetric;

/** What a layout shift entry tells of the elements that moved. */
interface ShiftSource {
  node?: Node | null;
  currentRect: DOMRectReadOnly;
}
type LayoutShiftEntry = PerformanceEntry & { value: number; sources?: readonly ShiftSource[] };

/**
 * A CSS selector of `node`: its tag with its id or classes, preceded by its
 * ancestors' (up to the nearest id) while it fits in `maxLength`, as
 * web-vitals' attribution build names targets ("main>section.hero>h1").
 */
export function selectorOf(node: Node | null | undefined, maxLength = PARAMETER_VALUE_MAX_LENGTH): string | undefined {
  let selector = "";
  for (let current = node; current && current.nodeType === 1 && current.nodeName !== "HTML"; current = current.parentNode) {
    const element = current as Element;
    const classes = [...element.classList].map((name) => `.${name}`).join("");
    const part = element.id ? `${element.localName}#${element.id}` : `${element.localName}${classes}`;
    const longer = selector ? `${part}>${selector}` : part;
    if (longer.length > maxLength) return selector || longer.slice(0, maxLength);
    selector = longer;
    if (element.id) break;
  }
  return selector || undefined;
}

const area = (source: ShiftSource) => source.currentRect.width * source.currentRect.height;

/** The element a metric is attributed to: the LCP element, the interaction's target, the largest shift's biggest source. */
function targetOf(metric: ReportedMetric): string | undefined {
  switch (metric.name) {
    case "LCP":
      return selectorOf(metric.entries.at(-1)?.element);
    case "INP":
      return selectorOf(metric.entries[0]?.target);
    case "CLS": {
      const shifts = metric.entries as LayoutShiftEntry[];
      const largest = shifts.reduce<LayoutShiftEntry | undefined>((best, shift) => (!best || shift.value > best.value ? shift : best), undefined);
      const source = largest?.sources?.reduce((best, next) => (area(next) > area(best) ? next : best));
      return selectorOf(source?.node);
    }
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
