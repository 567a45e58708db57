import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { useFakeRecaptcha } from "./support/fake-recaptcha";
import { ALL_DENIED, CONSENT_COOKIE, encodeConsent } from "../../src/lib/consent";
import {
  DATALAYER_BINDING,
  DATALAYER_RECORDER,
  dataLayerPushProblem,
  formatDataLayerFailure,
  type RecordedPush,
} from "./support/datalayer-check";

/** Every dataLayer push of a test, and the ones that broke the schema. */
export interface DataLayerRecord {
  pushes: RecordedPush[];
  /** Failures so far, handed to the test (for tests that push wrong entries on purpose); they no longer fail it. */
  takeFailures(): string[];
}

/**
 * Every test page gets: outside requests blocked (a test never reaches the
 * internet; tests that need Google's scripts replace them with local fakes),
 * Google's reCAPTCHA script answered by a local fake with the same API (so
 * lead forms work everywhere and log nothing), console messages collected
 * for assertions, and a stored consent choice (Reject all) so the consent
 * banner does not cover what tests click.
 * Consent tests opt out with `test.use({ storedConsent: null })`.
 *
 * And every push to `window.dataLayer` (gtag's consent commands included) on
 * every page the test opens is checked against docs/gtm/datalayer.schema.json:
 * an invalid or unknown push fails the test, naming the page, the push and
 * the schema path it breaks (tests/e2e/support/datalayer-check.ts).
 */
export const test = base.extend<{
  consoleMessages: { type: string; text: string }[];
  storedConsent: string | null;
  dataLayerRecord: DataLayerRecord;
}>({
  storedConsent: [encodeConsent(ALL_DENIED), { option: true }],
  context: async ({ context, storedConsent, baseURL }, use) => {
    if (storedConsent) await context.addCookies([{ name: CONSENT_COOKIE, value: storedConsent, url: baseURL ?? "http://127.0.0.1" }]);
    await use(context);
  },
  dataLayerRecord: [
    async ({ context }, use, testInfo) => {
      const pushes: RecordedPush[] = [];
      const failures: string[] = [];
      await context.exposeBinding(DATALAYER_BINDING, ({ frame }, push: Omit<RecordedPush, "url">) => {
        const recorded = { ...push, url: frame.url() };
        pushes.push(recorded);
        const problem = dataLayerPushProblem(recorded);
        if (problem) failures.push(formatDataLayerFailure(recorded, problem));
      });
      await context.addInitScript(DATALAYER_RECORDER, DATALAYER_BINDING);
      await use({ pushes, takeFailures: () => failures.splice(0) });
      // A round trip to each open page, so pushes reported just before the test ended have arrived.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => undefined)));
      testInfo.annotations.push({ type: "dataLayer pushes validated", description: String(pushes.length) });
      if (failures.length) throw new Error(`${failures.length} dataLayer push(es) break the schema:\n${failures.join("\n")}`);
    },
    { auto: true },
  ],
  consoleMessages: async ({ page }, use) => {
    const messages: { type: string; text: string }[] = [];
    page.on("console", (message) => messages.push({ type: message.type(), text: message.text() }));
    await use(messages);
  },
  page: async ({ page }, use) => {
    await offline(page);
    await use(page);
  },
});

export { expect };

/** What every test page gets: outside requests blocked, Google's reCAPTCHA answered by the local fake. Also for a test's extra tabs. */
export async function offline(page: Page): Promise<Page> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort("blockedbyclient"));
  await useFakeRecaptcha(page); // registered last, so it wins over the block above
  return page;
}

/**
 * Opens a path and waits for its load event. A page is HTML and the inline
 * page runtime, so it answers from its first paint; only an island (the lead
 * form) waits for its code, which engageIsland brings in.
 */
export async function visit(page: Page, path: string) {
  return page.goto(path);
}

/**
 * Renders the blocks the browser skips while they are off screen (`.lazy-render`
 * and the children of `.lazy-render-blocks` and `.lazy-render-items`, content-visibility: auto), as they are once a visitor scrolls to them. Skipped
 * content has no boxes to hit-test or measure, so checks that need geometry
 * (axe's target size and contrast, page heights) run on the rendered page.
 */
export async function renderDeferredBlocks(page: Page) {
  await page.addStyleTag({ content: ".lazy-render, .lazy-render-blocks > *, .lazy-render-items > * { content-visibility: visible !important; }" });
}

/**
 * Brings an island of the page (src/components/ui/Island.tsx) into view and
 * points at it, as a visitor heading for it does, then waits until its code
 * has arrived and it has hydrated, so clicks and keys reach React.
 */
export async function engageIsland(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`);
  await island.scrollIntoViewIfNeeded();
  await island.dispatchEvent("pointerenter");
  await expect(island).toHaveAttribute("data-hydrated", "true");
}

/**
 * A header menu section's <summary> ("Services", "Technology"): the control that
 * opens its dropdown (desktop) or accordion section (mobile menu).
 */
export function menuSection(scope: Page | Locator, name: string): Locator {
  return scope.locator("summary", { hasText: new RegExp(`^${name}$`) });
}

/** The mobile menu's toggle (below 1024 px). */
export function menuToggle(page: Page): Locator {
  return page.getByRole("button", { name: "Menu", exact: true });
}

/** The menu panel: the mobile menu's popover, inline in the header from 1024 px. */
export function siteMenu(page: Page): Locator {
  return page.locator("[data-site-menu]");
}

/** Every file of the page's late code (islands, vitals reporter, debug view): /late/*.js, a retry's folder (/late/_retry/<id>/) included. */
const LATE_CODE_FILE = /\/late\/(?:_retry\/[^/]+\/)?[^/]+\.js$/;

/**
 * Holds the page's late code back until the returned function is called, so
 * only the page's own HTML, CSS and inline runtime answer: the page as a
 * visitor meets it first. `files` narrows it to the late-code files it
 * matches (one island's entry, the debug view).
 */
export async function holdLateCode(page: Page, files: RegExp = LATE_CODE_FILE): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The pushes of one event name, on every page the test has opened (a followed link starts a new dataLayer). */
export function pushesNamed(record: DataLayerRecord, eventName: string): Record<string, unknown>[] {
  return record.pushes.map((push) => push.value as Record<string, unknown>).filter((entry) => Boolean(entry) && entry.event_name === eventName);
}

/**
 * Makes the pages `page` opens believe they are prerendered (Speculation
 * Rules) until the returned function activates the current one, as Chromium
 * does: Playwright cannot prerender a page itself, and Chrome does not
 * prerender while DevTools is attached.
 */
export async function prerenderUntilActivated(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, "prerendering", { configurable: true, get: () => prerendering });
    (window as unknown as { activate: () => void }).activate = () => {
      prerendering = false;
      document.dispatchEvent(new Event("prerenderingchange"));
    };
  });
  return () => page.evaluate(() => (window as unknown as { activate: () => void }).activate());
}
