import { test, expect, visit } from "./fixtures";
import { recordTabPushes, tabEvents } from "./analytics-support";
import { DELIVERY_MODES } from "../spec-copy";
import type { Page } from "@playwright/test";
import home from "../../content/home.json";

/** The home page: the eight sections, the logo strip, the radio tabs, the technology cards. */

const SECTION_HEADINGS = [
  "Trusted by marketing and product teams at",
  "Tune In to SWC",
  "How We Deliver Value",
  "What We Do",
  "Our Tech Arsenal",
  "Case Studies",
  "Let's Talk",
];

// pinned to the fixed list by tests/unit/home-content.test.ts
const WHAT_WE_DO_LINKS = home.services.servicePaths;

const TECH_CARDS = [
  { category: "Google Marketing Platform", href: "/services#technologies", products: ["Analytics 360", "Campaign 360", "DV360", "Search Ads 360"] },
  { category: "Google Cloud", href: "/technology/google-cloud/bigquery", products: ["BigQuery", "Data Analytics", "Looker Studio"] },
  { category: "DV360", href: "/technology/google-marketing-platform/dv360", products: ["Programmatic", "Display", "Video"] },
  { category: "Mixpanel", href: "/technology/mixpanel", products: ["Implementation", "Product Analytics", "Support"] },
];

/** Events of one name pushed on the tab's pages: a followed link starts a new page (recordTabPushes). */
const dataLayerEvents = tabEvents;

test.beforeEach(async ({ page }) => {
  await recordTabPushes(page);
});

