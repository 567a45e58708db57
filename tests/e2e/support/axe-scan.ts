import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, visit, renderDeferredBlocks } from "../fixtures";

/**
 * Loads `path` and asserts axe finds no WCAG 2.1 AA violation, each named by
 * rule and targets. Reduced motion ends the fade-ins at once, so contrast is
 * measured on the settled page; the off-screen blocks are rendered first.
 * axe over a whole page takes seconds on a busy 2-core machine: the test
 * calling it gets triple time.
 */
export async function expectNoWcag21Violations(page: Page, path: string) {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, path);
  await renderDeferredBlocks(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}
