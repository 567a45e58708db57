import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, visit, renderDeferredBlocks } from "./fixtures";
import {
  FORM_PAGES,
  MESSAGE_LABEL,
  captchaBox,
  dataLayer,
  fill,
  forwardFunctionCalls,
  engagedLeadForm,
  leadForm,
  leadsFrom,
  uniqueEmail,
  type Variant,
} from "./support/lead-form";
import { EVENT } from "./analytics-support";
import { FUNCTION_PATH, FUNCTIONS_ORIGIN } from "./support/functions";

/**
 * The lead forms in Chromium, against the built site and the
 * send-contact-email function served locally (Deno + PGlite), with Google's
 * captcha replaced by the local fake (tests/e2e/support/fake-grecaptcha.js)
 * and siteverify by the local fake server.
 */

const SUBMIT: Record<Variant, string> = {
  contact: "Send Message",
  about: "Send Message",
  home: "Let's Talk",
  dv360: "Request DV360 Access",
  waitlist: "Join the Waitlist",
};
const FORM_NAME: Record<Variant, string> = {
  contact: "Contact Page Form",
  about: "About Page Form",
  home: "Home Let's Talk Form",
  dv360: "DV360 Self-Serve Form",
  waitlist: "Workshop Waitlist Form",
};
const SUBMITTING: Partial<Record<Variant, string>> = { home: "Submitting...", dv360: "Submitting...", waitlist: "Submitting..." };
/** Forms whose lead says which form and button it came from. */
const SENDS_SOURCE: readonly Variant[] = ["dv360", "waitlist"];
const VARIANTS = Object.keys(FORM_PAGES) as Variant[];
const THANKS = "Thank you for contacting us. We'll be in touch soon!";