const aboutPresets = (page: Page) => page.getByRole("group", { name: "About SWC" });
const aboutTab = (page: Page, name: string) => aboutPresets(page).getByRole("radio", { name, exact: true });
/** The About panels on show: exactly one at any time. */
const shownPanel = (page: Page) => page.locator("[data-about-panel]:visible");

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("shows the hero and the eight sections in their order", async ({ page }) => {
      await visit(page, "/");
      await expect(page.locator("h1")).toHaveCount(1);
      // The name, not the text content: a running experiment of the hero adds its variant's title to the h1, hidden.
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Marketing Technology & Analytics");
      await expect(page.locator("h1")).toHaveJSProperty("innerText", "Marketing Technology & Analytics");
      await expect(page.getByText("Your clarity is our craft.", { exact: true })).toBeVisible();
      const headings = (await page.locator("main h2").allTextContents()).map((text) => text.trim());
      const positions = SECTION_HEADINGS.map((heading) => headings.indexOf(heading));
      expect(positions.every((position) => position >= 0), `section headings found: ${headings.join(" | ")}`).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      await expect(page.locator("[data-lead-form='home']")).toBeAttached();
      await expect(page.locator("#lets-talk")).toContainText("We reply within 24 hours.");
    });

    test("'Explore Solutions' in the hero goes to /services and is tracked", async ({ page }) => {
      await visit(page, "/");
      await page.locator("section[aria-labelledby='home-hero-title']").getByRole("link", { name: "Explore Solutions" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Solutions & Technologies");
      expect(await dataLayerEvents(page, "solutions_button_clicked")).toEqual([
        expect.objectContaining({ event_text: "Explore Solutions", component_name: "hero" }),
      ]);
    });

    test("the client strip lists 14 logos, loops a hidden copy and pauses on hover", async ({ page }) => {
      await visit(page, "/");
      const clients = page.getByRole("list", { name: "Clients" });
      await expect(clients.getByRole("img")).toHaveCount(14);
      const names = await clients.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
      expect(new Set(names).size).toBe(14);
      await expect(page.locator("[data-logo-track] > ul[aria-hidden='true'] li")).toHaveCount(14);
      // each a view of one cached sprite file, at the strip's 160 × 48, fetched only as it nears the view
      const drawings = await page.locator("[data-logo-track] img").evaluateAll((logos) =>
        logos.map((logo) => {
          const image = logo as HTMLImageElement;
          // the marquee moves the strip by sub-pixels: compare rounded sizes
          const box = image.getBoundingClientRect();
          const [file, view] = image.getAttribute("src")!.split("#");
          return { file, view, loading: image.loading, width: Math.round(box.width), height: Math.round(box.height) };
        }),
      );
      expect(drawings).toHaveLength(28);
      const files = [...new Set(drawings.map((drawing) => drawing.file))];
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\/static\/logos-[0-9a-f]{20}\.svg$/);
      expect(new Set(drawings.map((drawing) => drawing.view)).size).toBe(14);
      for (const drawing of drawings) expect(drawing).toMatchObject({ loading: "lazy", width: 160, height: 48 });

      const track = page.locator("[data-logo-track]");
      await expect(track).toHaveCSS("animation-name", "marquee");
      await expect(track).toHaveCSS("animation-play-state", "running");
      const before = await track.evaluate((node) => getComputedStyle(node).transform);
      await page.waitForTimeout(400);
      expect(await track.evaluate((node) => getComputedStyle(node).transform)).not.toBe(before);

      // the track never stands still, so point at the strip's visible window instead of waiting for it
      await track.locator("xpath=..").scrollIntoViewIfNeeded();
      const strip = (await track.locator("xpath=..").boundingBox())!;
      await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
      await expect(track).toHaveCSS("animation-play-state", "paused");
      const paused = await track.evaluate((node) => getComputedStyle(node).transform);
      await page.waitForTimeout(400);
      expect(await track.evaluate((node) => getComputedStyle(node).transform)).toBe(paused);
      await page.mouse.move(5, 5);
      await expect(track).toHaveCSS("animation-play-state", "running");
    });

    test("the client strip stands still under prefers-reduced-motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, "/");
      const track = page.locator("[data-logo-track]");
      await expect(track).toHaveCSS("animation-name", "none");
      await expect(page.locator("[data-logo-track] > ul[aria-hidden='true']")).toBeHidden();
      // the single list wraps: every logo is on screen horizontally
      const boxes = await page.getByRole("list", { name: "Clients" }).getByRole("img").evaluateAll((images) =>
        images.map((image) => image.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })),
      );
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }
      // in view, every logo is drawn from the sprite
      await track.scrollIntoViewIfNeeded();
      const logos = page.getByRole("list", { name: "Clients" }).getByRole("img");
      await expect
        .poll(() => logos.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length))
        .toBe(14);
    });

    test("radio tabs: Who We Are first, clicking switches content, Our Vibe excluded", async ({ page }) => {
      await visit(page, "/");
      await expect(aboutPresets(page).getByRole("radio")).toHaveCount(3);
      await expect(aboutTab(page, "Who We Are")).toBeChecked();
      await expect(page.getByRole("radio", { name: "Our Vibe" })).toHaveCount(0);
      await expect(shownPanel(page)).toHaveCount(1);
      await expect(shownPanel(page)).toContainText("Analysts, engineers and marketers on one team");

      await aboutTab(page, "Partners").click();
      await expect(aboutTab(page, "Partners")).toBeChecked();
      await expect(aboutTab(page, "Who We Are")).not.toBeChecked();
      await expect(shownPanel(page)).toHaveCount(1);
      for (const partner of ["Google Marketing Platform", "Google Cloud", "Mixpanel", "AB Tasty"]) {
        await expect(shownPanel(page).getByRole("list", { name: "Partners" })).toContainText(partner);
      }

      await aboutTab(page, "By the Numbers").click();
      await expect(shownPanel(page)).toHaveAttribute("data-about-panel", "by-the-numbers");
      for (const value of ["15+", "100+", "600+", "1st"]) await expect(shownPanel(page).locator("dd", { hasText: value })).toBeVisible();

      expect((await dataLayerEvents(page, "radio_clicked")).map((event) => [event.event_detail, event.event_text, event.component_name])).toEqual([
        ["N/A", "Partners", "radio"],
        ["N/A", "By the Numbers", "radio"],
      ]);
    });

    test("radio tabs: arrow keys, Home and End move selection and focus", async ({ page }) => {
      await visit(page, "/");
      await aboutTab(page, "Who We Are").focus();
      await page.keyboard.press("ArrowRight");
      await expect(aboutTab(page, "Partners")).toBeFocused();
      await expect(aboutTab(page, "Partners")).toBeChecked();
      await expect(shownPanel(page)).toContainText("Certified partners");
      await page.keyboard.press("End");
      await expect(aboutTab(page, "By the Numbers")).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(aboutTab(page, "Who We Are")).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(aboutTab(page, "By the Numbers")).toBeChecked();
      await page.keyboard.press("Home");
      await expect(aboutTab(page, "Who We Are")).toBeChecked();
      expect((await dataLayerEvents(page, "radio_clicked")).map((event) => event.event_text)).toEqual([
        "Partners",
        "By the Numbers",
        "Who We Are",
        "By the Numbers",
        "Who We Are",
      ]);
      // only the checked preset is in the tab order: Tab leaves the group, Shift+Tab comes back to it
      await page.keyboard.press("Tab");
      await expect(aboutPresets(page).locator(":focus")).toHaveCount(0);
      await page.keyboard.press("Shift+Tab");
      await expect(aboutTab(page, "Who We Are")).toBeFocused();
    });

    test("'How We Deliver Value' shows four capability cards with artwork, fading in 150 ms apart", async ({ page }) => {
      await visit(page, "/");
      const section = page.locator("section[aria-labelledby='capabilities-title']");
      const cards = section.locator("li");
      await expect(cards.locator("h3")).toHaveText(DELIVERY_MODES);
      expect(await cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).style.getPropertyValue("--fade-delay")))).toEqual([
        "0ms",
        "150ms",
        "300ms",
        "450ms",
      ]);
      await section.scrollIntoViewIfNeeded();
      for (const image of await section.locator("img[alt]:not([alt=''])").all()) {
        await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)).toBe(true);
      }
      await expect(section.locator("img[alt]:not([alt=''])")).toHaveCount(4);
    });

    test("'What We Do' links its service cards in their order and 'Explore Solutions' to /services", async ({ page }) => {
      await visit(page, "/");
      const section = page.locator("section[aria-labelledby='what-we-do-title']");
      const cards = section.locator("[data-home-services] a");
      await expect(cards).toHaveCount(8);
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(WHAT_WE_DO_LINKS);
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("data-service-type")))).toEqual([
        ...Array(4).fill("marketing"),
        ...Array(4).fill("product"),
      ]);
      for (const card of await section.locator("[data-home-services] a").all()) await expect(card).toContainText("Learn More");
      // the type only changes the accent colour: the bar along the card's top edge (its ::before)
      const accentBar = (type: string) =>
        section.locator(`a[data-service-type='${type}']`).first().evaluate((card) => getComputedStyle(card, "::before").backgroundColor);
      expect(await accentBar("marketing")).toBe("rgb(194, 65, 12)");
      expect(await accentBar("product")).toBe("rgb(15, 118, 110)");
      await expect(section.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/services");

      await section.locator("[data-home-services] a").first().click();
      await expect(page).toHaveURL(/\/services\/marketing\/google-analytics-services$/);
      expect(await dataLayerEvents(page, "service_clicked")).toEqual([
        expect.objectContaining({ event_detail: "marketing", event_text: "Google Analytics Services", component_name: "What We Do" }),
      ]);
    });

    test("'Our Tech Arsenal' has the four technology cards with their products and links", async ({ page }) => {
      await visit(page, "/");
      const cards = page.locator("[data-technology-card]");
      await expect(cards).toHaveCount(4);
      for (const [index, expected] of TECH_CARDS.entries()) {
        const card = cards.nth(index);
        await expect(card.locator("h3")).toHaveText(expected.category);
        await expect(card).toHaveAttribute("href", expected.href);
        await expect(card.getByRole("list", { name: `${expected.category} products` }).getByRole("listitem")).toHaveText(expected.products);
      }
      await cards.first().click();
      await expect(page).toHaveURL(/\/services#technologies$/);
      await expect.poll(() => page.locator("#technologies").evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBeLessThan(160);
      expect(await dataLayerEvents(page, "technology_clicked")).toEqual([
        expect.objectContaining({ event_detail: "technology", event_text: "Google Marketing Platform", component_name: "Our Tech Arsenal" }),
      ]);
    });

    test("'Case Studies' shows the three case cards linking to /case-study/{id}", async ({ page }) => {
      await visit(page, "/");
      const section = page.locator("section[aria-labelledby='case-studies-title']");
      const links = section.locator("ul a");
      // etoro (fintech), an eCommerce client and rio (advertising), in content order
      await expect(links).toHaveCount(3);
      const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
      expect(hrefs[0]).toBe("/case-study/etoro");
      expect(hrefs).toContain("/case-study/rio");
      for (const href of hrefs) expect(href).toMatch(/^\/case-study\/[a-z0-9-]+$/);
      await links.filter({ hasText: "eToro" }).click();
      await expect(page).toHaveURL(/\/case-study\/etoro$/);
      expect(await dataLayerEvents(page, "case_study_clicked")).toEqual([
        expect.objectContaining({ event_detail: "fintech", event_text: "eToro", component_name: "Case Studies" }),
      ]);
    });
  });
}

