import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Reading window.dataLayer in browser tests. `arguments` objects (gtag
 * commands) come back as `{ command: [...] }`, everything else as pushed.
 */
export type DataLayerEntry = Record<string, unknown>;

export const EVENT = "SWC event to GA";
export const PAGE_EVENT = "SWC page to GA";
export const VITALS_EVENT = "SWC vitals to GA";

/** Records the time of every dataLayer push and history change, before any page script runs. */
export async function instrumentDataLayer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      dataLayer: unknown[];
      __pushTimes: number[];
      __historyTimes: { url: string; t: number }[];
    };
    w.__pushTimes = [];
    w.__historyTimes = [];
    const layer: unknown[] = [];
    layer.push = function (...items: unknown[]) {
      for (let i = 0; i < items.length; i++) w.__pushTimes.push(performance.now());
      return Array.prototype.push.apply(this, items);
    };
    w.dataLayer = layer;
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, title: string, url?: string | URL | null) => {
        w.__historyTimes.push({ url: String(url), t: performance.now() });
        return original(state, title, url);
      };
    }
  });
}

/**
 * The page's dataLayer as plain objects (gtag commands as `{command}`), by
 * default without the Core Web Vitals reports: the browser sends those when
 * it decides (the first interaction, the tab hidden), so they would land
 * between whatever a test does. tests/e2e/web-vitals.spec.ts checks them.
 */
export async function dataLayer(page: Page, { withVitals = false } = {}): Promise<DataLayerEntry[]> {
  const entries: DataLayerEntry[] = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? { command: JSON.parse(JSON.stringify(Array.from(entry as IArguments))) }
        : JSON.parse(JSON.stringify(entry)),
    ),
  );
  return withVitals ? entries : entries.filter((entry) => entry.event !== VITALS_EVENT);
}

/** Entries pushed with the site's fixed click/form event name. */
export async function siteEvents(page: Page): Promise<DataLayerEntry[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === EVENT);
}

export async function pageViews(page: Page): Promise<DataLayerEntry[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === PAGE_EVENT);
}

/** Waits until the page has pushed `count` page views: the site pushes each a moment after its route renders. */
export async function waitForPageViews(page: Page, count: number) {
  await expect.poll(async () => (await pageViews(page)).length).toBe(count);
}

/**
 * Starts recording what the page pushes from now on (mirrorPushes); pass the
 * result to `newEvents` to see what one interaction pushed, also when it
 * followed a link to another page.
 */
export async function mark(page: Page): Promise<number> {
  await mirrorPushes(page);
  return 0;
}

/** The site's events pushed since `mark`, on the page that was marked (the page shown now may be the next one). */
export async function newEvents(page: Page, _since: number): Promise<DataLayerEntry[]> {
  return mirroredEvents(page);
}

/** Waits until the interaction pushed `expected` events, then asserts they are exactly these. */
export async function expectNewEvents(page: Page, since: number, expected: DataLayerEntry[]) {
  await expect.poll(async () => (await newEvents(page, since)).length).toBeGreaterThanOrEqual(expected.length);
  // Let a duplicate push, if the code had one, arrive before comparing.
  await page.waitForTimeout(150);
  expect(await newEvents(page, since)).toEqual(expected);
}

const TAB_LOG_KEY = "__tabPushes";

/**
 * Keeps every push of every page the tab shows in its sessionStorage, from
 * before any page script runs: a followed link starts a new document and a
 * new dataLayer, and tabEvents still sees what the page before it pushed.
 */
export async function recordTabPushes(page: Page) {
  await page.addInitScript((key) => {
    const w = window as unknown as { dataLayer?: unknown[] };
    const layer = (w.dataLayer ??= []);
    const push = layer.push;
    layer.push = function (...items: unknown[]) {
      try {
        const kept = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
        sessionStorage.setItem(key, JSON.stringify([...kept, ...items.map((item) => JSON.parse(JSON.stringify(item)))]));
      } catch {
        // an entry that is not JSON (a gtag command's arguments) is not an event
      }
      return push.apply(this, items);
    };
  }, TAB_LOG_KEY);
}

