import { test, expect, visit, menuSection, menuToggle, siteMenu } from "./fixtures";
import { builtRoutes } from "./support/built-site";
import { isCaseAlias, readRedirects } from "../../gatsby/redirects";
import { REFLOW_WIDTH } from "../../src/lib/accessibility-checks";

const LONG_PAGE = "/technology/google-marketing-platform/analytics-360";
const redirects = readRedirects();

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
    const services = menuSection(nav, "Services");
    const technology = menuSection(nav, "Technology");

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
    await expect(nav.getByText("For Marketers")).toBeHidden();
    await expect(services).toBeFocused();

    // A tap outside the open dropdown (the page's bottom-left corner) closes it.
    await services.click();
    await page.mouse.click(8, 790);
    await expect(nav.getByText("For Marketers")).toBeHidden();
  });

  test("dropdowns work with the keyboard alone", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = menuSection(nav, "Services");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByText("For Marketers")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("For Marketers");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText("Google Analytics Services");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
    await expect(nav.getByText("For Marketers")).toBeHidden();
  });

  test("a dropdown closes when focus leaves it", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await menuSection(nav, "Technology").focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Mixpanel", exact: true })).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(menuSection(nav, "Services")).toBeFocused();
    await expect(nav.getByRole("link", { name: "Mixpanel", exact: true })).toBeHidden();
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens an accordion, locks scrolling and closes when a link is clicked", async ({ page }) => {
    await visit(page, LONG_PAGE);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await menuToggle(page).click();
    const menu = siteMenu(page);
    await expect(menu.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await menuSection(menu, "Services").click();
    await expect(menu.getByRole("link", { name: "Google Analytics Services" })).toBeVisible();
    await menuSection(menu, "Technology").click();
    await expect(menu.getByRole("link", { name: "Google Analytics Services" })).toBeHidden();
    await menuSection(menu, "Services").click();
    await menu.getByRole("link", { name: "Google Analytics Services" }).click();

    await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("closed, the menu (laid out in advance, only hidden) takes no tap and no focus", async ({ page }) => {
    await visit(page, LONG_PAGE);
    await expect(siteMenu(page)).toBeHidden();
    // a tap where the open panel would be lands on the page beneath
    expect(await page.evaluate(() => Boolean(document.elementFromPoint(195, 500)?.closest("[data-site-menu]")))).toBe(false);
    // Tab goes from the toggle into the page, past the panel's links
    await menuToggle(page).focus();
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-site-menu]")))).toBe(false);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("the toggle shows a close icon while the menu is open", async ({ page }) => {
    await visit(page, "/");
    const toggle = menuToggle(page);
    const [openIcon, closeIcon] = [toggle.locator("svg").nth(0), toggle.locator("svg").nth(1)];
    await expect(openIcon).toBeVisible();
    await expect(closeIcon).toBeHidden();
    await toggle.click();
    await expect(openIcon).toBeHidden();
    await expect(closeIcon).toBeVisible();
    await toggle.click();
    await expect(siteMenu(page)).toBeHidden();
    await expect(openIcon).toBeVisible();
  });

  test("keyboard: Tab stays in the open menu, Escape closes it and returns focus to the toggle", async ({ page }) => {
    await visit(page, "/");
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = siteMenu(page);
    await expect(menu).toBeVisible();
    // Toggle, five entries, the Let's Talk button: then back to the toggle.
    for (let stop = 0; stop < 6; stop++) await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Let's Talk" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu.getByRole("link", { name: "Let's Talk" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
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

test.describe(`at ${REFLOW_WIDTH} px, the narrowest phone (a 1280 px window at 400% zoom)`, () => {
  test.use({ viewport: { width: REFLOW_WIDTH, height: 640 } });
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
  // A case alias (/GMP-terms-and-conditions) is a page of its own: its file answers, the rule is not forced.
  for (const redirect of redirects.filter((r) => !isCaseAlias(r))) {
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
    await menuSection(nav, "Technology").click();
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
