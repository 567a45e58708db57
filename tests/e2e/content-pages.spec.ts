import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { recordTabPushes, tabEvents } from "./analytics-support";
import { ABOUT_VALUES, WORKSHOP_INCLUSIONS } from "../spec-copy";

/** From `from`, opens `badPath`: the page ends on /404, and Back returns to `from` because the bad URL was replaced in history. */
async function expectBadPathReplacedBy404(page: Page, from: string, badPath: string) {
  await visit(page, from);
  await page.goto(badPath);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${from}$`));
}

/** Content files the pages are built from: expectations follow the content, not copies of it. */
const content = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8"));
const site = content("site.json");
const industries: Array<{ id: string; industry: string; color: string }> = content("industries.json").groups;

/** Events of one name pushed on the tab's pages: a followed link starts a new page (recordTabPushes). */
const pushedEvents = tabEvents;

test.beforeEach(async ({ page }) => {
  await recordTabPushes(page);
});

/** A link click that runs the page's handlers but does not leave it (mailto, new tab). */
async function clickWithoutLeaving(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const link = document.querySelector(sel)!;
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    (link as HTMLElement).click();
  }, selector);
}

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe("/workshops", () => {
  test("hero, approach, four anchored workshop cards and the closing actions", async ({ page }) => {
    await visit(page, "/workshops");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Workshops");
    const main = page.locator("main");
    const requestLinks = main.getByRole("link", { name: "Request a Workshop" });
    await expect(requestLinks).toHaveCount(2);
    for (const link of await requestLinks.all()) await expect(link).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("heading", { name: "Our Training Approach" })).toBeVisible();

    const cards = main.locator("article[id]");
    await expect(cards).toHaveCount(4);
    expect(await cards.evaluateAll((els) => els.map((el) => el.id))).toEqual(["google-analytics", "looker-studio", "audiences", "site-speed"]);
    for (const [id, title] of [
      ["google-analytics", "Google Analytics Workshop"],
      ["looker-studio", "Looker Studio Workshop"],
      ["audiences", "Audiences Workshop"],
      ["site-speed", "Site Speed Workshop"],
    ]) {
      const card = page.locator(`#${id}`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      const talk = card.getByRole("link", { name: "Talk to Us" });
      await expect(talk).toHaveAttribute("href", "/contact");
      expect(await talk.getAttribute("data-contact-link")).not.toBeNull();
    }
    const siteSpeed = page.locator("#site-speed");
    for (const fact of ["2-hour online workshop", "Four weeks of support", "Review and QA"]) await expect(siteSpeed).toContainText(fact);
    await expect(page.locator("#google-analytics").getByRole("link", { name: "View Workshop Details" })).toHaveAttribute(
      "href",
      "/workshops/google-analytics",
    );
    await expect(main.getByRole("link", { name: "Learn About Our Team" })).toHaveAttribute("href", "/about");
  });

  test("a hash scrolls to its workshop on first load", async ({ page }) => {
    await visit(page, "/workshops#looker-studio");
    await expect
      .poll(async () => page.locator("#looker-studio").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeGreaterThanOrEqual(0);
    // settles just below the sticky header (the page's scroll padding), not at the page top
    await expect
      .poll(async () => page.locator("#looker-studio").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(160);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("a link to a section of /workshops from another page ends with that section at the top", async ({ page }) => {
    await visit(page, "/about");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/workshops#site-speed";
      link.textContent = "Site Speed Workshop";
      document.querySelector("main")!.prepend(link);
    });
    await page.getByRole("link", { name: "Site Speed Workshop" }).first().click();
    await expect(page).toHaveURL(/\/workshops#site-speed$/);
    await expect
      .poll(async () => page.locator("#site-speed").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(160);
    expect(await page.locator("#site-speed").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });
});

test.describe("/workshops/google-analytics", () => {
  test("hero badges, benefits, audience, modules, details and the waitlist while no session is scheduled", async ({ page }) => {
    await visit(page, "/workshops/google-analytics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Google Analytics Workshop");
    const facts = page.getByRole("list", { name: "Workshop facts" });
    // every session in content has ended: no date is announced as next
    for (const fact of ["To be announced", "10 hours", "In-Person & Virtual", "Multiple Cities"]) await expect(facts).toContainText(fact);
    await expect(facts).not.toContainText("2024");

    const benefits = page.locator("section", { has: page.getByRole("heading", { name: "Why Join This Workshop" }) });
    await expect(benefits.getByRole("listitem")).toHaveCount(4);
    const audience = page.locator("section", { has: page.getByRole("heading", { name: "Who Is This Workshop For?" }) });
    await expect(audience.getByRole("heading", { level: 3 })).toHaveText(["Marketing Professionals", "Data Analysts", "Business Owners"]);

    const modules = page.locator("section", { has: page.getByRole("heading", { name: "What We'll Learn Together" }) });
    await expect(modules.locator("ol > li")).toHaveCount(4);
    await expect(modules.getByRole("heading", { level: 3 })).toHaveText([
      "GA4 Foundation and Migration",
      "Advanced Event Tracking",
      "Reporting and Analysis",
      "Business Intelligence Application",
    ]);
    for (const n of [1, 2, 3, 4]) await expect(modules).toContainText(`Module ${n}`);

    const details = page.locator("section", { has: page.getByRole("heading", { name: "Workshop Details" }) });
    await expect(details.locator("[data-session='upcoming']")).toHaveCount(0);
    await expect(details.locator("[data-sessions-to-be-announced]")).toHaveText("Next dates to be announced");
    // the content's sessions are listed as past, most recent first
    const past = details.locator("[data-session='past']");
    await expect(past).toHaveCount(2);
    await expect(past.nth(0)).toContainText("March 22, 2024");
    await expect(past.nth(0)).toContainText("Virtual");
    await expect(past.nth(0)).toContainText("10:00 AM-6:00 PM PST");
    await expect(past.nth(1)).toContainText("March 15, 2024");
    await expect(past.nth(1)).toContainText("In Person · New York");
    await expect(past.nth(1)).toContainText("9:00 AM-5:00 PM EST");
    for (const item of WORKSHOP_INCLUSIONS) {
      await expect(details.getByRole("listitem").filter({ hasText: item })).toHaveCount(1);
    }

    // no seat to book: 'Reserve Your Spot' leads to the waitlist form on the page
    const reserve = page.getByRole("link", { name: "Reserve Your Spot" });
    await expect(reserve).toHaveCount(1);
    await expect(reserve).toHaveAttribute("href", "#reserve");
    await reserve.click();
    const waitlist = page.locator("#reserve");
    await expect(waitlist.getByRole("heading", { name: "Join the Waitlist" })).toBeInViewport();
    await expect(waitlist).toContainText("We reply within 24 hours.");
    await expect(waitlist.locator("[data-lead-form='waitlist']").getByRole("button", { name: "Join the Waitlist" })).toBeVisible();
    // an ended session is no event to attend
    const jsonLd = await page.locator("script[type='application/ld+json']").allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Event"'))).toBe(false);
  });

  test("'Download Syllabus' serves the PDF", async ({ page, request }) => {
    await visit(page, "/workshops/google-analytics");
    const href = await page.getByRole("link", { name: "Download Syllabus" }).getAttribute("href");
    expect(href).toMatch(/\.pdf$/);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("/insights", () => {
  test("seven cards in three columns; every card links to its article", async ({ page }) => {
    await visit(page, "/insights");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.locator("[data-insight-grid] > li");
    await expect(cards).toHaveCount(7);
    for (const card of await cards.all()) {
      await expect(card.locator("img").first()).toBeAttached();
      await expect(card.getByText(/^(Attribution|Privacy|Analytics|Strategy|Technology)$/)).toHaveCount(1);
      await expect(card.getByRole("heading", { level: 2 })).toHaveCount(1);
      await expect(card.getByText("Read More")).toHaveCount(1);
    }
    const links = page.locator("[data-insight-grid] > li > a");
    await expect(links).toHaveCount(7);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(7);
    for (const href of hrefs) expect(href).toMatch(/^\/insights\/[a-z0-9-]+$/);
    expect(hrefs).toContain("/insights/modeled-conversions");
    await expect(page.locator("[data-insight-card='upcoming']")).toHaveCount(0);
    await expect(page.getByText("Coming soon")).toHaveCount(0);

    // three columns: the six cards after the lead article sit in three distinct x positions
    const lefts = await cards.evaluateAll((els) => els.slice(1).map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(3);
  });

  test("one column on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/insights");
    const lefts = await page.locator("[data-insight-grid] > li").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the newsletter call to action links to /contact and /workshops", async ({ page }) => {
    await visit(page, "/insights");
    const cta = page.locator("#newsletter");
    await expect(cta.getByRole("link")).toHaveCount(2);
    expect(await cta.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(["/contact", "/workshops"]);
  });

  test("the article renders its MDX: headings, list, table, callout, figure", async ({ page }) => {
    await visit(page, "/insights");
    await page.locator('[data-insight-grid] a[href="/insights/modeled-conversions"]').click();
    await expect(page).toHaveURL(/\/insights\/modeled-conversions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modeled Conversions: What They Are and Why They Matter");
    const header = page.locator("article header");
    await expect(header.locator("time")).toHaveText(/^January \d+, 2025$/);
    await expect(header).toContainText("5 min read");
    await expect(header).toContainText("Attribution");

    const body = page.locator("[data-article-body]");
    await expect(body.getByRole("heading", { level: 2 })).toHaveCount(5);
    await expect(body.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(body.locator("ul > li").first()).toBeVisible();
    await expect(body.locator("ol > li")).toHaveCount(3);
    const table = body.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Situation", "Typical consent rate", "Share of conversions that is modeled"]);
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(body.locator("[data-callout]")).toContainText("The key point");
    await expect(body).toContainText("30-60% of reported conversions in some regions of EMEA");
    // The body's figure goes through gatsby-plugin-image: AVIF and WebP sources, a placeholder, its caption.
    await expect(body.locator('figure picture source[type="image/avif"]')).toHaveCount(1);
    await expect(body.locator('figure picture source[type="image/webp"]')).toHaveCount(1);
    await expect(body.locator("figure figcaption")).toContainText("strict EMEA markets");
    const figure = body.locator("figure picture img");
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await expect(page.getByRole("link", { name: "Get Expert Consultation" })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Back to Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });

  test("each card's article: its title, category, read time, a diagram and cited sources", async ({ page }) => {
    // seven pages in one test
    test.setTimeout(120_000);
    await visit(page, "/insights");
    const cards = await page.locator("[data-insight-grid] > li > a").evaluateAll((els) =>
      els.map((el) => ({ href: el.getAttribute("href")!, title: el.querySelector("h2")!.textContent!.trim(), category: el.querySelector("p")!.textContent!.trim() })),
    );
    expect(cards).toHaveLength(7);
    for (const card of cards) {
      await visit(page, card.href);
      await expect(page.getByRole("heading", { level: 1 }), card.href).toHaveText(card.title);
      const header = page.locator("article header");
      await expect(header, card.href).toContainText(card.category);
      await expect(header, card.href).toContainText(/\b\d+ min read\b/);
      const body = page.locator("[data-article-body]");
      // at least one diagram, processed like every other image, with a caption
      await expect(body.locator('figure picture source[type="image/avif"]').first(), card.href).toBeAttached();
      await expect(body.locator("figure figcaption").first(), card.href).not.toBeEmpty();
      expect(await body.locator("figure img").first().getAttribute("alt"), card.href).toBeTruthy();
      // articles written after the first end with their sources: outside links the visitor can follow
      if (card.href !== "/insights/modeled-conversions") {
        await expect(body.locator("h2", { hasText: /^Sources$/ }), card.href).toHaveCount(1);
        const sources = await body.locator("h2:text-is('Sources') + ul a").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
        expect(sources.length, card.href).toBeGreaterThanOrEqual(3);
        for (const href of sources) expect(href, card.href).toMatch(/^https:\/\//);
      }
      await expect(page.getByRole("link", { name: "Get Expert Consultation" })).toHaveAttribute("href", "/contact");
    }
  });

  test("an unknown article slug ends on /404, replacing the bad URL in history", async ({ page }) => {
    await expectBadPathReplacedBy404(page, "/insights", "/insights/x");
  });
});

test.describe("case studies", () => {
  test("/case-studies lists three cards that fade in 0.1 s apart", async ({ page }) => {
    await visit(page, "/case-studies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
    const cards = page.locator("[data-case-study]");
    await expect(cards).toHaveCount(3);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual([
      "/case-study/etoro",
      "/case-study/novamart",
      "/case-study/rio",
    ]);
    expect(await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay))).toEqual(["0s", "0.1s", "0.2s"]);
    for (const [card, industry] of [
      [0, "Fintech"],
      [1, "eCommerce"],
      [2, "Advertising"],
    ] as const) {
      const badge = cards.nth(card).getByText(industry, { exact: true });
      const expected = industries.find((g) => g.industry === industry)!.color;
      await expect(badge).toHaveCSS("color", hexToRgb(expected));
    }
  });

  test("a card click reports case_study_clicked and opens the case", async ({ page }) => {
    await visit(page, "/case-studies");
    await page.locator("[data-case-study='novamart']").click();
    await expect(page).toHaveURL(/\/case-study\/novamart$/);
    expect(await pushedEvents(page, "case_study_clicked")).toEqual([
      expect.objectContaining({ event_detail: "ecommerce", event_text: "NovaMart", component_name: "N/A" }),
    ]);
  });

  test("eToro: logo, badge, sections, metrics, quote, timeline and the actions", async ({ page }) => {
    await visit(page, "/case-study/etoro");
    // the client is named once in the hero: its wordmark is the heading
    await expect(page.getByRole("heading", { level: 1, name: "eToro" }).getByRole("img", { name: "eToro" })).toBeVisible();
    await expect(page.locator("article header").getByText("Fintech", { exact: true })).toBeVisible();
    await expect(page.locator("article header")).toContainText("3 months");
    for (const title of ["Business Challenge", "Our Approach", "Results"]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    await expect(page.locator("[data-metric]")).toHaveCount(3);
    await expect(page.locator("[data-metric] dd")).toHaveText(["+12%", "+43%", "+7%"]);
    await expect(page.locator("[data-metric]")).toContainText(["Registrations", "Verifications", "First Deposits"]);
    await expect(page.locator("article")).toContainText("up to 43%");
    await expect(page.locator("blockquote")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Your Success Story" })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Back to Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("the eCommerce and advertising cases: timelines, claims, optional blocks", async ({ page }) => {
    await visit(page, "/case-study/novamart");
    await expect(page.getByRole("heading", { level: 1, name: "NovaMart" })).toBeVisible();
    await expect(page.locator("article header")).toContainText("4 months");
    await expect(page.locator("article header")).toContainText("eCommerce");
    await expect(page.locator("main")).toContainText("central warehouse for marketing spend");
    await expect(page.locator("[data-metric]")).toHaveCount(0);

    await visit(page, "/case-study/rio");
    await expect(page.getByRole("heading", { level: 1, name: "Rio" })).toBeVisible();
    await expect(page.locator("article header")).toContainText("6 months");
    await expect(page.locator("article header")).toContainText("Advertising");
    await expect(page.locator("[data-metric='Model Accuracy']")).toContainText(">90%");
    await expect(page.locator("main")).toContainText("hotel");
    await expect(page.locator("main")).toContainText("cancellation");
    await expect(page.locator("blockquote")).toHaveCount(0);
    // the two other cases follow, still reporting clicks
    await expect(page.locator("[data-case-study]")).toHaveCount(2);
  });

  test("an unknown case id ends on /404, replacing the bad URL in history", async ({ page }) => {
    await expectBadPathReplacedBy404(page, "/case-studies", "/case-study/x");
  });
});

test.describe("/contact and /about", () => {
  const contact = content("contact.json");
  const about = content("about.json");

  test("/contact: Let's Connect, the Get in Touch form area and both side cards", async ({ page }) => {
    await visit(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Connect");
    await expect(page.locator("#contact-form")).toContainText(contact.tagline);
    await expect(page.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeVisible();
    await expect(page.locator("[data-lead-form='contact']")).toBeAttached();

    const card = page.locator("[data-contact-card]");
    await expect(card.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(card).toContainText(site.address.street);
    await expect(card).toContainText(site.address.city);
    await expect(card.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(card.locator(`a[href="${site.linkedinUrl}"]`)).toHaveAttribute("target", "_blank");

    const numbers = page.locator("[data-numbers-card]");
    await expect(numbers.getByRole("heading", { name: "By the Numbers" })).toBeVisible();
    await expect(numbers.getByRole("definition")).toHaveText(["16", "100+", "600+", "1st"]);
    await expect(numbers.getByRole("term")).toHaveText(site.contactStats.map((s: { label: string }) => s.label));
  });

  test("contact card links report get_in_touch from the contact card", async ({ page }) => {
    await visit(page, "/contact");
    await clickWithoutLeaving(page, `[data-contact-card] a[href^="mailto:"]`);
    await clickWithoutLeaving(page, `[data-contact-card] a[href="${site.linkedinUrl}"]`);
    expect(await pushedEvents(page, "get_in_touch")).toEqual([
      expect.objectContaining({ event_detail: "email", component_name: "contact card" }),
      expect.objectContaining({ event_detail: "linkedin", component_name: "contact card" }),
    ]);
  });

  test("/about: hero, eight values, then Let's Connect with its own tagline", async ({ page }) => {
    await visit(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const values = page.locator("section", { has: page.getByRole("heading", { name: about.values.title }) });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(ABOUT_VALUES);
    const connect = page.locator("#contact-form");
    await expect(connect.getByRole("heading", { level: 2, name: "Let's Connect" })).toBeVisible();
    await expect(connect).toContainText(about.connect.tagline);
    await expect(connect).not.toContainText(contact.tagline);
    await expect(connect.locator("[data-lead-form='about']")).toBeAttached();
    await expect(connect.locator("[data-contact-card]")).toContainText(site.email);
    await expect(connect.locator("[data-numbers-card]").getByRole("definition")).toHaveText(["16", "100+", "600+", "1st"]);
  });

  test("the About hero's 'Let's Connect' button scrolls to the form area", async ({ page }) => {
    await visit(page, "/about");
    await page.locator("main section").first().getByRole("link", { name: "Let's Connect" }).click();
    await expect(page).toHaveURL(/\/about#contact-form$/);
    await expect
      .poll(async () => page.locator("#contact-form").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(160);
  });

  test("/about#contact-form scrolls to the Let's Connect area", async ({ page }) => {
    await visit(page, "/about#contact-form");
    await expect
      .poll(async () => page.locator("#contact-form").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(160);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

test.describe("reseller terms", () => {
  test("ten numbered sections with the figures where they belong", async ({ page }) => {
    await visit(page, "/gmp-terms-and-conditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GMP Terms and Conditions");
    await expect(page.locator("main")).toContainText(site.legalName);
    const sections = page.locator("[data-terms-section]");
    await expect(sections).toHaveCount(10);
    await expect(sections.locator("h2")).toHaveText([
      "1.Definitions",
      "2.Obligations and Prohibited Acts",
      "3.Payments",
      "4.Intellectual Property and Data Processing",
      "5.Confidentiality",
      "6.Warranties",
      "7.Disclaimers",
      "8.Limitation of Liability",
      "9.Term and Termination",
      "10.Miscellaneous",
    ].map((t) => new RegExp(`^${t.replace(".", "\\.\\s*")}$`)));
    // the terms' figures, by the section that states them
    const figures: Record<number, string[]> = {
      3: [
        "end of each calendar month",
        "within 60 days of the invoice date",
        "within 10 working days",
        "30 days after the dispute is resolved",
        "1.5% per month",
        "unpaid 10 days after its due date",
        "3.5",
      ],
      4: ["for one year after it ends"],
      8: ["in the 12 months before"],
      9: ["at least 60 days before the end", "within 30 days after receiving written notice", "Within 30 business days after termination"],
      10: ["laws of the State of Israel"],
    };
    for (const [section, texts] of Object.entries(figures)) {
      for (const text of texts) await expect(page.locator(`[data-terms-section="${section}"]`)).toContainText(text);
    }
  });

  test("the contents list jumps to a section", async ({ page }) => {
    await visit(page, "/gmp-terms-and-conditions");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Term and Termination" }).click();
    await expect(page).toHaveURL(/#section-9$/);
    await expect.poll(() => page.locator("#section-9").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(160);
  });

  test("the upper-case address is the same page, canonical to the lower-case one", async ({ page }) => {
    const response = await page.goto("/GMP-terms-and-conditions");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GMP Terms and Conditions");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/gmp-terms-and-conditions$/);
  });
});

test.describe("the end of an article", () => {
  test("plain share links (LinkedIn, e-mail; no third-party script) and related insights", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
    });
    await visit(page, "/insights/modeled-conversions");
    const share = page.getByRole("navigation", { name: "Share this article" });
    const address = encodeURIComponent(new URL("/insights/modeled-conversions", "https://www.swc.co.il").href);
    await expect(share.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${address}`);
    await expect(share.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", new RegExp(`^mailto:\\?subject=.+&body=${address.replace(/[.%]/g, "\\$&")}$`));
    const related = page.getByRole("region", { name: "Related insights" });
    await expect(related.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(related).not.toContainText("Modeled conversions");
    expect(external).toEqual([]);
  });
});