async function axeViolations(page: Page, variant: Variant) {
  await renderDeferredBlocks(page);
  const results = await new AxeBuilder({ page })
    .include(`[data-lead-form="${variant}"]`)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const variant of VARIANTS) {
  test.describe(`${variant} form (${FORM_PAGES[variant]})`, () => {
    test.beforeEach(async ({ page }) => {
      await visit(page, FORM_PAGES[variant]);
    });

    test("the form promises a reply within 24 hours", async ({ page }) => {
      // The promise sits beside or above the form, inside the form's section.
      const section = page.locator("section", { has: leadForm(page, variant) }).last();
      await expect(section).toContainText("We reply within 24 hours.");
    });

    test("submit stays disabled until the captcha is solved; expiry and error clear the token", async ({ page, consoleMessages }) => {
      const form = await engagedLeadForm(page, variant);
      const submit = form.getByRole("button", { name: SUBMIT[variant] });
      await fill(form, variant, { name: "Dana Levi", email: "dana@example.com", message: "Please call me back." });
      await expect(submit).toBeDisabled();

      await captchaBox(form).click();
      await expect(submit).toBeEnabled();

      await page.evaluate(() => (window as unknown as { __fakeRecaptcha: { expire(): void } }).__fakeRecaptcha.expire());
      await expect(submit).toBeDisabled();
      await expect(form.getByText("Please complete the reCAPTCHA verification", { exact: true })).toBeVisible();

      await captchaBox(form).click();
      await expect(submit).toBeEnabled();
      await expect(form.getByText("Please complete the reCAPTCHA verification", { exact: true })).toHaveCount(0);

      await page.evaluate(() => (window as unknown as { __fakeRecaptcha: { error(): void } }).__fakeRecaptcha.error());
      await expect(submit).toBeDisabled();
      expect(consoleMessages.some((m) => m.text === "reCAPTCHA error occurred")).toBe(true);
    });

    test("the form with its errors showing meets WCAG 2.2 AA at 390 px", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const form = await engagedLeadForm(page, variant);
      await form.getByLabel("Email Address").fill("not-an-address");
      await captchaBox(form).click();
      await form.getByRole("button", { name: SUBMIT[variant] }).click();
      await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
      expect(await axeViolations(page, variant)).toEqual([]);
    });

    test("success: thank-you view, toast, lead stored, lead_sent (without ad consent, no hashed e-mail), form reset", async ({ page }) => {
      await forwardFunctionCalls(page, { delayMs: 400 });
      const form = await engagedLeadForm(page, variant);
      const email = uniqueEmail(variant);
      await fill(form, variant, { name: "Dana Levi", email: `  ${email.toUpperCase()} `, company: "Acme <Analytics> Ltd", message: `Hello from the ${variant} form.\nSecond line.` });
      await captchaBox(form).click();
      await form.getByRole("button", { name: SUBMIT[variant] }).click();

      const submitting = SUBMITTING[variant];
      if (submitting) await expect(form.getByRole("button", { name: submitting })).toBeDisabled();
      else await expect(form.getByRole("button", { name: SUBMIT[variant] })).toBeDisabled();

      await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      await expect(form.getByText(THANKS)).toBeVisible();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent" });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(THANKS);
      expect(await axeViolations(page, variant)).toEqual([]);

      const [lead, ...others] = await leadsFrom(email);
      expect(others).toHaveLength(0);
      expect(lead).toMatchObject({
        name: "Dana Levi",
        email: email.toUpperCase(), // trimmed, otherwise as typed
        company: "Acme <Analytics> Ltd",
        message: `Hello from the ${variant} form.\nSecond line.`,
        email_delivery: "pending", // no RESEND_API_KEY in the tests' runner: queued, waiting
      });
      expect(lead.idempotency_key).toMatch(/^lead-/);
      if (SENDS_SOURCE.includes(variant)) expect(lead).toMatchObject({ button_text: SUBMIT[variant], component_name: FORM_NAME[variant] });
      else expect(lead).toMatchObject({ button_text: null, component_name: null });

      expect(await dataLayer(page, "lead_sent")).toEqual([
        {
          event: "SWC event to GA",
          event_name: "lead_sent",
          event_detail: "N/A",
          event_text: SUBMIT[variant],
          component_name: FORM_NAME[variant],
          // The stored lead's id; no hashed e-mail and no user_data: the fixtures' visitor refused advertising (no ad_user_data).
          lead_id: lead.idempotency_key,
        },
      ]);
      // GA4's generate_lead right after it, for the same form: the site's own forms have no lead value in content, so none is sent.
      expect((await dataLayer(page)).map((entry) => entry.event_name).filter((name) => name === "lead_sent" || name === "generate_lead")).toEqual(["lead_sent", "generate_lead"]);
      expect(await dataLayer(page, "generate_lead")).toEqual([
        { event: "SWC event to GA", event_name: "generate_lead", event_detail: "N/A", event_text: "N/A", component_name: FORM_NAME[variant] },
      ]);

      await form.getByRole("button", { name: "Send Another Message" }).click();
      await expect(form.getByLabel("Your Name")).toHaveValue("");
      await expect(form.getByLabel("Email Address")).toHaveValue("");
      await expect(form.getByLabel(MESSAGE_LABEL[variant])).toHaveValue("");
      await expect(captchaBox(form)).toHaveAttribute("aria-checked", "false");
      await expect(form.getByRole("button", { name: SUBMIT[variant] })).toBeDisabled();
    });

    test("failure: the function refuses the captcha → error toast, values kept, nothing stored", async ({ page, consoleMessages }) => {
      const calls = await forwardFunctionCalls(page);
      const form = await engagedLeadForm(page, variant);
      const email = uniqueEmail(`${variant}-fail`);
      const values = { name: "Dana Levi", email, company: "Acme", message: "This one is refused by siteverify." };
      await fill(form, variant, values);
      await expect(captchaBox(form)).toBeVisible(); // the (fake) captcha script has loaded
      await page.evaluate(() => ((window as unknown as { __fakeRecaptcha: { nextToken: string } }).__fakeRecaptcha.nextToken = "fake-reject-e2e"));
      await captchaBox(form).click();
      await form.getByRole("button", { name: SUBMIT[variant] }).click();

      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Error" });
      await expect(toast).toContainText("Failed to send message. Please try again or contact us directly.");
      expect(calls.count).toBe(1);
      await expect(form.getByLabel("Your Name")).toHaveValue(values.name);
      await expect(form.getByLabel("Email Address")).toHaveValue(values.email);
      await expect(form.getByLabel("Company")).toHaveValue(values.company);
      await expect(form.getByLabel(MESSAGE_LABEL[variant])).toHaveValue(values.message);
      await expect(form.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
      // The function refused the token, so the captcha is reset: a new check is needed before retrying.
      await expect(captchaBox(form)).toHaveAttribute("aria-checked", "false");
      await expect(form.getByRole("button", { name: SUBMIT[variant] })).toBeDisabled();
      expect(consoleMessages.some((m) => m.type === "error" && m.text.startsWith("Failed to send message"))).toBe(true);
      expect(await leadsFrom(email)).toEqual([]);
      expect(await dataLayer(page, "lead_sent")).toEqual([]);
      expect(await dataLayer(page, "generate_lead")).toEqual([]);
    });
  });
}

/** The exact lead_error object: field label and message; no component. */
const leadError = (label: string, message: string) => ({
  event: EVENT,
  event_name: "lead_error",
  event_detail: label,
  event_text: message,
  component_name: "N/A",
});

