import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { RECAPTCHA_SCRIPT } from "./fake-recaptcha";
import { ADMIN_TOKEN, FUNCTION_PATH, FUNCTIONS_ORIGIN } from "./functions";

export type Variant = "contact" | "about" | "home" | "dv360" | "waitlist";

/** Where each form lives. */
export const FORM_PAGES: Record<Variant, string> = {
  contact: "/contact",
  about: "/about",
  home: "/",
  dv360: "/services/marketing/dv360-self-serve",
  // the workshop's sessions in content have all ended, so its page offers the waitlist
  waitlist: "/workshops/google-analytics",
};

export const MESSAGE_LABEL: Record<Variant, string> = {
  contact: "Your Message",
  about: "Your Message",
  home: "How Can We Help?",
  dv360: "Your Goals",
  waitlist: "Your Message",
};

export type StoredTouch = Record<string, string>;
export interface StoredAttribution {
  firstTouch: StoredTouch | null;
  lastTouch: StoredTouch | null;
  formPage: string;
  formVariant: string;
  consent: Record<string, string> | null;
}

export interface StoredLeadRow {
  name: string;
  email: string;
  company: string;
  message: string;
  button_text: string | null;
  component_name: string | null;
  idempotency_key: string;
  /** Where the lead came from (jsonb), as the function stored it. */
  attribution: StoredAttribution | null;
  /** Status of the lead's e-mail delivery in lead_outbox. */
  email_delivery: string | null;
}

/**
 * The built site posts to the Supabase URL baked into it (GATSBY_SUPABASE_URL,
 * default http://127.0.0.1:54321); the tests' own function runner listens on
 * FUNCTIONS_ORIGIN. This hands every call of the function to that runner,
 * unchanged (headers, body, status, CORS headers), optionally after a delay so
 * the submitting state can be seen. Returns the number of calls so far.
 */
export async function forwardFunctionCalls(page: Page, options: { delayMs?: number; dropResponse?: () => boolean } = {}) {
  const calls = { count: 0 };
  await page.route(`**${FUNCTION_PATH}*`, async (route) => {
    const url = new URL(route.request().url());
    calls.count++;
    const response = await route.fetch({ url: `${FUNCTIONS_ORIGIN}${url.pathname}${url.search}` });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.dropResponse?.()) {
      // The function ran and stored the lead, but the answer never reaches the browser.
      await route.abort("connectionreset");
      return;
    }
    await route.fulfill({ response });
  });
  return calls;
}

export async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/_local/sql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-local-admin-token": ADMIN_TOKEN },
    body: JSON.stringify({ text, params }),
  });
  if (!response.ok) throw new Error(`local runner: ${response.status} ${await response.text()}`);
  return (await response.json()).rows as Row[];
}

export function leadsFrom(email: string): Promise<StoredLeadRow[]> {
  return sql<StoredLeadRow>(
    `select m.*, o.status as email_delivery
       from public.contact_messages m
       left join public.lead_outbox o on o.lead_id = m.id and o.channel = 'email'
      where lower(m.email) = lower($1) order by m.received_at`,
    [email],
  );
}

/** A unique address per test, so tests running in parallel see only their own leads. */
export function uniqueEmail(label: string): string {
  return `dana.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function leadForm(page: Page, variant: Variant): Locator {
  return page.locator(`[data-lead-form="${variant}"]`);
}

/**
 * The form as a visitor meets it: its island hydrates when the visitor heads for it
 * (plugins/gatsby-plugin-swc-delivery/page-runtime/islands.ts), so point at it, as a visitor does before
 * typing, and wait until it works.
 */
export async function engagedLeadForm(page: Page, variant: Variant): Promise<Locator> {
  const form = leadForm(page, variant);
  await form.scrollIntoViewIfNeeded();
  await form.hover();
  await form.locator("[data-lead-form-ready]").waitFor();
  return form;
}

export function captchaBox(form: Locator): Locator {
  return form.getByRole("checkbox", { name: "I'm not a robot" });
}

/** The box that holds the captcha's place until the widget covers it (empty until the visitor starts on the form). */
export function captchaPlaceholder(form: Locator): Locator {
  return form.locator("[data-captcha-placeholder]");
}

/** Every request for Google's captcha script the page makes from now on. */
export function recordCaptchaRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (RECAPTCHA_SCRIPT.test(request.url())) requests.push(request.url());
  });
  return requests;
}

export async function fill(form: Locator, variant: Variant, values: { name: string; email: string; company?: string; message: string }) {
  await form.getByLabel("Your Name").fill(values.name);
  await form.getByLabel("Email Address").fill(values.email);
  if (values.company !== undefined) await form.getByLabel("Company").fill(values.company);
  await form.getByLabel(MESSAGE_LABEL[variant]).fill(values.message);
}

export type DataLayerEntry = Record<string, string>;

export function dataLayer(page: Page, eventName?: string): Promise<DataLayerEntry[]> {
  return page.evaluate(
    (name) => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((e) => !name || e.event_name === name),
    eventName,
  );
}
