import type { Page } from "@playwright/test";
import { test, expect, holdLateCode } from "./fixtures";
import { dataLayer, waitForPageViews } from "./analytics-support";
import { cspViolations, fakeGtmRecord, useFakeGtm } from "./support/fake-gtm";
import { captchaBox, engagedLeadForm, fill, forwardFunctionCalls, sha256Hex, sql, uniqueEmail } from "./support/lead-form";
import { CONTAINER_CONSTANTS } from "../../gatsby/analytics/gtm-container";
import { builtRoutes } from "./support/built-site";

/**
 * What the imported GTM container (docs/gtm/container.json) does on the site
 * as served: the local fake GTM (tests/e2e/support/fake-gtm.ts) is the page's
 * own gtm.js, loaded by the page's GTM snippet under the page's CSP, and runs
 * the container's triggers, tags and variables. The tests read the dataLayer
 * and the fake's record, and click what a visitor clicks.
 */
test.use({ storedConsent: null });

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy, your choice" });
const CONSENT_EVENT = "SWC consent update";
const ADS_TAG = "Google Ads - lead_sent conversion";

/** The GA4 page views the container sent, with the event that fired each. */
async function countedPageViews(page: Page) {
  return (await fakeGtmRecord(page)).tags.filter((entry) => entry.tag === "GA4 - page_view" && entry.fired);
}

/** The tags that fired, by name, in firing order, with the event each fired on. */
async function firedTags(page: Page, names: string[]) {
  return (await fakeGtmRecord(page)).tags.filter((entry) => names.includes(entry.tag) && entry.fired).map(({ tag, event }) => ({ tag, event }));
}

/** Waits until GTM has processed the last push whose `event` is `event`. */
async function processed(page: Page, event: string) {
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === event).at(-1)?.["gtm.uniqueEventId"], { timeout: 15_000 })
    .toEqual(expect.any(Number));
}

async function acceptAll(page: Page) {
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await processed(page, CONSENT_EVENT);
}

test("a first visit's landing page view is counted once on Accept all, after the Google tag; the next visit counts one at load and none on consent", async ({
  page,
}) => {
  await useFakeGtm(page);
  await page.goto("/services/marketing/trifecta-measurement");
  await waitForPageViews(page, 1);
  await processed(page, "SWC page to GA");
  // GTM has processed the page view: blocked, as the Google tag and the Conversion Linker were on Initialization.
  expect((await fakeGtmRecord(page)).tags.filter((entry) => !entry.fired).map(({ tag }) => tag)).toEqual([
    "Google tag - GA4",
    "Conversion Linker",
    "GA4 - page_view",
  ]);
  expect(await countedPageViews(page)).toEqual([]);

  await acceptAll(page);
  expect((await dataLayer(page)).filter((entry) => entry.event === CONSENT_EVENT).map((entry) => entry.page_view_pending)).toEqual([true]);
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
      fields: expect.objectContaining({ eventName: "page_view" }),
    },
  ]);
  // The configuration comes first on the event they share.
  expect(await firedTags(page, ["Google tag - GA4", "Conversion Linker", "GA4 - page_view"])).toEqual([
    { tag: "Google tag - GA4", event: CONSENT_EVENT },
    { tag: "Conversion Linker", event: CONSENT_EVENT },
    { tag: "GA4 - page_view", event: CONSENT_EVENT },
  ]);
  expect(await cspViolations(page)).toEqual([]);

  // The next visit: the choice is stored, so the page view counts as it comes, and a new Accept all counts none.
  await page.goto("/contact");
  await waitForPageViews(page, 1);
  await processed(page, "SWC page to GA");
  expect((await countedPageViews(page)).map(({ event, parameters }) => [event, parameters.page_path])).toEqual([["SWC page to GA", "/contact"]]);
  expect(await firedTags(page, ["Google tag - GA4", "Conversion Linker"])).toEqual([
    { tag: "Google tag - GA4", event: "gtm.init" },
    { tag: "Conversion Linker", event: "gtm.init" },
  ]);
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await acceptAll(page);
  expect((await dataLayer(page)).filter((entry) => entry.event === CONSENT_EVENT).map((entry) => entry.page_view_pending)).toEqual([false]);
  expect((await fakeGtmRecord(page)).triggers.filter(({ event }) => event === CONSENT_EVENT).map(({ trigger }) => trigger)).toEqual([
    "CE - SWC consent update: analytics_storage granted",
    "CE - SWC consent update: ad_storage granted",
  ]);
  expect((await countedPageViews(page)).map(({ event }) => event)).toEqual(["SWC page to GA"]);
  expect(await firedTags(page, ["Google tag - GA4", "Conversion Linker"])).toHaveLength(2);
  expect(await cspViolations(page)).toEqual([]);
});

/** Sends the contact form and returns the address and the stored lead's idempotency key. */
async function sendLead(page: Page, label: string) {
  await forwardFunctionCalls(page);
  await page.goto("/contact");
  const form = await engagedLeadForm(page, "contact");
  const email = `  ${uniqueEmail(label).replace("dana.", "Dana.Levi.")}`.replace("@example.com", "@Gmail.com");
  await fill(form, "contact", { name: "Dana Levi", email, company: "Acme", message: "Measured under the site's CSP" });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await processed(page, "SWC event to GA");
  const [stored] = await sql<{ idempotency_key: string }>("select idempotency_key from public.contact_messages where lower(email) = lower($1)", [email.trim()]);
  return { email, leadId: stored.idempotency_key };
}