test.describe("field errors (word for word) and their tracking", () => {
  for (const variant of ["contact", "home", "dv360"] as const) {
    test(`${variant}: each newly appearing error is tracked once`, async ({ page }) => {
      await visit(page, FORM_PAGES[variant]);
      const form = await engagedLeadForm(page, variant);
      const name = form.getByLabel("Your Name");
      const email = form.getByLabel("Email Address");
      const message = form.getByLabel(MESSAGE_LABEL[variant]);

      await name.fill("D");
      await name.blur();
      await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
      await email.fill("dana@");
      await email.blur();
      await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
      await message.focus();
      await message.blur();
      await expect(form.getByText("Message is required", { exact: true })).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");

      // Leaving and re-entering the same bad values does not track again.
      await name.focus();
      await name.blur();
      await email.fill("dana@x");
      await email.blur();

      expect(await dataLayer(page, "lead_error")).toEqual([
        leadError("Your Name", "Name must be at least 2 characters"),
        leadError("Email Address", "Please enter a valid email address"),
        leadError(MESSAGE_LABEL[variant], "Message is required"),
      ]);

      await name.fill("Dana");
      await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toHaveCount(0);
      await expect(name).toHaveAttribute("aria-invalid", "false");
    });
  }

  test("about: one name character is enough; errors are tracked per issue on each submit and nothing is sent", async ({ page }) => {
    const calls = await forwardFunctionCalls(page);
    await visit(page, FORM_PAGES.about);
    const form = await engagedLeadForm(page, "about");
    const submit = form.getByRole("button", { name: SUBMIT.about });
    await form.getByLabel("Your Name").focus();
    await form.getByLabel("Your Name").blur();
    expect(await dataLayer(page, "lead_error")).toEqual([]); // nothing before a submit

    await captchaBox(form).click();
    await submit.click();
    await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(form.getByText("Message is required", { exact: true })).toBeVisible();
    expect(await dataLayer(page, "lead_error")).toEqual([
      leadError("Your Name", "Name is required"),
      leadError("Email Address", "Please enter a valid email address"),
      leadError("Your Message", "Message is required"),
    ]);

    await submit.click();
    await expect.poll(async () => (await dataLayer(page, "lead_error")).length).toBe(6);
    expect(calls.count).toBe(0);

    await form.getByLabel("Your Name").fill("D");
    await expect(form.getByText("Name is required", { exact: true })).toHaveCount(0);
  });
});

test("a retried submit never stores the lead twice", async ({ page, consoleMessages }) => {
  // The first answer is lost on the way back (the lead is stored); the visitor retries.
  let drop = true;
  const calls = await forwardFunctionCalls(page, { dropResponse: () => drop });
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  const email = uniqueEmail("retry");
  await fill(form, "contact", { name: "Dana Levi", email, message: "Sent once, answered twice." });
  await captchaBox(form).click();
  await form.getByRole("button", { name: SUBMIT.contact }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Failed to send message" })).toBeVisible();
  // supabase-js's own error for a request that got no answer, logged.
  expect(consoleMessages.some((m) => m.type === "error" && m.text.includes("Failed to send a request to the Edge Function"))).toBe(true);
  await expect(form.getByLabel("Your Message")).toHaveValue("Sent once, answered twice.");
  expect(await leadsFrom(email)).toHaveLength(1);
  // The token was spent on the stored lead, yet the solved captcha stays: the
  // retry carries the same idempotency key and is answered from the store.
  await expect(captchaBox(form)).toHaveAttribute("aria-checked", "true");

  drop = false;
  await form.getByRole("button", { name: SUBMIT.contact }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(calls.count).toBe(2);
  expect(await leadsFrom(email)).toHaveLength(1);
});

test("a connection failure keeps the solved captcha: the retry sends without a new check", async ({ page, consoleMessages }) => {
  // The first request never reaches the function (its token is unspent); the visitor retries.
  let connected = false;
  const calls = { failed: 0 };
  await page.route(`**${FUNCTION_PATH}*`, async (route) => {
    if (!connected) {
      calls.failed++;
      await route.abort("internetdisconnected");
      return;
    }
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${FUNCTIONS_ORIGIN}${url.pathname}${url.search}` }) });
  });
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  const email = uniqueEmail("offline");
  await fill(form, "contact", { name: "Dana Levi", email, message: "Sent while the connection was down." });
  await captchaBox(form).click();
  const submit = form.getByRole("button", { name: SUBMIT.contact });
  await submit.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error" })).toContainText(
    "Failed to send message. Please try again or contact us directly.",
  );
  expect(calls.failed).toBe(1);
  expect(consoleMessages.some((m) => m.type === "error" && m.text.includes("Failed to send a request to the Edge Function"))).toBe(true);
  await expect(captchaBox(form)).toHaveAttribute("aria-checked", "true");
  await expect(submit).toBeEnabled();
  await expect(form.getByText("Please complete the reCAPTCHA verification", { exact: true })).toHaveCount(0);

  connected = true;
  await submit.click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await leadsFrom(email)).toHaveLength(1);
});

test("a relay error from Supabase's edge shows the error toast and keeps the values", async ({ page, consoleMessages }) => {
  // What Supabase's relay answers when it cannot reach the function.
  await page.route(`**/functions/v1/send-contact-email*`, (route) =>
    route.fulfill({
      status: 200,
      headers: { "x-relay-error": "true", "access-control-allow-origin": "*", "access-control-expose-headers": "x-relay-error" },
      body: "relay failure",
    }),
  );
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  await fill(form, "contact", { name: "Dana Levi", email: "dana@example.com", message: "Relay test." });
  await captchaBox(form).click();
  await form.getByRole("button", { name: SUBMIT.contact }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error" })).toContainText(
    "Failed to send message. Please try again or contact us directly.",
  );
  await expect(form.getByLabel("Your Message")).toHaveValue("Relay test.");
  expect(consoleMessages.some((m) => m.type === "error" && m.text.includes("Relay Error invoking the Edge Function"))).toBe(true);
});
