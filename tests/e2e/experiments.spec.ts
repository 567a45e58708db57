import fs from "fs";
import path from "path";
import type { Browser, Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { parseExperiment } from "../../src/lib/experiments";
import { assignVariant, EXPERIMENT_COOKIE, EXPERIMENTS_ATTRIBUTE } from "../../src/lib/experiment-assignment";
import { variantString } from "../../src/lib/experiment-exposure";
import { captchaBox, engagedLeadForm, fill, forwardFunctionCalls, leadsFrom, uniqueEmail } from "./support/lead-form";

/**
 * The home hero's running experiment (content/experiments/home-hero-headline.json)
 * on the built site: the head script assigns before the body is parsed, so the
 * text a visitor first sees is already the assigned one.
 */
const FILE = "home-hero-headline.json";
const experiment = parseExperiment(JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/experiments", FILE), "utf8")), FILE);
const home = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/home.json"), "utf8")) as { hero: { title: string; intro: string } };
const titles = new Map(experiment.variants.map((variant) => [variant.id, variant.content?.find((entry) => entry.field === "title")?.text ?? home.hero.title]));

const GRANTED = "v1-gggg";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The hero title's visible text when DOMContentLoaded fires, and the page's assignment. */
async function firstTitle(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { firstTitle: string }).firstTitle = document.querySelector("h1")!.innerText;
    });
  });
  await visit(page, "/");
  return {
    first: await page.evaluate(() => (window as unknown as { firstTitle: string }).firstTitle),
    shown: await page.locator("h1").innerText(),
    assigned: await page.evaluate((name) => document.documentElement.getAttribute(name), EXPERIMENTS_ATTRIBUTE),
  };
}

async function experimentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === EXPERIMENT_COOKIE);
}

async function freshVisitor(browser: Browser, baseURL: string, options: { consent?: string; userAgent?: string } = {}) {
  const context = await browser.newContext({ userAgent: options.userAgent });
  if (options.consent) await context.addCookies([{ name: "swc_consent", value: options.consent, url: baseURL }]);
  return context;
}

test.describe("with analytics consent stored", () => {
  test.use({ storedConsent: GRANTED });

  test("the visitor gets one variant, shown from the first paint and the same across reloads", async ({ page }) => {
    const view = await firstTitle(page);
    const variant = /^home-hero-headline\.([a-z0-9-]+)$/.exec(view.assigned ?? "")?.[1];
    expect(variant && titles.has(variant)).toBe(true);
    expect(view.first).toBe(titles.get(variant!));
    expect(view.shown).toBe(view.first);
    const cookie = await experimentCookie(page);
    expect(cookie?.value).toMatch(/^[0-9a-f]{16}$/);
    expect(cookie!.expires * 1000).toBe(Date.parse(`${experiment.end}T00:00:00Z`) + 24 * 60 * 60 * 1000);
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      expect(await page.locator("h1").innerText()).toBe(view.first);
      expect((await experimentCookie(page))?.value).toBe(cookie!.value);
    }
  });
});

test("fresh consenting visitors see both variants", async ({ browser, baseURL }) => {
  const seen = new Set<string>();
  for (let visitor = 0; visitor < 20 && seen.size < titles.size; visitor++) {
    const context = await freshVisitor(browser, baseURL!, { consent: GRANTED });
    const page = await context.newPage();
    await visit(page, "/");
    seen.add(await page.locator("h1").innerText());
    await context.close();
  }
  expect([...seen].sort()).toEqual([...titles.values()].sort());
});

test("without analytics consent: the control, and no experiment cookie, mark or exposure", async ({ page }) => {
  const view = await firstTitle(page);
  expect(view).toEqual({ first: home.hero.title, shown: home.hero.title, assigned: null });
  await page.waitForLoadState("load");
  expect(await exposures(page)).toEqual([]);
  expect(await experimentCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => Object.keys(localStorage).concat(Object.keys(sessionStorage)).filter((key) => /exp/i.test(key)))).toEqual([]);
});

test("a crawler gets the control even with a stored grant, and nothing is stored", async ({ browser, baseURL }) => {
  const context = await freshVisitor(browser, baseURL!, { consent: GRANTED, userAgent: GOOGLEBOT });
  const page = await context.newPage();
  const view = await firstTitle(page);
  expect(view).toEqual({ first: home.hero.title, shown: home.hero.title, assigned: null });
  expect(await experimentCookie(page)).toBeUndefined();
  await context.close();
});

test("the variants not shown are hidden from assistive technology, and the page keeps one h1 name", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(home.hero.title);
  await expect(page.locator("h1 [hidden]")).toHaveCount(titles.size - 1);
});

