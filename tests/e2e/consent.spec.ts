import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, visit, holdLateCode } from "./fixtures";
import { dataLayer, instrumentDataLayer, pageViews, waitForPageViews, type DataLayerEntry } from "./analytics-support";
import { CONSENT_TAG, withGtmSnippet } from "./support/gtm-page";

/**
 * Consent Mode v2 and GTM loading, in Chromium.
 * These tests start without a stored choice, so the banner shows.
 */
test.use({ storedConsent: null });

test.beforeEach(async ({ page }) => {
  await instrumentDataLayer(page);
});

const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };
const GRANTED = { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" };

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy, your choice" });
/** "Customize" is the summary of a native <details>. */
const customize = (page: Page) => banner(page).locator("summary", { hasText: "Customize" });

/** The consent updates and consent events among dataLayer entries. */
function consentRecords(entries: DataLayerEntry[]) {
  return entries.filter((entry) => (Array.isArray(entry.command) && entry.command[1] === "update") || "consent_choice" in entry);
}

/** Visits `path` and waits for its page view: what a click pushes afterwards is then all that follows. */
async function visitUntilPageView(page: Page, path: string) {
  await visit(page, path);
  await waitForPageViews(page, 1);
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "swc_consent");
}

/**
 * The consent cookie once the browser's cookie store holds `value`: a
 * document.cookie write reaches that store (what the next request and
 * context.cookies() read) a moment after the script that made it.
 */
async function storedConsentCookie(page: Page, value: string) {
  await expect.poll(async () => (await consentCookie(page))?.value).toBe(value);
  return (await consentCookie(page))!;
}

test("the default is the first dataLayer entry: a real gtag consent command, all denied, waiting for the banner", async ({ page }) => {
  await visit(page, "/");
  const entries = await dataLayer(page);
  expect(entries[0]).toEqual({ command: ["consent", "default", { ...DENIED, wait_for_update: 500 }] });
  expect(entries[1]).toEqual({ command: ["set", "ads_data_redaction", true] });
  // the inline script is the first script of the served document
  const html = await (await page.request.get("/")).text();
  expect(html.indexOf("<script")).toBe(html.indexOf("<script data-consent-default"));
});

test("the banner appears without taking focus, is accessible, and Accept all grants, stores and re-applies", async ({ page }) => {
  await visitUntilPageView(page, "/");
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((element) => element.contains(document.activeElement))).toBe(false);
  const axe = await new AxeBuilder({ page }).include("[data-consent-banner]").analyze();
  expect(axe.violations).toEqual([]);

  const before = (await dataLayer(page)).length;
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await dataLayer(page)).slice(before)).toEqual([
    { command: ["consent", "update", GRANTED] },
    { event: "SWC consent update", consent_choice: "accept_all", ...GRANTED, page_view_pending: true },
  ]);
  const cookie = await storedConsentCookie(page, "v1-gggg");
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(179 * 86400);

  // Next load: the choice is the default, before anything else; no banner.
  await visit(page, "/services");
  expect((await dataLayer(page))[0]).toEqual({ command: ["consent", "default", GRANTED] });
  await page.waitForTimeout(300);
  await expect(banner(page)).toHaveCount(0);
});

test("the banner is in the served page: a first visit sees it before any script runs, a returning visitor never does", async ({ page, context, baseURL }) => {
  // No late code ever arrives: the banner is part of the HTML, so it paints with the page.
  await holdLateCode(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await expect(banner(page)).toBeVisible();
  // A stored choice: the head script hides it before the first paint.
  await context.addCookies([{ name: "swc_consent", value: "v1-dddd", url: baseURL ?? "http://127.0.0.1" }]);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-consent-stored"))).toBe(true);
});

test("a choice made at first paint, before the form's island has loaded, is recorded at once and exactly once, and the island keeps it", async ({ page }) => {
  const releaseLateCode = await holdLateCode(page);
  await page.goto("/contact", { waitUntil: "commit" });
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  await expect(banner(page)).toBeHidden();
  const recorded = [
    { command: ["consent", "update", DENIED] },
    { event: "SWC consent update", consent_choice: "reject_all", ...DENIED, page_view_pending: false },
  ];
  expect(consentRecords(await dataLayer(page))).toEqual(recorded);
  await storedConsentCookie(page, "v1-dddd");

  releaseLateCode();
  await expect(page.locator('[data-island="lead-form"]')).toHaveAttribute("data-hydrated", "true");
  await expect(banner(page)).toBeHidden();
  expect(consentRecords(await dataLayer(page))).toEqual(recorded);
});

test("with JavaScript off there is no banner: no tag can run, so there is nothing to consent to", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await expect(banner(page)).toBeHidden();
  await context.close();
});

