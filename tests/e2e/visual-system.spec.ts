import { test, expect, visit, renderDeferredBlocks } from "./fixtures";
import { builtRoutes, oneRoutePerTemplate } from "./support/built-site";

/**
 * What a visitor sees of the site's one visual system: no text cut off with
 * "…" (copy in content/ is written to fit its clamp, which stays as a safety),
 * /services grids whose rows are full (tests/e2e/card-grids.spec.ts: every list fills or centres its last row), one "Learn More" style.
 */
const templates = oneRoutePerTemplate(builtRoutes());

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of templates) {
      test(`${route}: no text is cut off by an ellipsis`, async ({ page }) => {
        await visit(page, route);
        await renderDeferredBlocks(page);
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
            .filter((el) => {
              const style = getComputedStyle(el);
              const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "";
              return (clamped || style.textOverflow === "ellipsis") && el.offsetParent !== null;
            })
            .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent?.trim()),
        );
        expect(cut).toEqual([]);
      });
    }
  });
}

test.describe("card grids", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/services: each grid's column count fills every row (8 tiles in 4 columns, 6 cards in 3), cards of one width", async ({ page }) => {
    await visit(page, "/services");
    await renderDeferredBlocks(page);
    for (const [selector, columns] of [["#technologies ul", 4], ["#marketing-services ul", 3], ["#product-services ul", 3]] as const) {
      const rows = await page.locator(selector).evaluate((grid) => {
        const byTop = new Map<number, DOMRect[]>();
        for (const child of grid.children) {
          const box = child.getBoundingClientRect();
          byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
        }
        return [...byTop.values()].map((boxes) => ({ count: boxes.length, width: boxes[0].width }));
      });
      expect(rows.map((row) => row.count), selector).toEqual(rows.map(() => columns));
      for (const row of rows) expect(Math.abs(row.width - rows[0].width), selector).toBeLessThanOrEqual(1);
    }
  });

  test("every 'Learn More' on home and /services has the same colour", async ({ page }) => {
    const colours = new Set<string>();
    for (const route of ["/", "/services", "/technology/google-marketing-platform/analytics-360"]) {
      await visit(page, route);
      await renderDeferredBlocks(page);
      const found = await page
        .locator("main a span", { hasText: /^Learn More\s*$/ })
        .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
      expect(found.length, route).toBeGreaterThan(0);
      for (const colour of found) colours.add(colour);
    }
    expect([...colours]).toHaveLength(1);
  });
});
