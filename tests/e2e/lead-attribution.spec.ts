import type { BrowserContext, Page } from "@playwright/test";
import { test, expect, offline, visit } from "./fixtures";
import { captchaBox, engagedLeadForm, fill, forwardFunctionCalls, leadsFrom, uniqueEmail, type StoredLeadRow } from "./support/lead-form";

/**
 * Where a lead came from, end to end: a visitor lands from a campaign link,
 * browses to the contact page and sends the form; the stored lead carries the
 * campaign. Click ids, and anything kept between visits, need ad_storage consent.
 */

const UTM = { utm_source: "newsletter", utm_campaign: "nov" };
const CAMPAIGN = { ...UTM, gclid: "TeSt123" };
const LANDING = `/?${new URLSearchParams(CAMPAIGN)}`;
/** A campaign link straight to the contact page, with a parameter that is never kept. */
const CONTACT_LANDING = `/contact?${new URLSearchParams({ ...CAMPAIGN, email: "dana@example.co.il" })}`;
/** Reject all (the fixtures' default) and Accept all, as the consent cookie stores them. */
const REJECTED = "v1-dddd";
const ACCEPTED = "v1-gggg";

/** From the landing page to /contact the way a visitor goes: the header's contact link (a client-side route change). */
async function browseToContact(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("banner").locator("a[data-contact-link]:visible").click();
  await expect(page).toHaveURL(/\/contact\/?$/);
}

async function sendContactForm(page: Page, label: string): Promise<StoredLeadRow> {
  await forwardFunctionCalls(page);
  const form = await engagedLeadForm(page, "contact");
  const email = uniqueEmail(label);
  await fill(form, "contact", { name: "Dana Levi", email, company: "Acme", message: "Where did I come from?" });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const [lead] = await leadsFrom(email);
  return lead;
}

/** The lead of a visitor who lands from the campaign link, browses to /contact and sends the form. */
async function leadFromCampaign(page: Page, label: string): Promise<StoredLeadRow> {
  await visit(page, LANDING);
  await browseToContact(page);
  return sendContactForm(page, label);
}

/** The lead of the same visitor's later visit, in a new tab straight to /contact (no campaign in this visit). */
async function leadFromLaterVisit(context: BrowserContext, label: string): Promise<StoredLeadRow> {
  const later = await offline(await context.newPage());
  await visit(later, "/contact");
  return sendContactForm(later, label);
}

test.describe("with consent accepted", () => {
  test.use({ storedConsent: ACCEPTED });

  test("the campaign of the landing page is stored with the lead, and kept as first touch for a later visit", async ({ page, context, baseURL }) => {
    const lead = await leadFromCampaign(page, "attribution-granted");
    const landing = new URL(LANDING, baseURL).toString();
    expect(lead.attribution).toMatchObject({
      lastTouch: { ...CAMPAIGN, landingPage: landing },
      firstTouch: { ...CAMPAIGN, landingPage: landing },
      formPage: expect.stringMatching(/\/contact\/?$/),
      formVariant: "contact",
      consent: { analytics_storage: "granted", ad_storage: "granted" },
    });

    // A later visit in a new tab, straight to /contact: this visit has no campaign, the first touch still does.
    const next = await leadFromLaterVisit(context, "attribution-granted-later");
    expect(next.attribution?.firstTouch).toMatchObject({ ...CAMPAIGN, landingPage: landing });
    expect(next.attribution?.lastTouch).toMatchObject({ landingPage: expect.stringMatching(/\/contact\/?$/) });
    expect(next.attribution?.lastTouch).not.toHaveProperty("gclid");
  });
});

test.describe("with consent rejected", () => {
  test.use({ storedConsent: REJECTED });

  test("the campaign (utm_source, utm_medium, utm_campaign) is stored for this visit only: no click id, nothing kept for the next one", async ({ page, context, baseURL }) => {
    const lead = await leadFromCampaign(page, "attribution-refused");
    expect(lead.attribution).toMatchObject({
      lastTouch: { ...UTM, landingPage: new URL(`/?${new URLSearchParams(UTM)}`, baseURL).toString() },
      firstTouch: null,
      formVariant: "contact",
      consent: { analytics_storage: "denied", ad_storage: "denied" },
    });
    expect(lead.attribution?.lastTouch).not.toHaveProperty("gclid");
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    const next = await leadFromLaterVisit(context, "attribution-refused-later");
    expect(next.attribution?.firstTouch).toBeNull();
    for (const name of Object.keys(CAMPAIGN)) expect(next.attribution?.lastTouch).not.toHaveProperty(name);
  });

  test("landing on /contact?gclid=…&utm_source=…: the UTM fields are stored, the click id and the e-mail parameter are not, in the lead or the browser", async ({ page }) => {
    await visit(page, CONTACT_LANDING);
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(kept).not.toMatch(/TeSt123|gclid|dana/);
    const lead = await sendContactForm(page, "attribution-contact-refused");
    expect(lead.attribution?.lastTouch).toMatchObject(UTM);
    expect(lead.attribution?.lastTouch).not.toHaveProperty("gclid");
    expect(JSON.stringify(lead.attribution)).not.toMatch(/TeSt123|dana/);
  });
});

test.describe("landing on the contact page with consent accepted", () => {
  test.use({ storedConsent: ACCEPTED });

  test("landing on /contact?gclid=…&utm_source=…: both the UTM fields and the click id are stored; the e-mail parameter is not", async ({ page }) => {
    await visit(page, CONTACT_LANDING);
    const lead = await sendContactForm(page, "attribution-contact-accepted");
    expect(lead.attribution?.lastTouch).toMatchObject(CAMPAIGN);
    expect(lead.attribution?.firstTouch).toMatchObject(CAMPAIGN);
    expect(JSON.stringify(lead.attribution)).not.toMatch(/dana/);
  });

  test("a reset link's token and fragment are never stored, with consent: every stored address is origin, path and campaign parameters", async ({ page, baseURL }) => {
    await visit(page, `/contact?${new URLSearchParams({ email: "dana@example.co.il", token: "s3cr3t", ...CAMPAIGN, gbraid: "GB1" })}#reset-s3cr3t`);
    const lead = await sendContactForm(page, "attribution-contact-token");
    const expected = new URL(`/contact?${new URLSearchParams({ ...CAMPAIGN, gbraid: "GB1" })}`, baseURL).toString();
    expect(lead.attribution?.lastTouch?.landingPage).toBe(expected);
    expect(lead.attribution?.firstTouch?.landingPage).toBe(expected);
    expect(lead.attribution?.formPage).toBe(new URL(`/contact?${new URLSearchParams(UTM)}`, baseURL).toString());
    expect(JSON.stringify(lead.attribution)).not.toMatch(/dana|s3cr3t|token|#/);
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(kept).not.toMatch(/dana|s3cr3t|token|#/);
  });
});
