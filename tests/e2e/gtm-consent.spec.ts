import type { Page } from "@playwright/test";
import { test, expect, holdLateCode, offline, prerenderUntilActivated } from "./fixtures";
import { dataLayer, waitForPageViews } from "./analytics-support";
import { cspViolations, fakeGtmRecord, useFakeGtm } from "./support/fake-gtm";
import { captchaBox, engagedLeadForm, fill, forwardFunctionCalls, sha256Hex, sql, uniqueEmail } from "./support/lead-form";
import { CONTAINER_CONSTANTS } from "../../gatsby/analytics/gtm-container";
import { builtRoutes } from "./support/built-site";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium.mjs";

const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };

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
    const [pushed] = (await dataLayer(page)).filter((entry) => entry.event_name === "lead_sent");
    expect(pushed).toMatchObject({ hashed_email: sha256Hex(normalised), user_data: { sha256_email_address: sha256Hex(normalised) } });
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
    expect(pushed[0]).not.toHaveProperty("hashed_email");
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

/**
 * Consent that holds on every path: a page that outlives the choice it told
 * GTM (kept in the back/forward cache, prerendered, open in another tab)
 * tells GTM the stored choice before it pushes anything, so no tag runs under
 * a consent the visitor took back.
 */
test.describe("a choice withdrawn while a page waits", () => {
  test.use({ storedConsent: "v1-gggg" });
  const ANALYTICS_TAGS = /^GA4 /;
  type Window_ = Window & { dataLayer: unknown[]; __fakeGtm?: { tags: unknown[] }; __left?: { at: number; tags: number }; __restored?: boolean };

  /** The site's analytics pushes (page views, events) among dataLayer entries, each with the analytics_storage GTM held when it came. */
  function analyticsPushes(entries: Record<string, unknown>[]) {
    let analytics: unknown = undefined;
    const pushes: { event_name: unknown; analytics_storage: unknown }[] = [];
    for (const entry of entries) {
      const command = entry.command as unknown[] | undefined;
      if (command?.[0] === "consent") analytics = (command[2] as Record<string, unknown>).analytics_storage ?? analytics;
      else if (entry.event_name) pushes.push({ event_name: entry.event_name, analytics_storage: analytics });
    }
    return pushes;
  }

  test("withdrawn on page B, Back to page A: A comes back from the back/forward cache, GTM's consent there is denied before anything is pushed, and no analytics tag runs", async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Playwright starts Chromium with the back/forward cache off; this browser has it, as a visitor's does.
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    });
    try {
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: "swc_consent", value: "v1-gggg", url: baseURL! }]);
      const page = await offline(await context.newPage());
      await useFakeGtm(page);
      // What page A had pushed when it went into the cache (what comes after is the restored page's, from the moment it is
      // shown: its tab's visibilitychange, then pageshow), and whether it came back from there.
      await page.addInitScript(() => {
        const w = window as unknown as Window_;
        addEventListener("pagehide", (event) => {
          if (event.persisted) w.__left = { at: w.dataLayer.length, tags: w.__fakeGtm?.tags.length ?? 0 };
        });
        addEventListener("pageshow", (event) => {
          if (event.persisted) w.__restored = true;
        });
      });
      // Page A: the home page, under its A/B test, counted with analytics granted.
      await page.goto("/");
      await processed(page, "SWC page to GA");
      expect((await dataLayer(page)).filter((entry) => entry.event_name === "experience_impression")).toHaveLength(1);
      expect(await countedPageViews(page)).toHaveLength(1);

      // Page B: the visitor withdraws every consent.
      await page.goto("/about");
      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
      await banner(page).getByRole("button", { name: "Reject all" }).click();
      await processed(page, CONSENT_EVENT);

      // A page restored from the cache fires no load event: wait for the navigation itself.
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
      const { restored, left } = await page.evaluate(() => ({ restored: (window as unknown as Window_).__restored, left: (window as unknown as Window_).__left }));
      const notRestoredReasons = restored ? null : await page.evaluate(() => JSON.stringify((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons));
      expect(restored, `page A was loaded again, not restored: ${notRestoredReasons}`).toBe(true);

      // The restored view is pushed (the page was shown again), after GTM was told the stored choice.
      await expect.poll(async () => analyticsPushes((await dataLayer(page)).slice(left!.at)).map((push) => push.event_name), { timeout: 15_000 }).toEqual(["page_view"]);
      const after = (await dataLayer(page)).slice(left!.at);
      expect(after.slice(0, 2)).toEqual([
        { command: ["consent", "update", DENIED] },
        expect.objectContaining({ event: CONSENT_EVENT, consent_choice: "stored", ...DENIED, page_view_pending: false }),
      ]);
      expect(analyticsPushes(after)).toEqual([{ event_name: "page_view", analytics_storage: "denied" }]);
      const record = await fakeGtmRecord(page);
      expect(record.consent).toMatchObject(DENIED);
      // (The vitals report A sent as it was hidden, before the withdrawal, fired under the consent of that moment.)
      expect(record.tags.slice(left!.tags).filter((entry) => ANALYTICS_TAGS.test(entry.tag) && entry.fired && entry.tag !== "GA4 - web_vitals")).toEqual([]);
      expect(record.tags.slice(left!.tags).filter((entry) => entry.tag === "GA4 - page_view")).toEqual([expect.objectContaining({ fired: false })]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test("a page prerendered before the withdrawal starts GTM denied when it is opened, and pushes no exposure", async ({ page, context, baseURL }) => {
    await useFakeGtm(page);
    const activate = await prerenderUntilActivated(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    // Prerendered under analytics consent: the variant is assigned, nothing is pushed yet.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-experiments"))).toBe(true);
    expect(await dataLayer(page)).toEqual([]);
    // Withdrawn in another tab before this page is opened.
    await context.addCookies([{ name: "swc_consent", value: "v1-dddd", url: baseURL! }]);
    await context.clearCookies({ name: "swc_exp" });
    await activate();
    await waitForPageViews(page, 1);
    await processed(page, "SWC page to GA");
    const entries = await dataLayer(page);
    expect(entries[0]).toEqual({ command: ["consent", "default", DENIED] });
    expect(analyticsPushes(entries)).toEqual([{ event_name: "page_view", analytics_storage: "denied" }]);
    const record = await fakeGtmRecord(page);
    expect(record.consent).toMatchObject(DENIED);
    expect(record.tags.filter((entry) => ANALYTICS_TAGS.test(entry.tag) && entry.fired)).toEqual([]);
  });

  test("a tab left open while the visitor withdraws in another tells GTM before its next push", async ({ page, context }) => {
    await useFakeGtm(page);
    await page.goto("/");
    await processed(page, "SWC page to GA");
    const other = await offline(await context.newPage());
    await other.goto("/contact");
    await other.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(other).getByRole("button", { name: "Reject all" }).click();
    await other.close();

    const before = (await dataLayer(page)).length;
    const tagsBefore = (await fakeGtmRecord(page)).tags.length;
    await page.getByRole("group", { name: "About SWC" }).getByRole("radio", { name: "Partners" }).click();
    await expect.poll(async () => analyticsPushes((await dataLayer(page)).slice(before))).toEqual([{ event_name: "radio_clicked", analytics_storage: "denied" }]);
    expect((await dataLayer(page)).slice(before, before + 2)).toEqual([
      { command: ["consent", "update", DENIED] },
      expect.objectContaining({ event: CONSENT_EVENT, consent_choice: "stored", ...DENIED }),
    ]);
    const record = await fakeGtmRecord(page);
    expect(record.consent).toMatchObject(DENIED);
    expect(record.tags.slice(tagsBefore).filter((entry) => entry.fired)).toEqual([]);
  });
});
