import type { Page } from "@playwright/test";
import { test, expect, visit, renderDeferredBlocks, menuToggle } from "./fixtures";
import { TEMPLATES } from "../../scripts/lib/templates.mjs";
import { ENLARGED_TEXT_PX } from "../../src/lib/accessibility-checks";

/**
 * Text-only zoom: a visitor who sets the browser's default font size to 200 %
 * (ENLARGED_TEXT_PX, 32 px; Chromium's "Font size" setting, which Playwright reaches through
 * DevTools' Page.setFontSizes) on a 1280 px screen. The layout's breakpoints
 * are in em, which media queries read from that setting, so the page lays out
 * as it does on a screen half as wide: the header shows its menu button, no
 * row runs off the screen, and no title is cut off.
 */

async function enlargeText(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Page.enable");
  await devtools.send("Page.setFontSizes", { fontSizes: { standard: ENLARGED_TEXT_PX, fixed: (ENLARGED_TEXT_PX * 13) / 16 } });
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the browser's default font size reaches the page: the root font is 32 px", async ({ page }) => {
  await enlargeText(page);
  await visit(page, "/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${ENLARGED_TEXT_PX}px`);
});

for (const template of TEMPLATES) {
  test(`${template.label} (${template.path}) at 200 % text: the header fits with its menu button, nothing runs off the screen, no title is clipped`, async ({ page }) => {
    await enlargeText(page);
    await visit(page, template.path);
    await renderDeferredBlocks(page);
    if (!template.noMenu) {
      await expect(menuToggle(page)).toBeVisible();
      // the desktop row of links is folded into the closed menu panel
      await expect(page.locator("header nav a").filter({ visible: true })).toHaveCount(0);
    }
    const header = await page.locator("header").first().boundingBox();
    expect(header!.width).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const clipped = await page.evaluate(() => {
      const isClipping = (element: Element) => {
        const style = getComputedStyle(element);
        return style.overflowX !== "visible" || style.overflowY !== "visible";
      };
      return [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4")]
        .filter((title) => title.getClientRects().length > 0 && title.closest("[hidden], [popover]:not(:popover-open)") === null)
        .flatMap((title) => {
          const box = title.getBoundingClientRect();
          const problems: string[] = [];
          if (title.scrollWidth > title.clientWidth + 1 || (isClipping(title) && title.scrollHeight > title.clientHeight + 1)) problems.push("overflows itself");
          for (let parent = title.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            if (!isClipping(parent)) continue;
            const frame = parent.getBoundingClientRect();
            if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
              problems.push(`cut by ${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 3).join(".")}`);
              break;
            }
          }
          return problems.map((problem) => `"${title.textContent?.trim().slice(0, 60)}": ${problem}`);
        });
    });
    expect(clipped).toEqual([]);
  });
}
