import { test, expect, visit, menuSection, menuToggle, pushesNamed, siteMenu } from "./fixtures";
import {
  clickAndExpectEvents,
  clickGetInTouchLinks,
  dataLayer,
  expectNewEvents,
  instrumentDataLayer,
  mark,
  pageView,
  pageViews,
  siteEvent,
  stayOnPageForExternalLinks,
  waitForPageViews,
} from "./analytics-support";

/**
 * Every click and form event of the measurement plan asserted as the exact object pushed to
 * window.dataLayer in Chromium. Consent Mode lives in consent.spec.ts.
 * Pages: only those on main are used; selectors follow docs/analytics.md.
 */

test.beforeEach(async ({ page }) => {
  await instrumentDataLayer(page);
});

test.describe("page_view", () => {
  test("first load: one view, 50 ms after the route update, with page_path and the three categories", async ({ page }) => {
    await visit(page, "/services/marketing/google-analytics-services");
    await waitForPageViews(page, 1);
    await page.waitForTimeout(400);
    expect(await pageViews(page)).toEqual([
      pageView("/services/marketing/google-analytics-services", ["services", "marketing", "google-analytics-services"]),
    ]);
  });

  test("every page shown is one view, ≥ 50 ms after it loaded; a hash-only change is not a view; Back is a view", async ({ page, dataLayerRecord }) => {
    const views = () => pushesNamed(dataLayerRecord, "page_view").map((view) => view.page_path);
    await visit(page, "/");
    await expect.poll(views).toEqual(["/"]);
    expect((await pageViews(page))[0]).toEqual(pageView("/", ["N/A", "N/A", "N/A"]));

    // Footer "Technologies" → /services#technologies: a new page.
    await page.getByRole("contentinfo").getByRole("link", { name: "Technologies", exact: true }).click();
    await expect(page).toHaveURL(/\/services#technologies$/);
    await expect.poll(views).toEqual(["/", "/services"]);
    const pushedAt = await page.evaluate(() => {
      const w = window as unknown as { dataLayer: { event?: string }[]; __pushTimes: number[] };
      return w.__pushTimes[w.dataLayer.map((entry) => entry.event).lastIndexOf("SWC page to GA")];
    });
    // Never before the 50 ms after the page started (the exact delay is unit-tested with fake timers).
    expect(pushedAt).toBeGreaterThanOrEqual(49);

    // Same page, other section: the URL changes, the page does not.
    await page.getByRole("contentinfo").getByRole("link", { name: "Product Services" }).click();
    await expect(page).toHaveURL(/\/services#product-services$/);

    // Home via the header logo, then browser back: each a view.
    await page.getByRole("banner").getByRole("link", { name: "SWC home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(views).toEqual(["/", "/services", "/"]);
    await page.goBack();
    await expect(page).toHaveURL(/#product-services$/);
    await expect.poll(views).toEqual(["/", "/services", "/", "/services"]);
    await page.waitForTimeout(400);
    expect(views()).toEqual(["/", "/services", "/", "/services"]);
    expect((await pageViews(page)).at(-1)).toEqual(pageView("/services", ["services", "N/A", "N/A"]));
  });

  test("an unknown case id that redirects to /404 counts one view, for /404", async ({ page }) => {
    await visit(page, "/case-study/no-such-client");
    await expect(page).toHaveURL(/\/404$/);
    await page.waitForTimeout(500);
    const views = await pageViews(page);
    // The bad path itself is never counted: the only view is the one of /404.
    expect(views).toEqual([pageView("/404", ["404", "N/A", "N/A"])]);
  });
});

test.describe("navigation", () => {
  test("desktop header menu and dropdown links", async ({ page }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");

    let since = await mark(page);
    await menuSection(header, "Services").click();
    await header.getByRole("link", { name: "Google Analytics Services" }).click();
    await expect(page).toHaveURL(/google-analytics-services$/);
    await expectNewEvents(page, since, [siteEvent({ event_name: "navigation", event_text: "Google Analytics Services", component_name: "header menu" })]);

    since = await mark(page);
    await menuSection(header, "Technology").click();
    await header.getByRole("link", { name: "Analytics 360" }).click();
    await expect(page).toHaveURL(/analytics-360$/);
    await expectNewEvents(page, since, [siteEvent({ event_name: "navigation", event_text: "Analytics 360", component_name: "header menu" })]);
  });

  test("mobile menu links are header menu too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    const since = await mark(page);
    await menuToggle(page).click();
    await menuSection(siteMenu(page), "Technology").click();
    await siteMenu(page).getByRole("link", { name: "BigQuery & Google Cloud" }).click();
    await expect(page).toHaveURL(/bigquery$/);
    await expectNewEvents(page, since, [siteEvent({ event_name: "navigation", event_text: "BigQuery & Google Cloud", component_name: "header menu" })]);
  });

  test("footer links are footer menu", async ({ page }) => {
    await visit(page, "/");
    await clickAndExpectEvents(page, page.getByRole("contentinfo").getByRole("link", { name: "Technologies", exact: true }), /\/services#technologies$/, [
      siteEvent({ event_name: "navigation", event_text: "Technologies", component_name: "footer menu" }),
    ]);
  });

  test("skips Let's Talk and Begin Your Journey: they are lead clicks only", async ({ page }) => {
    await visit(page, "/");
    await clickAndExpectEvents(page, page.getByRole("banner").getByRole("link", { name: "Let's Talk" }), /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "N/A", event_text: "Let's Talk", component_name: "header" }),
    ]);

    await visit(page, "/technology/google-marketing-platform/analytics-360");
    await clickAndExpectEvents(page, page.getByRole("contentinfo").getByRole("link", { name: "Begin Your Journey" }), /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "technology", event_text: "Begin Your Journey", component_name: "footer" }),
    ]);
  });
});

