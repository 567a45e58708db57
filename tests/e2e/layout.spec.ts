import fs from "node:fs";
import path from "node:path";
import { test, expect, visit } from "./fixtures";
import { builtRoutes } from "./support/built-site";

const LONG_PAGE = "/technology/google-marketing-platform/analytics-360";
const redirects: { from: string; to: string }[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, "..", "..", "content", "redirects.json"), "utf8"),
);

test.describe("header", () => {
  test("turns white and blurred after scrolling more than 20 px", async ({ page }) => {
    await visit(page, LONG_PAGE);
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    const layer = header.locator("> div[aria-hidden='true']");
    await expect(layer).toHaveCSS("backdrop-filter", /blur/);
    // Still on screen: the bar is sticky.
    expect((await header.boundingBox())!.y).toBe(0);
  });

  test("Services dropdown shows two columns; Technology shows four groups; one open at a time", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    const technology = nav.getByRole("button", { name: "Technology" });

    await services.click();
    await expect(nav.getByText("For Marketers")).toBeVisible();
    await expect(nav.getByText("For Product Managers")).toBeVisible();
    const marketersBox = (await nav.getByText("For Marketers").boundingBox())!;
    const productBox = (await nav.getByText("For Product Managers").boundingBox())!;
    expect(productBox.x).toBeGreaterThan(marketersBox.x + 100);
    expect(Math.abs(productBox.y - marketersBox.y)).toBeLessThan(2);

    await technology.click();
    await expect(nav.getByText("For Marketers")).toBeHidden();
    for (const group of ["Google Marketing Platform", "Google Cloud", "Product Analytics", "SWC Products"]) {
      await expect(nav.getByRole("link", { name: group, exact: true })).toBeVisible();
    }
    await technology.click();
    await expect(nav.getByRole("link", { name: "Google Cloud", exact: true })).toBeHidden();

    await services.click();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  test("dropdowns work with the keyboard alone", async ({ page }) => {
    await visit(page, "/");
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("For Marketers");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Google Analytics Services");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens an accordion, locks scrolling and closes when a link is clicked", async ({ page }) => {
    await visit(page, LONG_PAGE);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await mobile.getByRole("button", { name: "Services" }).click();
    await expect(mobile.getByRole("link", { name: "Google Analytics Services" })).toBeVisible();
    await mobile.getByRole("button", { name: "Technology" }).click();
    await expect(mobile.getByRole("link", { name: "Google Analytics Services" })).toBeHidden();
    await mobile.getByRole("button", { name: "Services" }).click();
    await mobile.getByRole("link", { name: "Google Analytics Services" }).click();

    await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
    await expect(mobile).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
  test("keyboard: Tab stays in the open menu, Escape closes it and returns focus to the toggle", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    // Toggle, five entries, the Let's Talk button: then back to the toggle.
    for (let stop = 0; stop < 6; stop++) await page.keyboard.press("Tab");
    await expect(mobile.getByRole("link", { name: "Let's Talk" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mobile).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test("the footer's copyright year is the visitor's, even on a page built the year before", async ({ page, consoleMessages }) => {
  const builtIn = new Date().getFullYear();
  await page.clock.setFixedTime(new Date(`${builtIn + 1}-01-02T10:00:00Z`));
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message)); // hydration mismatches land here
  await visit(page, "/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${builtIn + 1} SWC. All rights reserved.`);
  expect(consoleMessages.filter((m) => m.type === "error")).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test.describe("at 320 px, the narrowest phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of builtRoutes()) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await visit(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
    });
  }
});

test.describe("not found", () => {
  test("unknown path: status 404, the page, and the bad path logged", async ({ page, consoleMessages }) => {
    const response = await visit(page, "/no-such-page");
    expect(response!.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => consoleMessages.some((m) => m.type === "error" && m.text.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const bad of ["/insights/no-such-article", "/case-study/no-such-client"]) {
    test(`${bad} ends on /404 with history replaced`, async ({ page }) => {
      await visit(page, "/");
      await page.goto(bad);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await page.goBack();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  }
});

test.describe("redirects", () => {
  for (const redirect of redirects) {
    test(`direct visit ${redirect.from} → ${redirect.to}`, async ({ page, request }) => {
      const raw = await request.get(redirect.from, { maxRedirects: 0 });
      expect(raw.status()).toBe(301);
      expect(raw.headers()["location"]).toBe(redirect.to);
      await page.goto(redirect.from);
      const expected = new URL(redirect.to, "http://x");
      await expect(page).toHaveURL((url) => url.pathname === expected.pathname && url.hash === expected.hash);
    });
  }

  test("the meta-refresh page (hosts without _redirects) sends visitors on", async ({ page }) => {
    await page.goto("/technology/google-cloud/index.html");
    await expect(page).toHaveURL(/\/services#technologies$/);
  });

  test("client-side navigation follows a redirect", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Technology" }).click();
    await nav.getByRole("link", { name: "Google Cloud", exact: true }).click();
    await expect(page).toHaveURL(/\/services#technologies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Solutions & Technologies");
  });
});

test("every route change starts at the top of the page", async ({ page }) => {
  await visit(page, LONG_PAGE);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "SWC home" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a URL hash scrolls smoothly to its section", async ({ page }) => {
  await visit(page, "/services#product-services");
  await expect(page.locator("#product-services")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});
