import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { TEMPLATES } from "../../scripts/lib/templates.mjs";

/**
 * A page keeps its height while the visitor scrolls it: the blocks rendered
 * late (content-visibility) are rendered by the page runtime once the page is
 * idle (src/page-runtime/lazy-render.ts), so scrolling from top to bottom and
 * back no longer grows the page under the visitor, "scroll to the end" ends at
 * the end and an in-page link lands on its section.
 */

const TOLERANCE_PX = 3;
/** Templates where "scroll to the end" right after load still stops short of the end. */
const END_LANDS_SHORT = ["/", "/case-studies", "/lp/ga4-ecommerce-audit"];

async function frames(page: Page, count = 2) {
  await page.evaluate((n) => new Promise<void>((resolve) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  }), count);
}

async function settled(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-lazy-rendered", "", { timeout: 15_000 });
  await frames(page);
}

const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

    for (const template of TEMPLATES) {
      test(`${template.label} (${template.path}): scrolling to the bottom and back changes the page's height by at most ${TOLERANCE_PX} px`, async ({ page }, testInfo) => {
        await visit(page, template.path);
        const atLoad = await height(page);
        await settled(page);
        const start = await height(page);
        testInfo.annotations.push({ type: "height", description: `${atLoad} px at load, ${start} px once rendered` });
        const seen = [start];
        const viewport = 800;
        for (let y = 0; y <= (await height(page)); y += viewport / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await frames(page);
          seen.push(await height(page));
        }
        for (let y = await height(page); y >= 0; y -= viewport) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await frames(page);
          seen.push(await height(page));
        }
        expect(Math.max(...seen) - Math.min(...seen), `heights seen: ${[...new Set(seen)].join(", ")}`).toBeLessThanOrEqual(TOLERANCE_PX);
      });

      test(`${template.label} (${template.path}): "scroll to the end" right after load ends at the end, and in-page links land on their section`, async ({ page }) => {
        // Known: End pressed before the runtime has rendered every late block stops short on these
        // templates (their late sections' estimated heights are far below their real ones).
        test.fixme(END_LANDS_SHORT.includes(template.path), "End right after load stops short until the late sections' estimates match their heights");
        await visit(page, template.path);
        await page.keyboard.press("End");
        await settled(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight))).toBeLessThanOrEqual(TOLERANCE_PX);

        const links = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="#"]')]
            .map((link) => link.getAttribute("href")!)
            .filter((href, index, all) => href.length > 1 && all.indexOf(href) === index && document.getElementById(decodeURIComponent(href.slice(1))) !== null),
        );
        for (const href of links.slice(0, 4)) {
          // each link clicked on a fresh page, right after load: blocks above its section may not be rendered yet
          await visit(page, template.path);
          const link = page.locator(`main a[href="${href}"]`).filter({ visible: true }).first();
          if ((await link.count()) === 0) continue;
          await link.click();
          await settled(page);
          await expect
            .poll(() =>
              page.evaluate((id) => {
                const target = document.getElementById(id)!;
                const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
                const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
                const offset = target.getBoundingClientRect().top - margin;
                return atBottom && offset > 0 ? 0 : Math.round(Math.abs(offset));
              }, decodeURIComponent(href.slice(1))),
              { message: `${href} lands on its section` },
            )
            .toBeLessThanOrEqual(TOLERANCE_PX);
        }
      });
    }
  });
}
