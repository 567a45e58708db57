import { test, expect, visit } from "./fixtures";
import { recordTabPushes, tabEvents } from "./analytics-support";
import type { Page } from "@playwright/test";

/** The services and technologies overview (/services). */

/** Events of one name pushed on the tab's pages: a followed link starts a new page (recordTabPushes). */
const dataLayerEvents = tabEvents;

test.beforeEach(async ({ page }) => {
  await recordTabPushes(page);
});

/** The eight technology pages the tiles link to (/technology/analytics-360 … /technology/mixpanel), sorted. */
const TILE_LINKS = [
  "/technology/ab-tasty",
  "/technology/google-cloud/bigquery",
  "/technology/google-cloud/looker-studio",
  "/technology/google-marketing-platform/analytics-360",
  "/technology/google-marketing-platform/campaign-manager-360",
  "/technology/google-marketing-platform/dv360",
  "/technology/google-marketing-platform/search-ads-360",
  "/technology/mixpanel",
];

/** Columns of a card grid: the cards of its first row (a short last row is centred, so lefts would not tell). */
const columns = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => {
    const tops = [...node.children].map((child) => Math.round(child.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });

/** At 1280 px a grid takes the most columns, up to four, that fill its rows (8 cards: 4; 6 cards: 3); at 390 px one. */
const wideColumns = (cards: number) => [4, 3, 2].find((columns) => cards % columns === 0) ?? 4;

for (const viewport of [
  { width: 1280, height: 800, columnsOf: wideColumns },
  { width: 390, height: 844, columnsOf: () => 1 },
]) {
  test.describe(`/services at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("has the title, the three anchored sections and the closing call to action", async ({ page }) => {
      await visit(page, "/services");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Solutions & Technologies");
      await expect(page.locator("#technologies h2")).toHaveText("Technologies");
      await expect(page.locator("#technologies")).toContainText("Enterprise-grade platforms for marketing and product analytics");
      await expect(page.locator("#marketing-services h2")).toHaveText("Services for Marketing Managers");
      await expect(page.locator("#product-services h2")).toHaveText("Services for Product Managers");
      await expect(page.getByRole("heading", { name: "Ready to Get Started?" })).toBeVisible();
      const cta = page.locator("section", { has: page.getByRole("heading", { name: "Ready to Get Started?" }) }).getByRole("link");
      await expect(cta).toHaveAttribute("href", "/contact");
      for (const grid of ["#technologies ul", "#marketing-services ul", "#product-services ul"]) {
        const cards = await page.locator(`${grid} > li`).count();
        expect(cards).toBeGreaterThan(1);
        expect(await columns(page, grid), grid).toBe(viewport.columnsOf(cards));
      }
    });

    test("technology tiles show logo, name and 'Learn More', with a 'Technology' tag on hover", async ({ page }) => {
      await visit(page, "/services");
      const tiles = page.locator("#technologies li > a");
      expect((await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).sort()).toEqual(TILE_LINKS);
      // every tile has its logo, drawn inline (a real drawing, no separate SVG document)
      await expect(tiles.locator("svg[data-logo]")).toHaveCount(TILE_LINKS.length);
      for (const logo of await tiles.locator("svg[data-logo]").all()) {
        expect(await logo.evaluate((node) => node.children.length)).toBeGreaterThan(0);
      }
      expect(await page.locator("#technologies img").count()).toBe(0);
      expect(await page.locator("#technologies a[href$='/bigquery'] svg[data-logo]").evaluate((node) => node.getBoundingClientRect().width)).toBe(64);
      const tile = page.locator("#technologies a[href='/technology/google-marketing-platform/analytics-360']");
      await expect(tile.locator("h3")).toHaveText("Analytics 360");
      await expect(tile).toContainText("Learn More");
      const logo = tile.locator("svg[data-logo]");
      // Analytics 360 (like BigQuery) is drawn larger than the other marks
      expect(await logo.evaluate((node) => node.getBoundingClientRect().width)).toBe(64);
      for (const other of await page.locator("#technologies a[data-logo-size='default'] svg[data-logo]").all()) {
        expect(await other.evaluate((node) => node.getBoundingClientRect().width)).toBe(48);
      }
      const tag = tile.locator("[data-type-tag]");
      await expect(tag).toHaveText("Technology");
      await expect(tag).toHaveCSS("opacity", "0");
      await tile.hover();
      await expect(tag).toHaveCSS("opacity", "1");
      await page.mouse.move(1, 1);
      await expect(tag).toHaveCSS("opacity", "0");
      // keyboard users see it too
      await tile.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(tag).toHaveCSS("opacity", "1");
    });

    test("service cards clamp the description, tag the audience on hover and track the section", async ({ page }) => {
      await visit(page, "/services");
      const card = page.locator("#marketing-services a[href='/services/marketing/google-analytics-services']");
      await expect(card.locator("h3")).toHaveText("Google Analytics Services");
      await expect(card).toContainText("Learn More");
      const description = card.locator("p");
      await expect(description).toHaveCSS("-webkit-line-clamp", "3");
      // the box itself stays three lines tall, so no fourth line peeks out below the ellipsis
      const { height, lineHeight } = await description.evaluate((node) => ({
        height: node.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(node).lineHeight),
      }));
      expect(height).toBeLessThanOrEqual(3 * lineHeight + 1);
      const tag = card.locator("[data-type-tag]");
      await expect(tag).toHaveText("Marketing");
      await expect(tag).toHaveCSS("opacity", "0");
      await card.hover();
      await expect(tag).toHaveCSS("opacity", "1");
      for (const productCard of await page.locator("#product-services a").all()) {
        await expect(productCard.locator("[data-type-tag]")).toHaveText("Product");
      }
      await expect(page.locator("#marketing-services a[data-service-type='product'], #product-services a[data-service-type='marketing']")).toHaveCount(0);

      await card.click();
      await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
      expect(await dataLayerEvents(page, "service_clicked")).toEqual([
        expect.objectContaining({ event_detail: "marketing", event_text: "Google Analytics Services", component_name: "Services for Marketing Managers" }),
      ]);
    });

    test("clicking a technology tile tracks it and opens the page at the top", async ({ page }) => {
      await visit(page, "/services");
      await page.locator("#technologies").scrollIntoViewIfNeeded();
      await page.locator("#technologies a[href='/technology/google-marketing-platform/analytics-360']").click();
      await expect(page).toHaveURL(/\/analytics-360$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await dataLayerEvents(page, "technology_clicked")).toEqual([
        expect.objectContaining({ event_detail: "overview", event_text: "Analytics 360", component_name: "Technologies" }),
      ]);
    });

    test("/services#product-services scrolls that section into view", async ({ page }) => {
      await visit(page, "/services#product-services");
      const top = () => page.locator("#product-services").evaluate((node) => Math.round(node.getBoundingClientRect().top));
      await expect.poll(top, { timeout: 5000 }).toBeLessThan(120);
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    });
  });
}
