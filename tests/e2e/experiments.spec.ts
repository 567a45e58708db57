import fs from "fs";
import path from "path";
import type { Browser, Page } from "@playwright/test";
import { test, expect, visit, prerenderUntilActivated } from "./fixtures";
import { effectiveStatus, isoDay, parseExperiment, type Experiment } from "../../src/lib/experiments";
import { assignVariant, EXPERIMENT_COOKIE, EXPERIMENT_MARKUP, EXPERIMENTS_ATTRIBUTE, readAssignments } from "../../src/lib/experiment-assignment";
import { buildDate } from "../../gatsby/build-date";
import { variantString, variantStrings } from "../../src/lib/experiment-exposure";
import { EXPERIMENT_SEEN_KEY } from "../../src/lib/experiment-records";
import { captchaBox, dataLayer, engagedLeadForm, fill, forwardFunctionCalls, leadsFrom, uniqueEmail } from "./support/lead-form";

/**
 * The home hero's running experiment on the built site: the head script
 * assigns before the body is parsed, so the text a visitor first sees is
 * already the assigned one. While the shipped experiment
 * (content/experiments/home-hero-headline.json) runs, it is the one tested;
 * after its end, the browser tests' build runs a fixture experiment on the
 * same hero (tests/fixtures/unpublished-content, starting the day after), so
 * these tests check the same behaviour on any day. The day is the build's
 * (SITE_BUILD_DATE builds and tests the site as another day sees it).
 */
const HOME_EXPERIMENT_FILES = [
  path.join(__dirname, "../../content/experiments/home-hero-headline.json"),
  path.join(__dirname, "../fixtures/unpublished-content/experiments/home-later.json"),
];
const homeExperiments = HOME_EXPERIMENT_FILES.map((file) => parseExperiment(JSON.parse(fs.readFileSync(file, "utf8")), path.basename(file)));
const runningOnHome = homeExperiments.filter((candidate) => effectiveStatus(candidate, isoDay(buildDate())) === "running");
if (runningOnHome.length !== 1) throw new Error(`the browser tests need one home hero experiment running on the build's day, not ${runningOnHome.map((candidate) => candidate.slug).join(", ") || "none"}`);
const [experiment] = runningOnHome;
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

/** The experience_impression pushes of the page now open. */
function exposures(page: Page) {
  return dataLayer(page, "experience_impression");
}

/** A lead sent from the contact page's form as a visitor does; the lead as stored. */
async function sendContactLead(page: Page, label: string, message: string) {
  await visit(page, "/contact");
  await forwardFunctionCalls(page);
  const form = await engagedLeadForm(page, "contact");
  const email = uniqueEmail(label);
  await fill(form, "contact", { name: "Dana Levi", email, company: "Acme", message });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const [lead] = (await leadsFrom(email)) as unknown as { experiments: Record<string, string> | null }[];
  return lead;
}

/** Whether the page's browser keeps the experiments' cookie and record. */
async function experimentRecords(page: Page) {
  return {
    cookie: (await experimentCookie(page)) !== undefined,
    record: await page.evaluate((key) => localStorage.getItem(key) !== null, EXPERIMENT_SEEN_KEY),
  };
}

test("a page without a running experiment carries no experiment script, data, rules or markup", async ({ page }) => {
  await visit(page, "/services");
  expect(await page.evaluate((name) => document.documentElement.getAttribute(name), EXPERIMENTS_ATTRIBUTE)).toBeNull();
  expect(await page.locator(`[data-experiments-head], [${EXPERIMENT_MARKUP.experiment}]`).count()).toBe(0);
});

