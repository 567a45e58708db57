import { test, expect, menuSection, menuToggle, pushesNamed, siteMenu } from "./fixtures";
import { EVENT_NAME } from "../../src/lib/analytics";

/**
 * The header's controls and the About radio answer from the moment they are painted: with
 * JavaScript off (plain HTML: <details>, popover) and with the inline page
 * runtime, which is all the JavaScript these pages have.
 */

type Pushed = Record<string, unknown>;

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("desktop dropdowns open, one at a time, and close on a second click", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await menuSection(nav, "Services").click();
    await expect(nav.getByRole("link", { name: "Google Analytics Services" })).toBeVisible();
    await menuSection(nav, "Technology").click();
    await expect(nav.getByRole("link", { name: "Google Analytics Services" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Mixpanel", exact: true })).toBeVisible();
    await menuSection(nav, "Technology").click();
    await expect(nav.getByRole("link", { name: "Mixpanel", exact: true })).toBeHidden();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the mobile menu opens, its accordion works, its links lead on, and it locks scrolling", async ({ page }) => {
      await page.goto("/");
      await menuToggle(page).click();
      const menu = siteMenu(page);
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await menuSection(menu, "Technology").click();
      await menu.getByRole("link", { name: "BigQuery & Google Cloud" }).click();
      await expect(page).toHaveURL(/\/technology\/google-cloud\/bigquery$/);
      await expect(page.locator("main h1")).toBeVisible();
    });
  });
});

test.describe("at first paint, with the page runtime alone", () => {
  test("a dropdown opened at first paint works, and its link is followed and tracked once", async ({ page, dataLayerRecord }) => {
    await page.goto("/", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await menuSection(nav, "Technology").click();
    await expect(nav.getByRole("link", { name: "Mixpanel", exact: true })).toBeVisible();

    await nav.getByRole("link", { name: "Mixpanel", exact: true }).click();
    await expect(page).toHaveURL(/\/technology\/mixpanel$/);
    await expect(page.locator("main h1")).toBeVisible();
    await expect.poll(() => pushesNamed(dataLayerRecord, "navigation")).toEqual([
      { event: EVENT_NAME, event_name: "navigation", event_detail: "N/A", event_text: "Mixpanel", component_name: "header menu" },
    ]);
    await expect(nav.getByRole("link", { name: "Mixpanel", exact: true })).toBeHidden();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the mobile menu and its section opened at first paint lock scrolling, and a link in it leads on, tracked once", async ({ page, dataLayerRecord }) => {
      await page.goto("/services", { waitUntil: "commit" });
      await menuToggle(page).click();
      const menu = siteMenu(page);
      await menuSection(menu, "Services").click();
      await expect(menu.getByRole("link", { name: "Google Analytics Services" })).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

      await menu.getByRole("link", { name: "Google Analytics Services" }).click();
      await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
      await expect(menu).toBeHidden();
      await expect.poll(() => pushesNamed(dataLayerRecord, "navigation")).toEqual([
        { event: EVENT_NAME, event_name: "navigation", event_detail: "N/A", event_text: "Google Analytics Services", component_name: "header menu" },
      ]);
    });
  });
});

/** The home page's About presets: native radios whose checked one CSS shows. */
test.describe("the About radio", () => {
  const preset = (page: import("@playwright/test").Page, name: string) =>
    page.getByRole("group", { name: "About SWC" }).getByRole("radio", { name, exact: true });
  const shownPanel = (page: import("@playwright/test").Page) => page.locator("[data-about-panel]:visible");
  const radioClicks = (page: import("@playwright/test").Page) =>
    page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((entry) => entry.event_name === "radio_clicked"));

  test("the server HTML holds every panel, By the Numbers' figures included", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const numbers = html.slice(html.indexOf('data-about-panel="by-the-numbers"'));
    expect(html).toContain('data-about-panel="who-we-are"');
    expect(html).toContain('data-about-panel="partners"');
    for (const value of ["15+", "100+", "600+", "1st"]) expect(numbers).toContain(`>${value}<`);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`with JavaScript off at ${viewport.width} px`, () => {
      test.use({ javaScriptEnabled: false, viewport });

      test("a tap on a preset shows its panel", async ({ page }) => {
        await page.goto("/");
        await preset(page, "Who We Are").scrollIntoViewIfNeeded();
        await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "who-we-are");
        await preset(page, "By the Numbers").click();
        await expect(preset(page, "By the Numbers")).toBeChecked();
        await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "by-the-numbers");
        await expect(shownPanel(page)).toContainText("600+");
        await preset(page, "Partners").click();
        await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "partners");
      });
    });
  }

  test("from 768 px, choosing a preset moves nothing on the page and shows one panel", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await preset(page, "Who We Are").scrollIntoViewIfNeeded();
    // where the next section starts, whichever panel is shown
    const layout = () =>
      page.evaluate(() => Math.round((document.getElementById("about")!.nextElementSibling as HTMLElement).getBoundingClientRect().top + scrollY));
    const before = await layout();
    for (const [name, id] of [
      ["By the Numbers", "by-the-numbers"],
      ["Partners", "partners"],
      ["Who We Are", "who-we-are"],
    ]) {
      await preset(page, name).click();
      await expect(shownPanel(page)).toHaveCount(1);
      await expect(shownPanel(page)).toHaveAttribute("data-about-panel", id);
      expect(await layout()).toEqual(before);
    }
    // the panels not shown are laid out but hidden, from sight and from assistive technology
    await expect(page.getByText("600+", { exact: true })).toBeHidden();
    await expect(page.getByRole("definition").filter({ hasText: "600+" })).toHaveCount(0);
  });

  test("a preset chosen at first paint shows its panel and is tracked once per choice", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    await preset(page, "By the Numbers").click();
    await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "by-the-numbers");
    await expect(preset(page, "By the Numbers")).toBeChecked();
    await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "by-the-numbers");
    expect((await radioClicks(page)).map((event) => event.event_text)).toEqual(["By the Numbers"]);

    await preset(page, "Partners").click();
    await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "partners");
    expect((await radioClicks(page)).map((event) => event.event_text)).toEqual(["By the Numbers", "Partners"]);
  });
});
