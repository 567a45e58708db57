import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, visit, renderDeferredBlocks, menuSection, menuToggle, siteMenu } from "./fixtures";
import { builtRoutes, UNKNOWN_PATH } from "./support/built-site";
import { AXE_STRUCTURE_RULES, AXE_VIEWPORTS, AXE_WCAG_TAGS } from "../../src/lib/accessibility-checks";

/**
 * WCAG 2.2 AA across the whole built site: axe on every route at a phone and
 * a desktop width, plus the behaviours axe cannot see (skip link, focus after
 * navigation, visible focus, reduced motion).
 */
// The tags, rules and widths are the accessibility statement's own list (src/lib/accessibility-checks.ts).
const WCAG_TAGS: string[] = [...AXE_WCAG_TAGS];
const STRUCTURE_RULES: readonly string[] = AXE_STRUCTURE_RULES;
const VIEWPORTS = AXE_VIEWPORTS.map((viewport) => ({ ...viewport }));
const routes = builtRoutes();

/** Finite animations (fade-ins) end before axe measures contrast; the logo marquee runs forever. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: WCAG_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id));
  const skipped = STRUCTURE_RULES.filter((rule) => !ran.has(rule));
  if (skipped.length) throw new Error(`axe did not run ${skipped.join(", ")}`);
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  }));
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of [...routes, UNKNOWN_PATH]) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        // one axe scan of a full page can take most of the default 30 s on a busy 2-core machine
        test.slow();
        await visit(page, route);
        await renderDeferredBlocks(page);
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("open menus", () => {
  test("desktop dropdowns have no violations", async ({ page }) => {
    // axe runs twice on the home page: room for a busy machine.
    test.setTimeout(90_000);
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Services", "Technology"]) {
      await menuSection(nav, name).click();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  test("mobile menu with a section open has no violations", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await menuToggle(page).click();
    await menuSection(siteMenu(page), "Services").click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the skip link is the first Tab stop, visible, and moves focus into main", async ({ page }) => {
  await visit(page, routes.find((r) => r.startsWith("/technology/")) ?? "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
  await page.keyboard.press("Enter");
  // Focus is now in main: the next Tab stop is the page's first control, not the header's logo.
  await expect.poll(() => page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});

test("after following a link the new page starts at the top: focus on the document, the skip link the first Tab stop", async ({ page }) => {
  await visit(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await menuSection(nav, "Services").click();
  await nav.getByRole("link", { name: "Google Analytics Services" }).click();
  await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
  await expect(page.locator("main h1")).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", "#main");
});

test("the first load leaves focus on the document", async ({ page }) => {
  await visit(page, "/");
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test("every Tab stop shows a visible focus indicator", async ({ page }) => {
  test.setTimeout(30_000 + routes.length * 4_000);
  const problems: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    for (let stop = 0; stop < 30; stop++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          label: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
          // an outline, which no shadow or transform hides (a box shadow alone would be replaced by a card's own)
          ring: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
          visible: box.width > 0 && box.height > 0 && style.visibility !== "hidden",
        };
      });
      if (!focus) break;
      if (!focus.ring) problems.push(`${route}: ${focus.label} has no focus ring`);
      if (!focus.visible) problems.push(`${route}: ${focus.label} takes focus while invisible`);
    }
  }
  expect(problems).toEqual([]);
});

test("prefers-reduced-motion: no animation runs longer than a frame", async ({ page }) => {
  test.setTimeout(30_000 + routes.length * 2_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const moving: string[] = [];
  for (const route of routes) {
    await visit(page, route);
    await renderDeferredBlocks(page);
    const long = await page.evaluate(() =>
      document
        .getAnimations()
        .map((a) => ({ timing: a.effect!.getComputedTiming(), name: (a as CSSAnimation).animationName ?? "transition" }))
        .filter(({ timing }) => timing.iterations === Infinity || Number(timing.duration) > 1 || Number(timing.delay) > 0)
        .map(({ name }) => name),
    );
    if (long.length) moving.push(`${route}: ${[...new Set(long)].join(", ")}`);
  }
  expect(moving).toEqual([]);
});
