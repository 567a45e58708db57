import { test, expect, visit } from "./fixtures";
import { expectNoWcag21Violations } from "./support/axe-scan";
import { builtRoutes, oneRoutePerTemplate, UNKNOWN_PATH } from "./support/built-site";

/**
 * The site follows the visitor's colour scheme with CSS alone
 * (src/styles/global.css): WCAG AA in the dark scheme on every template
 * (a11y.spec.ts scans every page in the light one), and a first paint that is
 * already dark, with no flash of the light page.
 */
const templates = [...oneRoutePerTemplate(builtRoutes()), UNKNOWN_PATH];

/** Relative luminance of a computed "rgb(r, g, b)" colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test.describe("dark scheme", () => {
  test.use({ colorScheme: "dark" });

  for (const width of [390, 1280]) {
    for (const route of templates) {
      test(`${route} at ${width} px has no WCAG 2.1 AA violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await expectNoWcag21Violations(page, route);
      });
    }
  }

  test("the first paint is dark: the scheme is in the inline stylesheet, before the body", async ({ page }) => {
    // Nothing but the HTML arrives: whatever paints first paints from the page alone.
    await page.route(/\.(png|avif|webp|svg|js|css)(\?|$)/, (route) => route.abort());
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.documentElement).backgroundColor,
      text: getComputedStyle(document.documentElement).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(luminance(colours.page), colours.page).toBeLessThan(0.05);
    expect(luminance(colours.text), colours.text).toBeGreaterThan(0.6);
    expect(colours.scheme).toBe("dark");
  });

  test("the footer and closing calls to action stay dark panels with light text", async ({ page }) => {
    await visit(page, "/");
    const footer = await page.locator("footer").evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(luminance(footer)).toBeLessThan(0.05);
  });
});

test.describe("light scheme", () => {
  test.use({ colorScheme: "light" });

  test("pages stay light for a visitor who asks for light", async ({ page }) => {
    await visit(page, "/");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });
});
