import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { dataLayer, type DataLayerEntry } from "./analytics-support";

/**
 * Field data: the page reports its Core Web Vitals as `web_vitals` pushes
 * (validated against the schema by the fixtures, like every push), from a
 * chunk requested only once the page is idle after load.
 */

const VITALS_CHUNK = /\/web-vitals-[^/]*\.js$/;

const vitals = async (page: Page, metric: string): Promise<DataLayerEntry[]> =>
  (await dataLayer(page, { withVitals: true })).filter((entry) => entry.event_name === "web_vitals" && entry.event_detail === metric);

/**
 * Records which entry types the page's PerformanceObservers watch, so the test
 * knows when the vitals code listens for interactions ("event").
 */
const recordObservedTypes = (page: Page) =>
  page.addInitScript(() => {
    const observed: string[] = [];
    (window as unknown as { __observedTypes: string[] }).__observedTypes = observed;
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type) observed.push(options.type);
      return observe.call(this, options);
    };
  });

const listensForInteractions = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __observedTypes: string[] }).__observedTypes.includes("event"), null, { timeout: 30_000 });

/**
 * Resolves once the browser has timed the slow click (Event Timing) and the
 * page has been idle since: web-vitals handles event entries in an idle
 * callback, and a tab hidden before that would report no INP.
 */
const slowClickHandled = (page: Page, atLeastMs: number) =>
  page.evaluate(
    (minimum) =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => entry.name === "click" && entry.duration >= minimum)) {
            observer.disconnect();
            requestIdleCallback(() => resolve());
          }
        }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      }),
    atLeastMs,
  );

/** What the browser does when the visitor switches tabs or closes this one: web-vitals reports then. */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

test("LCP, INP and CLS of a visit are pushed, with the element behind them, by a chunk loaded after the page", async ({ page }) => {
  test.setTimeout(90_000);
  const chunk = page.waitForRequest((request) => VITALS_CHUNK.test(new URL(request.url()).pathname), { timeout: 30_000 });
  await recordObservedTypes(page);
  await visit(page, "/services");
  await chunk;
  await listensForInteractions(page);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const loaded = performance.getEntriesByType("resource").find((entry) => /\/web-vitals-[^/]*\.js$/.test(new URL(entry.name).pathname));
    return { loadEventEnd: navigation.loadEventEnd, chunkStart: loaded?.startTime ?? -1 };
  });
  expect(timing.loadEventEnd).toBeGreaterThan(0);
  expect(timing.chunkStart).toBeGreaterThanOrEqual(timing.loadEventEnd);

  // A slow interaction (a handler busy for 150 ms) on the page heading: the visit's INP.
  const heading = page.getByRole("heading", { level: 1 });
  await heading.evaluate((element) =>
    element.addEventListener("click", () => {
      const until = performance.now() + 150;
      while (performance.now() < until) {
        // busy, as a heavy handler would be
      }
    }),
  );
  await heading.click();

  // LCP is final at the first interaction.
  await expect.poll(() => vitals(page, "LCP"), { timeout: 30_000 }).toHaveLength(1);
  const [lcp] = await vitals(page, "LCP");
  expect(lcp).toMatchObject({ event: "SWC vitals to GA", metric_page_path: "/services", event_text: expect.stringMatching(/good|needs-improvement|poor/) });
  expect(lcp.metric_value as number).toBeGreaterThan(0);
  expect(lcp.component_name).not.toBe("N/A");

  await slowClickHandled(page, 150);
  await hideTab(page);
  await expect.poll(() => vitals(page, "INP"), { timeout: 30_000 }).toHaveLength(1);
  const [inp] = await vitals(page, "INP");
  expect(inp.metric_value as number).toBeGreaterThanOrEqual(150);
  expect(inp.component_name).toMatch(/^h1|>h1/);
  expect(inp.metric_page_path).toBe("/services");
  await expect.poll(() => vitals(page, "CLS"), { timeout: 30_000 }).toHaveLength(1);
  const [cls] = await vitals(page, "CLS");
  expect(cls.metric_value as number).toBeGreaterThanOrEqual(0);
});

test("the server HTML neither loads nor preloads the vitals code", async ({ page }) => {
  const response = await page.request.get("/contact");
  const html = await response.text();
  // The page names it among its late code (the runtime's data-late-code), so the runtime finds it later; no tag loads it.
  expect(html).toMatch(/<script data-page-runtime="" data-late-code="[^"]*\bweb-vitals-/);
  expect(html).not.toMatch(/<script\b[^>]*\bsrc="[^"]*web-vitals-|<link\b[^>]*\bhref="[^"]*web-vitals-/);
});
