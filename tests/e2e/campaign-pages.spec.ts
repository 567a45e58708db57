import fs from "node:fs";
import path from "node:path";
import { test, expect, visit } from "./fixtures";
import { captchaBox, dataLayer, forwardFunctionCalls, leadsFrom, uniqueEmail } from "./support/lead-form";
import { PUBLIC_DIR, builtRedirects } from "./support/built-site";
import { isLoadedWhenIdle } from "../../scripts/lib/perf-budget.mjs";

/**
 * Campaign landing pages (content/campaigns/, pages under /lp/) against the
 * built site: each page's blocks in the file's order, in the focused frame;
 * noindex and out of the sitemap; its form's leads and lead_sent named by the
 * page's form name; an ended page's address leads to its chosen page and a
 * page not yet started has none (the build sources the fixtures of
 * tests/fixtures/unpublished-content/campaigns/ beside content/).
 */

const ROOT = path.join(__dirname, "..", "..");
const site = JSON.parse(fs.readFileSync(path.join(ROOT, "content", "site.json"), "utf8")) as { siteUrl: string };
const siteUrl = site.siteUrl.replace(/\/$/, "");

interface CampaignFile {
  path: string;
  title: string;
  metaDescription: string;
  indexed?: boolean;
  expiredRedirect: string;
  blocks: ({ type: string; title?: string; question?: string } & Record<string, unknown>)[];
}

const readCampaign = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as CampaignFile;
const FIXTURES = path.join(ROOT, "tests", "fixtures", "unpublished-content", "campaigns");
/** The landing page tests/e2e/cms.spec.ts makes in the CMS from the required fields, a hero and a lead form: its saved file is this one, byte for byte. */
const CMS_MADE = readCampaign(path.join(FIXTURES, "ga4-health-check.json"));
const CAMPAIGNS = [
  ...fs
    .readdirSync(path.join(ROOT, "content", "campaigns"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => readCampaign(path.join(ROOT, "content", "campaigns", name))),
  CMS_MADE,
];
const ENDED = readCampaign(path.join(FIXTURES, "spring-offer-2020.json"));
const NOT_STARTED = readCampaign(path.join(FIXTURES, "launch-2999.json"));

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteUrl, "") || "/");
}

test("there are landing pages to check", () => {
  expect(CAMPAIGNS.length).toBeGreaterThanOrEqual(3);
});