test.describe("the home hero's experiment", () => {
  test.describe("with analytics consent stored", () => {
    test.use({ storedConsent: GRANTED });

    test("the visitor gets one variant, shown from the first paint and the same across reloads", async ({ page }) => {
      const view = await firstTitle(page);
      const variant = new RegExp(`^${experiment.slug}\\.([a-z0-9-]+)$`).exec(view.assigned ?? "")?.[1];
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
      const activate = await prerenderUntilActivated(page);
      await visit(page, "/");
      await page.waitForLoadState("load");
      expect(await page.evaluate((name) => document.documentElement.getAttribute(name), EXPERIMENTS_ATTRIBUTE)).toBe(`${experiment.slug}.${variant.id}`);
      expect(await exposures(page)).toEqual([]);
      await activate();
      expect(await exposures(page)).toHaveLength(1);
      await page.evaluate(() => document.dispatchEvent(new Event("prerenderingchange")));
      expect(await exposures(page)).toHaveLength(1);
    });

    test("a lead sent after the variant was shown stores and pushes its assignment", async ({ page }) => {
      await visit(page, "/");
      await page.waitForLoadState("load");
      expect(await exposures(page)).toHaveLength(1);
      // The lead comes later, from the contact page, which tests nothing itself.
      const lead = await sendContactLead(page, "experiment-lead", "Which headline did I see?");
      expect(lead.experiments).toEqual({ [experiment.slug]: variant.id });
      const sent = await dataLayer(page, "lead_sent");
      expect(sent).toHaveLength(1);
      expect(sent[0].exp_variant_string).toBe(variantString(experiment.slug, variant.id));
    });
  });

  test("a lead sent without analytics consent carries no assignment", async ({ page }) => {
    await visit(page, "/");
    const lead = await sendContactLead(page, "experiment-lead-refused", "No tests for me.");
    expect(lead.experiments).toBeNull();
    const sent = await dataLayer(page, "lead_sent");
    expect(sent[0]).not.toHaveProperty("exp_variant_string");
  });

  test.describe("withdrawing analytics consent", () => {
    test.use({ storedConsent: GRANTED });

    test("removes the experiment cookie and the record of what was shown; the next view is the control, unpushed", async ({ page }) => {
      await visit(page, "/");
      await page.waitForLoadState("load");
      expect(await exposures(page)).toHaveLength(1);
      expect(await experimentRecords(page)).toEqual({ cookie: true, record: true });
      // The footer's Cookie settings, then Reject all: the visitor takes analytics consent back.
      await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
      await page.locator("[data-consent-banner]").getByRole("button", { name: "Reject all" }).click();
      expect(await experimentRecords(page)).toEqual({ cookie: false, record: false });
      const view = await firstTitle(page);
      expect(view).toEqual({ first: home.hero.title, shown: home.hero.title, assigned: null });
      await page.waitForLoadState("load");
      expect(await exposures(page)).toEqual([]);
      expect(await experimentRecords(page)).toEqual({ cookie: false, record: false });
    });
  });
});

/**
 * A landing page's experiments, from the browser tests' extra content
 * (tests/fixtures/unpublished-content): /lp/server-side-tagging tests its
 * hero's title and line and its lead form's heading, and swaps its
 * testimonial whole for a checklist, in three experiments; its call to action
 * shows a chosen winner.
 */
const FIXTURES = path.join(__dirname, "../fixtures/unpublished-content");
const fixtureExperiment = (file: string) => parseExperiment(JSON.parse(fs.readFileSync(path.join(FIXTURES, "experiments", file), "utf8")), file);
const LANDING = JSON.parse(fs.readFileSync(path.join(FIXTURES, "campaigns", "server-side-tagging.json"), "utf8")) as { path: string; blocks: Record<string, string>[] };
const blockOf = (type: string) => LANDING.blocks.find((block) => block.type === type)!;
const LP_HERO = fixtureExperiment("lp-hero.json");
const LP_FORM = fixtureExperiment("lp-form.json");
const LP_CTA = fixtureExperiment("lp-cta.json");
const LP_PROOF = fixtureExperiment("lp-proof.json");

/** A variant's text of a field, or the page's own for the control. */
function textOf(experiment: Experiment, variantId: string, field: string): string {
  return experiment.variants.find((variant) => variant.id === variantId)?.content?.find((entry) => entry.field === field)?.text ?? blockOf(experiment.target.block)[field];
}

/** A visitor id every experiment named assigns to its variant named. */
function visitorInEach(choices: [Experiment, string][]): string {
  const ids = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(16, "0"));
  return ids.find((id) => choices.every(([experiment, variant]) => assignVariant({ id: experiment.slug, variants: experiment.variants, split: experiment.split }, id) === variant))!;
}

/** The hero's title, the lead form's heading and the block shown in the testimonial's place, at DOMContentLoaded and now, and the page's assignments. */
async function landingView(page: Page) {
  // The form's section is rendered only when near the viewport (content-visibility), so innerText, which reads
  // rendered text, has nothing there yet: its heading's text is the variant's markup the page's styles display.
  const shown = () => {
    const displayed = (element: Element) => {
      const variants = [...element.querySelectorAll("[data-xv]")];
      return variants.length > 0 ? variants.filter((variant) => getComputedStyle(variant).display !== "none").map((variant) => variant.textContent).join("") : element.textContent;
    };
    // The testimonial's place: which of the blocks there the page displays (the page's own, or a variant's).
    const proof = [...document.querySelectorAll('[data-block="quote"] > [data-xv]')].filter((block) => getComputedStyle(block).display !== "none");
    return [document.querySelector<HTMLElement>("h1")!.innerText, displayed(document.querySelector("#form-heading")!), proof.map((block) => block.getAttribute("data-xv")).join()];
  };
  await page.addInitScript(`document.addEventListener("DOMContentLoaded", () => { window.first = (${shown.toString()})(); })`);
  await visit(page, LANDING.path);
  return {
    first: await page.evaluate(() => (window as unknown as { first: string[] }).first),
    shown: await page.evaluate(shown),
    assigned: readAssignments(await page.evaluate((name) => document.documentElement.getAttribute(name), EXPERIMENTS_ATTRIBUTE)),
  };
}