test.describe("radio look by width", () => {
  test("1280 px: the dial marker moves to the preset's position", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/");
    const dial = page.locator("[data-radio-dial]");
    await expect(dial).toBeVisible();
    await expect(dial.locator("[data-dial-scale] li")).toHaveText(["88", "92", "96", "100", "104", "108"]);
    const marker = dial.locator("[data-dial-marker]");
    // where the marker is heading: the left its transition ends at, as a share of the dial
    const markerTarget = () => marker.evaluate((node) => getComputedStyle(node).getPropertyValue("--dial-position").trim());
    const knobTurn = () => page.locator("[data-radio-knob]").evaluate((node) => getComputedStyle(node).getPropertyValue("--knob-turn").trim());
    const readout = dial.locator("[data-radio-readout]:visible");
    await expect.poll(markerTarget).toBe("15%");
    await expect(readout).toHaveText("87.1 MHz");
    const left = () => marker.evaluate((node) => node.getBoundingClientRect().left);
    const start = await left();
    await aboutTab(page, "Partners").click();
    await expect.poll(markerTarget).toBe("38%");
    await expect(readout).toHaveText("92.6 MHz");
    await expect.poll(left).toBeGreaterThan(start + 100);
    await aboutTab(page, "By the Numbers").click();
    await expect.poll(markerTarget).toBe("61%");
    await expect.poll(knobTurn).toBe("165deg");
    await aboutTab(page, "Who We Are").click();
    await expect.poll(markerTarget).toBe("15%");
    await expect(readout).toHaveText("87.1 MHz");
  });

  test("390 px: a plain tab strip replaces the radio", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await expect(page.locator("[data-radio-dial]")).toBeHidden();
    await expect(page.locator("[data-radio-knob]")).toBeHidden();
    const strip = aboutPresets(page);
    await expect(strip).toBeVisible();
    const boxes = await strip.locator("label").evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()));
    // one row, inside the viewport, no frequency labels on the buttons
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(390);
    await expect(strip.getByText("92.6")).toBeHidden();
    await aboutTab(page, "By the Numbers").click();
    await expect(shownPanel(page)).toContainText("600+");
    await expect(strip.locator("label", { hasText: "By the Numbers" })).toHaveCSS("border-bottom-color", "rgb(35, 70, 214)");
  });
});
