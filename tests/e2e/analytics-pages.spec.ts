import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { clickAndExpectEvents, clickGetInTouchLinks, expectNewEvents, instrumentDataLayer, mark, mirroredEvents, mirrorPushes, newEvents, siteEvent, stayOnPageForExternalLinks } from "./analytics-support";

/**
 * The events page components send with track() (home, /services,
 * landing pages, case studies, contact), each asserted as the exact object
 * pushed to window.dataLayer in Chromium. Selectors are the visible texts and
 * landmarks the pages render (docs/analytics.md describes where each fires).
 */

test.beforeEach(async ({ page }) => {
  await instrumentDataLayer(page);
});

test.describe("service_clicked", () => {
  test("Related Services card on a technology page: service type, title, 'Related Services'", async ({ page }) => {
    await visit(page, "/technology/google-marketing-platform/analytics-360");
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related Services", exact: true }) });
    await clickAndExpectEvents(page, related.getByRole("link", { name: /Tailored Analytics Products/ }), /\/services\/product\/data-products$/, [
      siteEvent({ event_name: "service_clicked", event_detail: "product", event_text: "Tailored Analytics Products", component_name: "Related Services" }),
    ]);

    // A related card that is not a service (a workshop) sends nothing.
    await visit(page, "/technology/google-marketing-platform/analytics-360");
    await mirrorPushes(page);
    await page
      .locator("section", { has: page.getByRole("heading", { name: "Related Services", exact: true }) })
      .getByRole("link", { name: /Google Analytics Workshop/ })
      .click();
    await expect(page).toHaveURL(/\/workshops/);
    await page.waitForLoadState("load");
    expect(await mirroredEvents(page)).toEqual([]);
  });
});