/** The landing page's lead form, engaged and filled as a visitor does; returns the address sent. */
async function sendLandingLead(page: Page, label: string): Promise<string> {
  const form = page.locator('[data-lead-form="campaign"]');
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await form.locator("[data-lead-form-ready]").waitFor();
  const email = uniqueEmail(label);
  await form.getByLabel("Your Name").fill("Noa Cohen");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Your Goals").fill("Our tags miss a third of the orders; we want a server container.");
  await captchaBox(form).click();
  await form.getByRole("button", { name: blockOf("lead-form").buttonLabel }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  return email;
}

test.describe("a landing page's blocks under test", () => {
  const heroVariant = LP_HERO.variants[1].id;
  const formVariant = LP_FORM.variants[1].id;
  const proofVariant = LP_PROOF.variants[1].id;

  test.describe("with analytics consent stored", () => {
    test.use({ storedConsent: GRANTED });

    test("the hero's, the form heading's and the swapped block's variants are in the first paint, counted once each and carried on the lead", async ({ context, page, baseURL }) => {
      const assigned: [Experiment, string][] = [[LP_HERO, heroVariant], [LP_FORM, formVariant], [LP_PROOF, proofVariant]];
      await context.addCookies([{ name: EXPERIMENT_COOKIE, value: visitorInEach(assigned), url: baseURL! }]);
      await forwardFunctionCalls(page);
      const view = await landingView(page);
      const expected = [textOf(LP_HERO, heroVariant, "title"), textOf(LP_FORM, formVariant, "title"), proofVariant];
      expect(expected).not.toEqual([blockOf("hero").title, blockOf("lead-form").title, "control"]);
      expect(view.first).toEqual(expected);
      expect(view.shown).toEqual(expected);
      expect(view.assigned).toEqual(expect.arrayContaining(assigned.map(([experiment, variant]) => ({ experiment: experiment.slug, variant }))));
      await expect(page.locator("h1 + p")).toHaveText(textOf(LP_HERO, heroVariant, "subtitle"), { useInnerText: true });
      // The checklist stands in the testimonial's place; the testimonial is gone.
      const checklist = LP_PROOF.variants[1].block![0] as { title: string };
      await expect(page.getByRole("heading", { name: checklist.title })).toBeAttached();
      await expect(page.locator("blockquote")).toBeHidden();
      await page.waitForLoadState("load");
      const strings = assigned.map(([experiment, variant]) => variantString(experiment.slug, variant)).sort();
      expect((await exposures(page)).map((push) => push.exp_variant_string).sort()).toEqual(strings);

      const email = await sendLandingLead(page, "lp-experiment-lead");
      const [lead] = (await leadsFrom(email)) as unknown as { experiments: Record<string, string> | null }[];
      expect(lead.experiments).toEqual(Object.fromEntries(assigned.map(([experiment, variant]) => [experiment.slug, variant])));
      const sent = await dataLayer(page, "lead_sent");
      expect(sent).toHaveLength(1);
      // GA4 keeps 100 characters of a parameter: lead_sent names the whole variant strings that fit, the stored lead all of them.
      const named = String(sent[0].exp_variant_string);
      expect(named.length).toBeLessThanOrEqual(100);
      expect(named.split(",").length).toBe(variantStrings(lead.experiments!).split(",").length);
      expect(strings).toEqual(expect.arrayContaining(named.split(",")));
    });
  });

  test("without analytics consent: the control from the first paint, nothing stored or pushed, a lead without assignments", async ({ page }) => {
    await forwardFunctionCalls(page);
    const view = await landingView(page);
    const control = [blockOf("hero").title, blockOf("lead-form").title, "control"];
    expect(view).toEqual({ first: control, shown: control, assigned: [] });
    await expect(page.locator("blockquote")).toHaveText(blockOf("quote").text);
    await page.waitForLoadState("load");
    expect(await exposures(page)).toEqual([]);
    expect(await experimentRecords(page)).toEqual({ cookie: false, record: false });
    const email = await sendLandingLead(page, "lp-experiment-refused");
    const [lead] = (await leadsFrom(email)) as unknown as { experiments: Record<string, string> | null }[];
    expect(lead.experiments).toBeNull();
  });

  test("a chosen winner is the block's own text, with no experiment markup; the variants are hidden from assistive technology", async ({ page }) => {
    await visit(page, LANDING.path);
    const cta = page.locator('[data-block="cta"]');
    await expect(cta.getByText(textOf(LP_CTA, LP_CTA.winner!, "text"), { exact: true })).toBeVisible();
    await expect(cta.locator("[data-xp]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(blockOf("hero").title);
    await expect(page.getByRole("heading", { name: blockOf("lead-form").title, exact: true })).toBeAttached();
  });
});