test.describe("lead_click", () => {
  test("header Let's Talk on a marketing service page → marketing / header", async ({ page }) => {
    await visit(page, "/services/marketing/google-analytics-services");
    await clickAndExpectEvents(page, page.getByRole("banner").getByRole("link", { name: "Let's Talk" }), /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "marketing", event_text: "Let's Talk", component_name: "header" }),
    ]);
  });

  test("hero and closing call to action on a technology page → technology / hero, cta", async ({ page }) => {
    await visit(page, "/technology/google-marketing-platform/analytics-360");
    const heroLink = page.locator("[data-track-component='hero'] a[data-contact-link]");
    const heroText = (await heroLink.innerText()).trim();
    await clickAndExpectEvents(page, heroLink, /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "technology", event_text: heroText, component_name: "hero" }),
    ]);

    await visit(page, "/technology/google-marketing-platform/analytics-360");
    const ctaLink = page.locator("main a[data-track-component='cta'], main [data-track-component='cta'] a").last();
    // Off screen the closing section is not rendered yet (.lazy-render), so it has no innerText:
    // scroll to it as a visitor would and wait for the browser to render it.
    await ctaLink.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await ctaLink.innerText()).trim()).not.toBe("");
    const ctaText = (await ctaLink.innerText()).trim();
    const since = await mark(page);
    await ctaLink.click();
    await expectNewEvents(page, since, [siteEvent({ event_name: "lead_click", event_detail: "technology", event_text: ctaText, component_name: "cta" })]);
  });

  test("Start Your Success Story on a case study → case-studies", async ({ page }) => {
    await visit(page, "/case-study/etoro");
    await clickAndExpectEvents(page, page.getByRole("link", { name: "Start Your Success Story" }), /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "case-studies", event_text: "Start Your Success Story", component_name: "cta" }),
    ]);
  });

  test("mobile menu Let's Talk → header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/services/product/mixpanel");
    const since = await mark(page);
    await menuToggle(page).click();
    await siteMenu(page).getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectNewEvents(page, since, [siteEvent({ event_name: "lead_click", event_detail: "product", event_text: "Let's Talk", component_name: "header" })]);
  });
});

test.describe("get_in_touch", () => {
  test("footer e-mail and LinkedIn links", async ({ page }) => {
    await visit(page, "/");
    await stayOnPageForExternalLinks(page);
    const footer = page.getByRole("contentinfo");
    await clickGetInTouchLinks(page, { email: footer.locator("a[data-get-in-touch='email']"), linkedin: footer.locator("a[data-get-in-touch='linkedin']") }, "footer");
  });
});

test("no event object carries anything but the documented fields", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Technologies", exact: true }).click();
  await expect(page).toHaveURL(/\/services#technologies$/);
  await waitForPageViews(page, 1);
  for (const entry of await dataLayer(page)) {
    if (entry.event === "SWC event to GA") {
      expect(Object.keys(entry).sort()).toEqual(["component_name", "event", "event_detail", "event_name", "event_text"]);
    }
    if (entry.event === "SWC page to GA") {
      expect(Object.keys(entry).sort()).toEqual([
        "component_name",
        "event",
        "event_detail",
        "event_name",
        "event_text",
        "page_category_1",
        "page_category_2",
        "page_category_3",
        "page_path",
      ]);
    }
  }
});