/** The events of one name the tab's pages pushed so far (recordTabPushes). */
export async function tabEvents(page: Page, eventName: string): Promise<DataLayerEntry[]> {
  const entries = (await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]"), TAB_LOG_KEY)) as DataLayerEntry[];
  return entries.filter((entry) => entry && entry.event_name === eventName);
}

const MIRROR_KEY = "__pushesBeforeLeaving";

/**
 * From now on, copies what this page pushes into the tab's sessionStorage: a
 * followed link starts a new document with a new dataLayer, and the events
 * the click pushed on the way out are read from there (mirroredEvents).
 */
export async function mirrorPushes(page: Page) {
  await page.evaluate((key) => {
    sessionStorage.setItem(key, "[]");
    const w = window as unknown as { dataLayer: unknown[]; __mirroring?: boolean };
    if (w.__mirroring) return;
    w.__mirroring = true;
    const layer = w.dataLayer;
    const push = layer.push;
    layer.push = function (...items: unknown[]) {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, ...items.map((item) => JSON.parse(JSON.stringify(item)))]));
      return push.apply(this, items);
    };
  }, MIRROR_KEY);
}

/** The site's events the previous page pushed after mirrorPushes, read on whatever page the tab shows now. */
export async function mirroredEvents(page: Page): Promise<DataLayerEntry[]> {
  const entries = (await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]"), MIRROR_KEY)) as DataLayerEntry[];
  return entries.filter((entry) => entry.event === EVENT);
}

/** Clicks `link`, waits for the new page at `url`, and asserts the click pushed exactly `expected` before the page was left. */
export async function clickAndExpectEvents(page: Page, link: Locator, url: RegExp, expected: DataLayerEntry[]) {
  await mirrorPushes(page);
  await link.click();
  await expect(page).toHaveURL(url);
  await page.waitForLoadState("load");
  expect(await mirroredEvents(page)).toEqual(expected);
}

/** Clicks the e-mail link, then the LinkedIn link (kept on the page), and asserts the two get_in_touch events of `componentName`. */
export async function clickGetInTouchLinks(page: Page, links: { email: Locator; linkedin: Locator }, componentName: string) {
  const since = await mark(page);
  await links.email.click();
  await links.linkedin.click();
  await expectNewEvents(page, since, [
    siteEvent({ event_name: "get_in_touch", event_detail: "email", component_name: componentName }),
    siteEvent({ event_name: "get_in_touch", event_detail: "linkedin", component_name: componentName }),
  ]);
}

/** The exact click/form object the site pushes (N/A for the fields the event has no value for). */
export function siteEvent(fields: {
  event_name: string;
  event_detail?: string;
  event_text?: string;
  component_name?: string;
  hashed_email?: string;
}): DataLayerEntry {
  return {
    event: EVENT,
    event_name: fields.event_name,
    event_detail: fields.event_detail ?? "N/A",
    event_text: fields.event_text ?? "N/A",
    component_name: fields.component_name ?? "N/A",
    ...(fields.hashed_email ? { hashed_email: fields.hashed_email } : {}),
  };
}

/** The exact page-view object: the shared fields ("N/A" but for the event names) and the page. */
export function pageView(path: string, categories: [string, string, string]): DataLayerEntry {
  return {
    event: PAGE_EVENT,
    event_name: "page_view",
    event_detail: "N/A",
    event_text: "N/A",
    component_name: "N/A",
    page_path: path,
    page_category_1: categories[0],
    page_category_2: categories[1],
    page_category_3: categories[2],
  };
}

/** Keeps mailto: and new-tab links from leaving the page; the site's own listener still sees the click. */
export async function stayOnPageForExternalLinks(page: Page) {
  await page.evaluate(() => {
    document.addEventListener("click", (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (link && (link.protocol === "mailto:" || link.target === "_blank")) event.preventDefault();
    });
  });
}