test("Reject all denies, stores and re-applies without waiting", async ({ page }) => {
  await visitUntilPageView(page, "/");
  const before = (await dataLayer(page)).length;
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  expect((await dataLayer(page)).slice(before)).toEqual([
    { command: ["consent", "update", DENIED] },
    { event: "SWC consent update", consent_choice: "reject_all", ...DENIED, page_view_pending: false },
  ]);
  await storedConsentCookie(page, "v1-dddd");
  await page.reload();
  expect((await dataLayer(page))[0]).toEqual({ command: ["consent", "default", DENIED] });
  await expect(banner(page)).toHaveCount(0);
});

test("Customize grants single purposes; the footer's Cookie settings reopens the banner with the stored choice", async ({ page }) => {
  await visitUntilPageView(page, "/");
  await customize(page).click();
  await expect(banner(page).getByRole("checkbox", { name: /Analytics/ })).toBeFocused();
  await banner(page).getByRole("checkbox", { name: /Analytics/ }).check();
  const before = (await dataLayer(page)).length;
  await banner(page).getByRole("button", { name: "Save my choices" }).click();
  const analyticsOnly = { ...DENIED, analytics_storage: "granted" };
  expect((await dataLayer(page)).slice(before)).toEqual([
    { command: ["consent", "update", analyticsOnly] },
    { event: "SWC consent update", consent_choice: "custom", ...analyticsOnly, page_view_pending: true },
  ]);
  await storedConsentCookie(page, "v1-gddd");

  await visit(page, "/about");
  expect((await dataLayer(page))[0]).toEqual({ command: ["consent", "default", analyticsOnly] });
  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await settings.click();
  await expect(banner(page)).toBeFocused();
  await customize(page).click();
  await expect(banner(page).getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
  await expect(banner(page).getByRole("checkbox", { name: /Advertising measurement/ })).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Customize shows its options with "Save my choices" in view at once, and no option hides under it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/");
    await customize(page).click();
    const save = banner(page).getByRole("button", { name: "Save my choices" });
    await expect(save).toBeInViewport({ ratio: 1 });
    // in view as the options open: nothing had to scroll
    expect(await banner(page).evaluate((region) => region.scrollTop)).toBe(0);
    // the options make the banner taller than this screen: it scrolls, with the button pinned to its bottom
    expect(await banner(page).evaluate((region) => region.scrollHeight > region.clientHeight)).toBe(true);
    const boxes = banner(page).getByRole("checkbox");
    const last = boxes.last();
    // focus scrolls the last option into view above the pinned button, not under it
    await last.focus();
    const [option, button] = [await last.boundingBox(), await save.boundingBox()];
    expect(option!.y + option!.height).toBeLessThanOrEqual(button!.y);
    await expect(save).toBeInViewport({ ratio: 1 });
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the banner causes no layout shift and leaves the page usable (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The web font (font-display: optional) is used only when it arrives before the first paint,
    // which varies under load, and it sets the banner's size: blocked, the banner is the same on every run.
    await page.route(/\.woff2?$/, (route) => route.abort());
    // Each shift without recent input, with what moved: a failure names the cause.
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
            const name = node instanceof Element ? `${node.localName}${node.id ? "#" + node.id : ""}` : String(node?.nodeName);
            return `${name} ${a.y},${a.height} -> ${b.y},${b.height}`;
          });
          w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    await customize(page).click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    // Non-modal: the page behind still works while the banner shows. (With its options open on a
    // phone the banner takes the screen, scrolling inside it: the visitor is choosing then.)
    await visit(page, "/");
    await expect(banner(page)).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Technologies", exact: true }).click();
    await expect(page).toHaveURL(/\/services#technologies$/);
    await expect(banner(page)).toBeVisible();
  });
}

const GOOGLE_TAG_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;

/** True when the build under test was made with GATSBY_GTM_ID set. */
async function builtWithGtm(page: Page) {
  const response = await page.request.get("/");
  return (await response.text()).includes("googletagmanager.com/gtm.js");
}

test("without GATSBY_GTM_ID no Google tag is requested, yet dataLayer receives every push", async ({ page }) => {
  test.skip(await builtWithGtm(page), "this build has a GTM container");
  const googleRequests: string[] = [];
  page.on("request", (request) => {
    if (GOOGLE_TAG_HOSTS.test(request.url())) googleRequests.push(request.url());
  });
  await visit(page, "/");
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Technologies", exact: true }).click();
  await expect(page).toHaveURL(/\/services#technologies$/);
  await waitForPageViews(page, 1);
  await visit(page, "/technology/google-marketing-platform/analytics-360");
  await page.waitForTimeout(500);
  expect(googleRequests).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll("script[src*='googletagmanager'], noscript iframe").length)).toBe(0);
  expect((await pageViews(page)).length).toBe(1);
});