const configured = { [CONTAINER_CONSTANTS.adsConversionId.name]: "123456789", [CONTAINER_CONSTANTS.adsLeadLabel.name]: "AbCdEfGh" };

test.describe("a lead, with advertising consent", () => {
  test.use({ storedConsent: "v1-gggg" });

  test("the Google Ads conversion gets the e-mail hashed as Google normalises it and the stored lead's id as order id, and its hits leave under the CSP", async ({
    page,
  }) => {
    const { hits } = await useFakeGtm(page, { constants: configured });
    const { email, leadId } = await sendLead(page, "gtm-ads-granted");
    const normalised = email.trim().toLowerCase().replace(/^([^@]*)@/, (_match, local: string) => `${local.replaceAll(".", "")}@`);
    const ads = (await fakeGtmRecord(page)).tags.filter((entry) => entry.tag === ADS_TAG);
    expect(ads).toEqual([
      expect.objectContaining({
        fired: true,
        fields: expect.objectContaining({ orderId: leadId, cssProvidedEnhancedConversionValue: { sha256_email_address: sha256Hex(normalised) } }),
      }),
    ]);
    const leadSent = (await fakeGtmRecord(page)).tags.find((entry) => entry.tag === "GA4 - lead_sent")!;
    expect(leadSent.parameters).toMatchObject({ lead_id: leadId, component_name: "Contact Page Form" });
    await expect.poll(() => hits.filter((url) => url.startsWith("https://www.googleadservices.com/pagead/conversion/123456789/")).length).toBe(1);
    expect(hits.find((url) => url.includes("/pagead/conversion/"))).toContain(`oid=${leadId}`);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("the Google Ads tag stays blocked while its conversion id is the placeholder", async ({ page }) => {
    const { hits } = await useFakeGtm(page);
    await sendLead(page, "gtm-ads-unconfigured");
    expect((await fakeGtmRecord(page)).tags.filter((entry) => entry.tag === ADS_TAG)).toEqual([expect.objectContaining({ fired: false })]);
    expect(hits.filter((url) => url.includes("googleadservices"))).toEqual([]);
  });
});

test.describe("a lead, with advertising refused", () => {
  test.use({ storedConsent: "v1-gddd" });

  test("no user data is pushed and the Google Ads conversion does not fire", async ({ page }) => {
    const { hits } = await useFakeGtm(page, { constants: configured });
    await sendLead(page, "gtm-ads-denied");
    const pushed = (await dataLayer(page)).filter((entry) => entry.event_name === "lead_sent");
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).not.toHaveProperty("user_data");
    expect((await fakeGtmRecord(page)).tags.filter((entry) => entry.tag === ADS_TAG)).toEqual([expect.objectContaining({ fired: false, fields: {} })]);
    expect(hits.filter((url) => url.includes("googleadservices"))).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});


test("the fake runs under the page's CSP: a Custom JavaScript variable is refused there, as GTM's eval is in production", async ({ page }) => {
  await useFakeGtm(page, {
    probeVariables: [{ name: "JS - probe", type: "jsm", parameter: [{ type: "TEMPLATE", key: "javascript", value: "function() { return 42; }" }] }],
  });
  await page.goto("/");
  await expect.poll(async () => (await fakeGtmRecord(page)).refusedEval).toEqual(["JS - probe"]);
  expect(await cspViolations(page)).toEqual(["script-src eval"]);
});

test.describe("every page with the container and consent granted", () => {
  test.use({ storedConsent: "v1-gggg" });
  const routes = builtRoutes();
  const shards = 4;
  for (let shard = 0; shard < shards; shard++) {
    test(`reports no CSP violation (pages ${shard + 1} of ${shards})`, async ({ page }) => {
      test.setTimeout(120_000);
      await useFakeGtm(page, { constants: configured });
      const violations: string[] = [];
      for (const route of routes.filter((_route, index) => index % shards === shard)) {
        await page.goto(route);
        // The Google tag and the Conversion Linker fire at Initialization, the page view once it is pushed.
        await expect.poll(async () => (await fakeGtmRecord(page)).tags.some((entry) => entry.tag === "GA4 - page_view" && entry.fired), { timeout: 15_000 }).toBe(true);
        violations.push(...(await cspViolations(page)).map((violation) => `${route}: ${violation}`));
      }
      expect(violations).toEqual([]);
    });
  }
});

test("the debug view finds every push valid where GTM stamps gtm.uniqueEventId into it", async ({ page, consoleMessages }) => {
  await useFakeGtm(page);
  // Hold the debug view's code until GTM has stamped the page view and the consent event, so the view checks them stamped.
  const release = await holdLateCode(page, /\/debug-datalayer-[^/]*\.js$/);
  await page.goto("/?debug_datalayer=1");
  await waitForPageViews(page, 1);
  await processed(page, "SWC page to GA");
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
