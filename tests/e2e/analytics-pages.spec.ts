import { test, expect, visit } from "./fixtures";
import { expectNewEvents, instrumentDataLayer, mark, newEvents, siteEvent, stayOnPageForExternalLinks } from "./analytics-support";

/**
 * Issue 5: the events page components send with track() (home, /services,
 * landing pages, case studies, contact), each asserted as the exact object
 * pushed to window.dataLayer in Chromium. Selectors are the visible texts and
 * landmarks the pages render (docs/analytics.md describes where each fires).
 */

test.beforeEach(async ({ page }) => {
  await instrumentDataLayer(page);
});

test.describe("service_clicked", () => {
  test("Related Services card on a technology page: service type, title, 'Related Services'", async ({ page }) => {
    await visit(page, "/technology/google-marketing-platform/analytics-360");
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related Services", exact: true }) });
    let since = await mark(page);
    await related.getByRole("link", { name: /Tailored Analytics Products/ }).click();
    await expect(page).toHaveURL(/\/services\/product\/data-products$/);
    await expectNewEvents(page, since, [
      siteEvent({ event_name: "service_clicked", event_detail: "product", event_text: "Tailored Analytics Products", component_name: "Related Services" }),
    ]);

    // A related card that is not a service (a workshop) sends nothing.
    await visit(page, "/technology/google-marketing-platform/analytics-360");
    since = await mark(page);
    await page
      .locator("section", { has: page.getByRole("heading", { name: "Related Services", exact: true }) })
      .getByRole("link", { name: /Google Analytics Workshop/ })
      .click();
    await expect(page).toHaveURL(/\/workshops/);
    await page.waitForTimeout(300);
    expect(await newEvents(page, since)).toEqual([]);
  });
});