test("a visitor assigned the variant sees it without a layout shift", async ({ browser, baseURL }) => {
  const variant = experiment.variants[1];
  const visitor = visitorIn(variant.id);
  const context = await freshVisitor(browser, baseURL!, { consent: GRANTED });
  await context.addCookies([{ name: EXPERIMENT_COOKIE, value: visitor, url: baseURL! }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const view = await firstTitle(page);
  expect(view.assigned).toBe(`${experiment.slug}.${variant.id}`);
  expect(view.first).toBe(titles.get(variant.id));
  await page.waitForLoadState("load");
  // A new task after load, so every shift of the load has been observed.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await context.close();
});

/** A visitor id the assignment puts in `variantId` (the hash is deterministic). */
function visitorIn(variantId: string): string {
  const running = { id: experiment.slug, variants: experiment.variants, split: experiment.split };
  return Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(16, "0")).find((id) => assignVariant(running, id) === variantId)!;
}

/** The experience_impression pushes of the page now open. */
function exposures(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((push) => push.event_name === "experience_impression"));
}

test.describe("counting, with analytics consent stored", () => {
  test.use({ storedConsent: GRANTED });
  const variant = experiment.variants[1];

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: EXPERIMENT_COOKIE, value: visitorIn(variant.id), url: baseURL! }]);
  });

  test("one exposure per page view in which the variant is shown, none on a page without an experiment", async ({ page }) => {
    const expected = {
      event: "SWC event to GA",
      event_name: "experience_impression",
      event_detail: experiment.slug,
      event_text: variant.id,
      component_name: "N/A",
      exp_variant_string: variantString(experiment.slug, variant.id),
    };
    await visit(page, "/");
    await page.waitForLoadState("load");
    expect(await exposures(page)).toEqual([expected]);
    await page.reload();
    await page.waitForLoadState("load");
    expect(await exposures(page)).toEqual([expected]);
    await visit(page, "/contact");
    await page.waitForLoadState("load");
    expect(await exposures(page)).toEqual([]);
  });

  test("a prerendered page pushes nothing while prerendered and one exposure at activation", async ({ page }) => {
    // Playwright cannot prerender a page itself: the page is told it is prerendered, then activated, as Chromium does.
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, "prerendering", { configurable: true, get: () => prerendering });
      (window as unknown as { activate: () => void }).activate = () => {
        prerendering = false;
        document.dispatchEvent(new Event("prerenderingchange"));
      };
    });
    await visit(page, "/");
    await page.waitForLoadState("load");
    expect(await page.evaluate((name) => document.documentElement.getAttribute(name), EXPERIMENTS_ATTRIBUTE)).toBe(`${experiment.slug}.${variant.id}`);
    expect(await exposures(page)).toEqual([]);
    await page.evaluate(() => (window as unknown as { activate: () => void }).activate());
    expect(await exposures(page)).toHaveLength(1);
    await page.evaluate(() => document.dispatchEvent(new Event("prerenderingchange")));
    expect(await exposures(page)).toHaveLength(1);
  });

  test("a lead sent after the variant was shown stores and pushes its assignment", async ({ page }) => {
    await visit(page, "/");
    await page.waitForLoadState("load");
    expect(await exposures(page)).toHaveLength(1);
    // The lead comes later, from the contact page, which tests nothing itself.
    await visit(page, "/contact");
    await forwardFunctionCalls(page);
    const form = await engagedLeadForm(page, "contact");
    const email = uniqueEmail("experiment-lead");
    await fill(form, "contact", { name: "Dana Levi", email, company: "Acme", message: "Which headline did I see?" });
    await captchaBox(form).click();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const [lead] = (await leadsFrom(email)) as unknown as { experiments: Record<string, string> | null }[];
    expect(lead.experiments).toEqual({ [experiment.slug]: variant.id });
    const sent = await page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((push) => push.event_name === "lead_sent"));
    expect(sent).toHaveLength(1);
    expect(sent[0].exp_variant_string).toBe(variantString(experiment.slug, variant.id));
  });
});

test("a lead sent without analytics consent carries no assignment", async ({ page }) => {
  await visit(page, "/");
  await visit(page, "/contact");
  await forwardFunctionCalls(page);
  const form = await engagedLeadForm(page, "contact");
  const email = uniqueEmail("experiment-lead-refused");
  await fill(form, "contact", { name: "Dana Levi", email, company: "Acme", message: "No tests for me." });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const [lead] = (await leadsFrom(email)) as unknown as { experiments: Record<string, string> | null }[];
  expect(lead.experiments).toBeNull();
  const sent = await page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((push) => push.event_name === "lead_sent"));
  expect(sent[0]).not.toHaveProperty("exp_variant_string");
});
