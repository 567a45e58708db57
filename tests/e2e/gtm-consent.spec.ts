import type { Page } from "@playwright/test";
import { test, expect, holdLateCode } from "./fixtures";
import { dataLayer, waitForPageViews } from "./analytics-support";
import { fakeGtmRecord, useFakeGtm } from "./support/fake-gtm";

/**
 * What the imported GTM container (docs/gtm/container.json) counts when the
 * visitor answers the consent banner after the page view was pushed, run by
 * the local fake GTM (tests/e2e/support/fake-gtm.ts) from the container's own
 * triggers, tags and variables. The tests read only the dataLayer and the
 * fake's record, and click the banner's buttons, which answer from the first
 * paint: they do not depend on how or when the page pushes its page view.
 */
test.use({ storedConsent: null, bypassCSP: true });

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy, your choice" });
const CONSENT_EVENT = "SWC consent update";

/** The GA4 page views the container sent, with the event that fired each. */
async function countedPageViews(page: Page) {
  return (await fakeGtmRecord(page)).tags.filter((entry) => entry.tag === "GA4 - page_view" && entry.fired);
}

/** The tags that fired, by name, with the event each fired on. */
async function firedTags(page: Page, names: string[]) {
  return (await fakeGtmRecord(page)).tags.filter((entry) => names.includes(entry.tag) && entry.fired).map(({ tag, event }) => ({ tag, event }));
}

/** Clicks Accept all and waits until GTM has processed the consent event it pushes. */
async function acceptAll(page: Page) {
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect
    .poll(async () => (await dataLayer(page)).some((entry) => entry.event === CONSENT_EVENT && typeof entry["gtm.uniqueEventId"] === "number"))
    .toBe(true);
}

test("a first visit's landing page view is counted once on Accept all; the next visit counts one at load and none on consent", async ({
  page,
}) => {
  await useFakeGtm(page);
  await page.goto("/services/marketing/trifecta-measurement");
  await waitForPageViews(page, 1);
  // GTM has processed the page view: blocked, as the Google tag and the Conversion Linker were on Initialization.
  await expect.poll(async () => (await fakeGtmRecord(page)).tags.filter((entry) => !entry.fired).map(({ tag }) => tag)).toEqual([
    "Google tag - GA4",
    "Conversion Linker",
    "GA4 - page_view",
  ]);
  expect(await countedPageViews(page)).toEqual([]);

  await acceptAll(page);
  expect(await countedPageViews(page)).toEqual([
    {
      tag: "GA4 - page_view",
      event: CONSENT_EVENT,
      fired: true,
      parameters: {
        page_path: "/services/marketing/trifecta-measurement",
        page_category_1: "services",
        page_category_2: "marketing",
        page_category_3: "trifecta-measurement",
      },
    },
  ]);
  expect(await firedTags(page, ["Google tag - GA4", "Conversion Linker"])).toEqual([
    { tag: "Google tag - GA4", event: CONSENT_EVENT },
    { tag: "Conversion Linker", event: CONSENT_EVENT },
  ]);

  // The next visit: the choice is stored, so the page view counts as it comes, and a new Accept all counts none.
  await page.goto("/contact");
  await waitForPageViews(page, 1);
  await expect.poll(async () => (await countedPageViews(page)).map(({ event, parameters }) => [event, parameters.page_path])).toEqual([
    ["SWC page to GA", "/contact"],
  ]);
  expect(await firedTags(page, ["Google tag - GA4", "Conversion Linker"])).toEqual([
    { tag: "Google tag - GA4", event: "gtm.init" },
    { tag: "Conversion Linker", event: "gtm.init" },
  ]);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await acceptAll(page);
  expect((await fakeGtmRecord(page)).triggers.filter(({ event }) => event === CONSENT_EVENT).map(({ trigger }) => trigger)).toEqual([
    "CE - SWC consent update: analytics_storage granted",
    "CE - SWC consent update: ad_storage granted",
  ]);
  expect((await countedPageViews(page)).map(({ event }) => event)).toEqual(["SWC page to GA"]);
  expect(await firedTags(page, ["Google tag - GA4", "Conversion Linker"])).toHaveLength(2);
});

test("the debug view finds every push valid where GTM stamps gtm.uniqueEventId into it", async ({ page, consoleMessages }) => {
  await useFakeGtm(page);
  // Hold the debug view's code until GTM has stamped the page view and the consent event, so the view checks them stamped.
  const release = await holdLateCode(page, /\/debug-datalayer-[^/]*\.js$/);
  await page.goto("/?debug_datalayer=1");
  await waitForPageViews(page, 1);
  await acceptAll(page);
  const stamped = (await dataLayer(page)).filter((entry) => typeof entry["gtm.uniqueEventId"] === "number").map((entry) => entry.event);
  expect(stamped).toEqual(expect.arrayContaining(["gtm.js", "gtm.init", "SWC page to GA", CONSENT_EVENT]));
  release();

  const lines = () => consoleMessages.filter((message) => message.text.startsWith("[dataLayer]"));
  await expect.poll(() => lines().map((line) => line.text)).toContainEqual(expect.stringMatching(/^\[dataLayer\] ✓ consent_update_event valid .*"gtm\.uniqueEventId":\d+/));
  expect(lines().map((line) => line.text)).toContainEqual(expect.stringMatching(/^\[dataLayer\] ✓ page_view valid .*"gtm\.uniqueEventId":\d+/));
  expect(lines().map((line) => line.text)).toContainEqual(expect.stringMatching(/^\[dataLayer\] ✓ gtm_js valid .*"gtm\.uniqueEventId":\d+/));
  expect(lines().filter((line) => line.type === "warning")).toEqual([]);
});