/**
 * With a container id. On a build made with GATSBY_GTM_ID (e.g.
 * `GATSBY_GTM_ID=GTM-TEST123 npm run test:e2e tests/e2e/consent.spec.ts`) the
 * page is served as built. On the default build (no container) the page's
 * consent script is replaced by what Gatsby renders with the id: the GTM
 * plugin's real snippet, ordered by the site's real onPreRenderHTML (checked
 * against Gatsby's call order in consent-head.test.tsx). Either way Google's
 * script is replaced by a fake that records what GTM sees when it starts.
 */
test("with a GTM container: the consent default is queued before GTM starts, and GTM sees the site's events", async ({ page }) => {
  const containerId = "GTM-TEST123";

  const gtmRequests: string[] = [];
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtm\.js/, (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({
      contentType: "application/javascript",
      body: `(function(){
        var copy = function (entry) {
          return Object.prototype.toString.call(entry) === "[object Arguments]" ? { command: Array.prototype.slice.call(entry) } : entry;
        };
        window.__gtmSawAtStart = JSON.parse(JSON.stringify(window.dataLayer.map(copy)));
        window.google_tag_manager = { fake: true };
      })();`,
    });
  });
  const asBuilt = await builtWithGtm(page);
  await page.route(/\/services\/?$/, async (route) => {
    if (asBuilt) return route.fallback();
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain(CONSENT_TAG);
    return route.fulfill({ response, ...withGtmSnippet(html, response.headers(), containerId) });
  });

  await visit(page, "/services");
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmSawAtStart?: unknown[] }).__gtmSawAtStart?.length ?? 0)).toBeGreaterThan(0);
  expect(gtmRequests).toHaveLength(1);
  if (!asBuilt) expect(gtmRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${containerId}`]);

  const sawAtStart = await page.evaluate(() => (window as unknown as { __gtmSawAtStart: Record<string, unknown>[] }).__gtmSawAtStart);
  expect(sawAtStart[0]).toEqual({ command: ["consent", "default", { ...DENIED, wait_for_update: 500 }] });
  expect(sawAtStart[1]).toEqual({ command: ["set", "ads_data_redaction", true] });
  expect(sawAtStart.findIndex((entry) => entry.event === "gtm.js")).toBe(2);

  // The site keeps pushing into the same queue GTM reads.
  await waitForPageViews(page, 1);
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  const entries = await dataLayer(page);
  expect(entries.at(-1)).toEqual({ event: "SWC consent update", consent_choice: "reject_all", ...DENIED, page_view_pending: false });
});

test("withdrawing consent deletes the cookies Google's tags set, on the host and on the site's domain: _ga* with analytics, _gcl_* with ad_storage", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  // The site on a host with a parent domain, as www.swc.co.il is (Chromium resolves *.localhost to this machine).
  const site = new URL(baseURL!);
  site.hostname = "www.swc.localhost";
  await page.route((url) => url.hostname === site.hostname, (route) => route.continue());
  const cookie = (name: string, domain: string) => ({ name, value: "GA1.1.123.456", domain, path: "/" });
  const tagCookies = [
    // GA's cookie domain "auto": the registrable domain, readable from every subdomain.
    cookie("_ga", ".swc.localhost"),
    cookie("_ga_ABC123", ".swc.localhost"),
    cookie("_gcl_au", ".swc.localhost"),
    // and host-only ones, as a tag configured for the host sets them
    cookie("_ga", site.hostname),
    cookie("_gcl_aw", site.hostname),
  ];
  await context.addCookies([{ name: "swc_consent", value: "v1-gggg", url: site.origin }, ...tagCookies]);
  const left = async () =>
    (await context.cookies(site.origin))
      .filter((entry) => entry.name.startsWith("_g"))
      .map((entry) => `${entry.name}@${entry.domain}`)
      .sort();
  expect(await left()).toEqual(["_ga@.swc.localhost", "_ga@www.swc.localhost", "_ga_ABC123@.swc.localhost", "_gcl_au@.swc.localhost", "_gcl_aw@www.swc.localhost"]);

  await page.goto(`${site.origin}/about`);
  await waitForPageViews(page, 1);
  // Advertising withdrawn, analytics kept: the ad cookies go.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await customize(page).click();
  await banner(page).getByRole("checkbox", { name: /Advertising measurement/ }).uncheck();
  await banner(page).getByRole("checkbox", { name: /Personalized advertising/ }).uncheck();
  await banner(page).getByRole("button", { name: "Save my choices" }).click();
  await expect.poll(left).toEqual(["_ga@.swc.localhost", "_ga@www.swc.localhost", "_ga_ABC123@.swc.localhost"]);
  // Then analytics: nothing of the tags stays.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  await expect.poll(left).toEqual([]);
  expect((await context.cookies(site.origin)).find((entry) => entry.name === "swc_consent")?.value).toBe("v1-dddd");
});
