import { test, expect, visit, pushesNamed } from "./fixtures";
import { FORM_PAGES, captchaBox, fill, forwardFunctionCalls, leadForm, leadsFrom, uniqueEmail, type Variant } from "./support/lead-form";
import { SPECULATION_RULES } from "../../src/lib/speculation-rules";

/**
 * Pages are HTML with the inline page runtime; React runs only in the lead
 * form's island, and navigation is the browser's (prerendered on intent).
 */

test.describe("the lead form's island", () => {
  for (const variant of ["about", "dv360", "waitlist"] as const satisfies readonly Variant[]) {
    test(`${variant}: hydrates alone when the visitor heads for it, keeps what was typed, and sends a lead`, async ({ page }) => {
      await forwardFunctionCalls(page);
      await visit(page, FORM_PAGES[variant]);
      const island = page.locator('[data-island="lead-form"]');
      await expect(island).toHaveCount(1);
      const form = leadForm(page, variant);
      await form.getByLabel("Your Name").fill("Dana Levi");
      await expect(island).toHaveAttribute("data-hydrated", "true");
      await expect(form.getByLabel("Your Name")).toHaveValue("Dana Levi");
      const email = uniqueEmail(`island-${variant}`);
      await fill(form, variant, { name: "Dana Levi", email, message: "An island that works." });
      await captchaBox(form).click();
      await form.getByRole("button", { name: /Send Message|Request DV360 Access|Join the Waitlist/ }).click();
      await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      await expect(page.getByText("Message Sent")).toBeVisible();
      await expect.poll(async () => (await leadsFrom(email)).length).toBe(1);
    });
  }
});

test.describe("navigation", () => {
  test("works with JavaScript off: links lead on and the skip link reaches the content", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/services");
    await page.getByRole("link", { name: /Learn More/ }).first().click();
    await expect(page).not.toHaveURL(/\/services$/);
    await expect(page.locator("main h1")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "#main");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await context.close();
  });

  test("a followed link is a new page: its view is pushed once, it starts at the top, and Back shows the page where it was left", async ({ page, dataLayerRecord }) => {
    await visit(page, "/services");
    await expect.poll(() => pushesNamed(dataLayerRecord, "page_view").length).toBe(1);
    const link = page.locator("main a[href^='/services/product/']").last();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await link.click();
    await expect(page).toHaveURL(/\/services\/product\//);
    await expect.poll(() => pushesNamed(dataLayerRecord, "page_view").map((view) => view.page_path)).toEqual(["/services", expect.stringMatching(/^\/services\/product\//)]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test("every page carries speculation rules: valid JSON, prerendering same-site pages on intent, never /admin, feeds or a query", async ({ page }) => {
    for (const path of ["/", "/contact", "/insights"]) {
      await visit(page, path);
      const text = await page.locator('script[type="speculationrules"]').textContent();
      expect(JSON.parse(text ?? "")).toEqual(SPECULATION_RULES);
    }
    const rule = SPECULATION_RULES.prerender[0];
    expect(rule.eagerness).toBe("moderate");
    const excluded = rule.where.and[1].not.selector_matches;
    const matches = await page.evaluate(
      (selector) =>
        ["/admin/", "/rss.xml", "/insights/category/privacy/rss.xml", "/contact?utm_source=x", "/sitemap-index.xml", "/contact", "/services/product/mixpanel"].map((href) => {
          const link = document.createElement("a");
          link.href = href;
          link.setAttribute("href", href);
          return [href, link.matches(selector)];
        }),
      excluded,
    );
    expect(Object.fromEntries(matches)).toEqual({
      "/admin/": true,
      "/rss.xml": true,
      "/insights/category/privacy/rss.xml": true,
      "/contact?utm_source=x": true,
      "/sitemap-index.xml": true,
      "/contact": false,
      "/services/product/mixpanel": false,
    });
  });
});