for (const campaign of CAMPAIGNS) {
  test.describe(`landing page ${campaign.path}`, () => {
    test("its blocks in the file's order, in the focused frame: the logo home, no menu, the footer's legal line", async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await visit(page, campaign.path);
      expect(await page.locator("[data-block]").evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-block")))).toEqual(
        campaign.blocks.map((block) => block.type),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(String(campaign.blocks.find((block) => block.type === "hero")?.title));
      for (const block of campaign.blocks.filter((candidate) => candidate.title && candidate.type !== "hero" && candidate.type !== "quote")) {
        await expect(page.locator(`[data-block="${block.type}"]`).getByRole("heading", { name: String(block.title), exact: true }).first()).toBeAttached();
      }
      const header = page.locator("header");
      await expect(header.getByRole("link")).toHaveCount(1);
      await expect(header.getByRole("link")).toHaveAttribute("href", "/");
      await expect(page.getByRole("navigation")).toHaveCount(0);
      const footer = page.locator("footer");
      await expect(footer.getByRole("link", { name: /terms/i })).toBeVisible();
      await expect(footer.locator("[data-consent-settings]")).toBeVisible();
      await expect(footer.locator("address")).toHaveCount(0);
      // No script file but the vitals reporter every page loads when idle: the form's code waits for the visitor to head for it.
      // A short page shows its form on arrival (the page made in the CMS: a hero, then the form): only the form's code (/late/) loads.
      const formInView = await page.locator("[data-lead-form]").evaluateAll((forms) => forms.some((form) => form.getBoundingClientRect().top < window.innerHeight));
      const scripts = requests.filter((url) => /\.js(\?|$)/.test(url) && !isLoadedWhenIdle(new URL(url).pathname));
      expect(scripts.filter((url) => !formInView || !new URL(url).pathname.startsWith("/late/"))).toEqual([]);
    });

    test("noindex and out of the sitemap; its canonical, social cards and FAQ for search engines", async ({ request }) => {
      const html = await (await request.get(campaign.path)).text();
      expect(campaign.indexed).not.toBe(true);
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(sitemapPaths()).not.toContain(campaign.path);
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}${campaign.path}"`);
      expect(html).toContain(`<meta property="og:url" content="${siteUrl}${campaign.path}"`);
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${campaign.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
      const faq = campaign.blocks.find((block) => block.type === "faq") as { items: { question: string; answer: string }[] } | undefined;
      const faqPage = jsonLd.find((data) => data["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      if (faq) expect(faqPage?.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(faq.items.map((q) => [q.question, q.answer]));
      else expect(faqPage).toBeUndefined();
    });
  });
}

/** A landing page whose lead form has a lead value (a test's figure: the site's own content sets none). */
const VALUED = readCampaign(path.join(FIXTURES, "server-side-tagging.json"));
const WITH_FORM = [...CAMPAIGNS, VALUED].filter((campaign) => campaign.blocks.some((block) => block.type === "lead-form"));

for (const campaign of WITH_FORM) {
  const block = campaign.blocks.find((candidate) => candidate.type === "lead-form") as unknown as { buttonLabel: string; formName: string; leadValue?: { value: number; currency?: string } };
  test(`${campaign.path}: a lead sent from its form is stored, and lead_sent and generate_lead reported, with the page's form name`, async ({ page }) => {
    await forwardFunctionCalls(page);
    // Arrived from an ad: the campaign parameters travel with the lead as on every page.
    await visit(page, `${campaign.path}?utm_source=google&utm_medium=cpc&utm_campaign=${encodeURIComponent(block.formName.toLowerCase().replace(/\W+/g, "-"))}`);
    const form = page.locator('[data-lead-form="campaign"]');
    await form.scrollIntoViewIfNeeded();
    await form.hover();
    await form.locator("[data-lead-form-ready]").waitFor();
    const email = uniqueEmail("campaign");
    await form.getByLabel("Your Name").fill("Noa Cohen");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Your Goals").fill("A GA4 property for three stores, checked before the holiday season.");
    await captchaBox(form).click();
    await form.getByRole("button", { name: block.buttonLabel }).click();
    await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    const [lead, ...others] = await leadsFrom(email);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ name: "Noa Cohen", button_text: block.buttonLabel, component_name: block.formName });
    expect(lead.attribution).toMatchObject({ formVariant: "campaign" });
    expect(lead.attribution?.formPage).toContain(campaign.path);
    expect(JSON.stringify(lead.attribution)).toContain("utm_source=google");
    // No consent was given, so no ad_user_data: lead_sent carries no hashed e-mail.
    expect(await dataLayer(page, "lead_sent")).toEqual([
      {
        event: "SWC event to GA",
        event_name: "lead_sent",
        event_detail: "N/A",
        event_text: block.buttonLabel,
        component_name: block.formName,
        lead_id: lead.idempotency_key,
      },
    ]);
    // GA4's generate_lead: the block's lead value and currency (ILS when it names none), or neither without one.
    const value = block.leadValue ? { value: block.leadValue.value, currency: block.leadValue.currency ?? "ILS" } : {};
    expect(await dataLayer(page, "generate_lead")).toEqual([
      { event: "SWC event to GA", event_name: "generate_lead", event_detail: "N/A", event_text: "N/A", component_name: block.formName, ...value },
    ]);
  });
}

test("an ended landing page's address leads to the page its marketer chose; one not yet started has no page", async ({ page, request }) => {
  expect(builtRedirects().get(ENDED.path)).toBe(ENDED.expiredRedirect);
  await visit(page, ENDED.path);
  await expect(page).toHaveURL(new RegExp(`${ENDED.expiredRedirect.replace(/\//g, "\\/")}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(sitemapPaths()).not.toContain(ENDED.path);

  expect((await request.get(NOT_STARTED.path)).status()).toBe(404);
  expect(fs.existsSync(path.join(PUBLIC_DIR, NOT_STARTED.path, "index.html"))).toBe(false);
});