test.describe("home page", () => {
  test("solutions_button_clicked: hero and What We Do", async ({ page }) => {
    await visit(page, "/");
    const hero = page.getByRole("region", { name: "Marketing Technology & Analytics" });
    await clickAndExpectEvents(page, hero.getByRole("link", { name: "Explore Solutions" }), /\/services$/, [
      siteEvent({ event_name: "solutions_button_clicked", event_text: "Explore Solutions", component_name: "hero" }),
    ]);

    await visit(page, "/");
    await clickAndExpectEvents(page, page.getByRole("region", { name: "What We Do" }).getByRole("link", { name: "Explore Solutions" }), /\/services$/, [
      siteEvent({ event_name: "solutions_button_clicked", event_text: "Explore Solutions", component_name: "What We Do" }),
    ]);
  });

  test("lead_click: the hero's contact link", async ({ page }) => {
    await visit(page, "/");
    const hero = page.getByRole("region", { name: "Marketing Technology & Analytics" });
    await clickAndExpectEvents(page, hero.getByRole("link", { name: "Talk to an Expert" }), /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "N/A", event_text: "Talk to an Expert", component_name: "hero" }),
    ]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`radio_clicked: each tab of the About radio (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, "/");
      const presets = page.getByRole("group", { name: "About SWC" });
      const since = await mark(page);
      await presets.getByRole("radio", { name: "Partners" }).click();
      await presets.getByRole("radio", { name: "By the Numbers" }).click();
      await presets.getByRole("radio", { name: "Who We Are" }).click();
      await expectNewEvents(page, since, [
        siteEvent({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" }),
        siteEvent({ event_name: "radio_clicked", event_detail: "N/A", event_text: "By the Numbers", component_name: "radio" }),
        siteEvent({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Who We Are", component_name: "radio" }),
      ]);
    });
  }
});

/** Cards in a titled region of a page: the card's link, where it leads, and the one event its click pushes. */
const CARD_CLICKS = [
  { path: "/", region: "What We Do", link: /Google Analytics Services/, to: /\/services\/marketing\/google-analytics-services$/, event: { event_name: "service_clicked", event_detail: "marketing", event_text: "Google Analytics Services", component_name: "What We Do" } },
  { path: "/", region: "What We Do", link: /Experimentation & CRO/, to: /\/services\/product\/experimentation$/, event: { event_name: "service_clicked", event_detail: "product", event_text: "Experimentation & CRO", component_name: "What We Do" } },
  { path: "/", region: "Our Tech Arsenal", link: /Google Cloud/, to: /\/technology\/google-cloud\/bigquery$/, event: { event_name: "technology_clicked", event_detail: "technology", event_text: "Google Cloud", component_name: "Our Tech Arsenal" } },
  { path: "/", region: "Case Studies", link: /eToro/, to: /\/case-study\/etoro$/, event: { event_name: "case_study_clicked", event_detail: "fintech", event_text: "eToro", component_name: "Case Studies" } },
  // /services: a technology tile (overview, name, section title) and a service card (type, title, section title)
  { path: "/services", region: "Technologies", link: /BigQuery & Google Cloud/, to: /\/technology\/google-cloud\/bigquery$/, event: { event_name: "technology_clicked", event_detail: "overview", event_text: "BigQuery & Google Cloud", component_name: "Technologies" } },
  { path: "/services", region: "Services for Product Managers", link: /Mixpanel Services/, to: /\/services\/product\/mixpanel$/, event: { event_name: "service_clicked", event_detail: "product", event_text: "Mixpanel Services", component_name: "Services for Product Managers" } },
];

test.describe("cards", () => {
  for (const card of CARD_CLICKS) {
    test(`${card.event.event_name} on ${card.path}: ${card.event.event_text} in ${card.region}`, async ({ page }) => {
      await visit(page, card.path);
      await clickAndExpectEvents(page, page.getByRole("region", { name: card.region }).getByRole("link", { name: card.link }), card.to, [siteEvent(card.event)]);
    });
  }
});

test.describe("case studies, workshops, contact", () => {
  test("case_study_clicked on /case-studies: lower-cased industry, company, N/A", async ({ page }) => {
    await visit(page, "/case-studies");
    await clickAndExpectEvents(page, page.getByRole("main").getByRole("link", { name: /NovaMart/ }).first(), /\/case-study\/novamart$/, [
      siteEvent({ event_name: "case_study_clicked", event_detail: "ecommerce", event_text: "NovaMart", component_name: "N/A" }),
    ]);
  });

  test("lead_click: a workshop card's Talk to Us", async ({ page }) => {
    await visit(page, "/workshops");
    await clickAndExpectEvents(page, page.locator("[data-track-component='workshop card']").filter({ hasText: "Talk to Us" }).first(), /\/contact$/, [
      siteEvent({ event_name: "lead_click", event_detail: "workshops", event_text: "Talk to Us", component_name: "workshop card" }),
    ]);
  });

  test("get_in_touch: the contact card's e-mail and LinkedIn links", async ({ page }) => {
    await visit(page, "/contact");
    await stayOnPageForExternalLinks(page);
    const card = page.locator("[data-contact-card]");
    await clickGetInTouchLinks(page, { email: card.locator("a[href^='mailto:']"), linkedin: card.locator("a[href*='linkedin.com']") }, "contact card");
  });
});

/**
 * technology_clicked has two sources with two details (docs/analytics.md):
 * the home page's cards send "technology",
 * the tiles of the /services overview send "overview". Every card and every
 * tile is clicked here; a capturing listener on window cancels the navigation
 * before the page sees the click, so the site's own listener (on document)
 * still records it and all clicks happen on one page.
 */
test.describe("technology_clicked: 'technology' from the home cards, 'overview' from the /services tiles", () => {
  const content = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8"));
  const homeCards: string[] = content("home.json")
    .technologies.items.filter((item: { link?: string }) => item.link)
    .map((item: { category: string }) => item.category);
  const tiles: string[] = fs
    .readdirSync(path.join(__dirname, "../../content/technologies"))
    .map((file) => content(`technologies/${file}`).tile)
    .filter(Boolean)
    .sort((a: { order: number }, b: { order: number }) => a.order - b.order)
    .map((tile: { name: string }) => tile.name);

  async function clickWithoutLeaving(page: Page, links: Locator) {
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault(), true));
    const since = await mark(page);
    for (const link of await links.all()) await link.click();
    await expect.poll(async () => (await newEvents(page, since)).length).toBeGreaterThanOrEqual(await links.count());
    return newEvents(page, since);
  }

  // The two lists of technology links: where they are, the names they report, their event_detail, and the page they stay on.
  const technologyLinks = [
    {
      title: "every 'Our Tech Arsenal' card on the home page",
      path: "/",
      region: "Our Tech Arsenal",
      links: (region: Locator) => region.locator("a[data-technology-card]"),
      names: homeCards,
      count: 4,
      detail: "technology",
      url: /\/$/,
    },
    {
      title: "every technology tile on /services",
      path: "/services",
      region: "Technologies",
      links: (region: Locator) => region.getByRole("link"),
      names: tiles,
      count: 8,
      detail: "overview",
      url: /\/services$/,
    },
  ];
  for (const list of technologyLinks) {
    test(list.title, async ({ page }) => {
      expect(list.names.length).toBe(list.count);
      await visit(page, list.path);
      const events = await clickWithoutLeaving(page, list.links(page.getByRole("region", { name: list.region })));
      expect(events).toEqual(
        list.names.map((name) => siteEvent({ event_name: "technology_clicked", event_detail: list.detail, event_text: name, component_name: list.region })),
      );
      await expect(page).toHaveURL(list.url);
    });
  }
});
