import site from "../../content/site.json";
import type { Page } from "@playwright/test";
import { test, expect, visit, holdLateCode } from "./fixtures";
import { FUNCTION_PATH, FUNCTIONS_ORIGIN } from "./support/functions";
import { RECAPTCHA_SCRIPT } from "./support/fake-recaptcha";
import { CAPTCHA_LOAD_TIMEOUT_MS } from "../../src/components/forms/captcha-load";
import {
  FORM_PAGES,
  captchaBox,
  captchaPlaceholder,
  engagedLeadForm,
  fill,
  forwardFunctionCalls,
  leadForm,
  recordCaptchaRequests,
  uniqueEmail,
  type Variant,
} from "./support/lead-form";

/**
 * What the lead form costs a page that does not use it (nothing heavy), and
 * the function's CORS as a real browser sees it.
 */

/** Strings only supabase-js (functions-js) and the reCAPTCHA loader contain, minified or not. */
const SUPABASE_CODE = /Failed to send a request to the Edge Function|supabase-js\//;

/** Every JavaScript file the page has fetched so far, with its text. */
function recordScripts(page: Page) {
  const scripts: { url: string; text: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.url().startsWith("http://127.0.0.1")) return;
    scripts.push({ url: response.url(), text: await response.text().catch(() => "") });
  });
  return scripts;
}

/** A late-code module (/late/<name>-<hash>.js), from its folder or a retry's (/late/_retry/<id>/, src/lib/late-code.ts). */
function lateModule(name: string): RegExp {
  return new RegExp(`/late/(?:_retry/[^/]+/)?${name}-[0-9A-Z]+\\.js$`);
}

/** The lead form's island entry. */
const LEAD_FORM_ISLAND = lateModule("lead-form");

/** Fails the first request for `files`, as on a flaky phone network; later ones go through. Returns every request's path. */
async function failFirstRequest(page: Page, files: RegExp): Promise<string[]> {
  const requested: string[] = [];
  await page.route(files, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (requested.length === 1) await route.abort("connectionreset");
    else await route.continue();
  });
  return requested;
}

test("/contact: the form's island arrives at once (the form is in the first view), Google's captcha only once a field is focused, supabase-js with the first send", async ({ page }) => {
  await forwardFunctionCalls(page);
  const scripts = recordScripts(page);
  const captchaRequests = recordCaptchaRequests(page);
  await visit(page, FORM_PAGES.contact);
  const form = leadForm(page, "contact");
  await form.locator("[data-lead-form-ready]").waitFor();
  expect(scripts.some((s) => LEAD_FORM_ISLAND.test(s.url))).toBe(true);
  // A visitor who only reads the page (the address, the numbers) requests no captcha.
  await page.waitForLoadState("networkidle");
  expect(captchaRequests).toEqual([]);
  await expect(captchaPlaceholder(form)).toHaveAttribute("data-captcha-placeholder", "idle");
  const slot = form.locator("[data-captcha-slot]");
  const send = form.getByRole("button", { name: "Send Message" });
  const before = { slot: await slot.boundingBox(), send: await send.boundingBox() };

  await form.getByLabel("Your Name").focus();
  await expect(captchaBox(form)).toBeVisible();
  expect(captchaRequests).toHaveLength(1);
  expect(captchaRequests[0]).toContain("render=explicit");
  // The widget took the box's place: nothing moved.
  expect({ slot: await slot.boundingBox(), send: await send.boundingBox() }).toEqual(before);
  expect(scripts.some((s) => SUPABASE_CODE.test(s.text))).toBe(false);

  await fill(form, "contact", { name: "Dana Levi", email: uniqueEmail("bundle"), message: "Checking what loads when." });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect.poll(() => scripts.some((s) => SUPABASE_CODE.test(s.text))).toBe(true);
  // One set of files: each requested once.
  const urls = scripts.map((s) => s.url);
  expect(new Set(urls).size).toBe(urls.length);
  expect(captchaRequests).toHaveLength(1);
});

test("/: the form's island is requested only when the visitor heads for the form, then hydrates alone", async ({ page }) => {
  const scripts = recordScripts(page);
  await visit(page, FORM_PAGES.home);
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => LEAD_FORM_ISLAND.test(s.url))).toBe(false);
  const form = leadForm(page, "home");
  await form.scrollIntoViewIfNeeded();
  await form.locator("[data-lead-form-ready]").waitFor();
  expect(scripts.filter((s) => LEAD_FORM_ISLAND.test(s.url))).toHaveLength(1);
  await expect(page.locator('[data-island="lead-form"]')).toHaveAttribute("data-hydrated", "true");
});

for (const variant of ["contact", "about", "home", "dv360", "waitlist"] as const satisfies readonly Variant[]) {
  test(`${variant}: the captcha loads only once the visitor starts on the form, not when its island hydrates nearby`, async ({ page }) => {
    const captchaRequests = recordCaptchaRequests(page);
    await visit(page, FORM_PAGES[variant]);
    await page.waitForLoadState("networkidle");
    expect(captchaRequests).toEqual([]);
    // Scrolled to and pointed at: the island hydrates, the captcha still waits.
    const form = await engagedLeadForm(page, variant);
    await page.waitForLoadState("networkidle");
    expect(captchaRequests).toEqual([]);
    await form.getByLabel("Email Address").focus();
    await expect(captchaBox(form)).toBeVisible();
    expect(captchaRequests).toHaveLength(1);
  });
}

test("a tap on the empty captcha box, before the form's code has arrived, starts the captcha once the form is up", async ({ page }) => {
  // The tap surely comes before hydration.
  const release = await holdLateCode(page, LEAD_FORM_ISLAND);
  const captchaRequests = recordCaptchaRequests(page);
  await visit(page, FORM_PAGES.home);
  const form = leadForm(page, "home");
  await captchaPlaceholder(form).click();
  await expect(form.locator("[data-lead-form-ready]")).toHaveCount(0);
  expect(captchaRequests).toEqual([]);
  release();
  await expect(captchaBox(form)).toBeVisible();
  expect(captchaRequests).toHaveLength(1);
});

test.describe("CORS in the browser", () => {
  // The page's Content-Security-Policy allows only the Supabase URL baked into
  // the build; this test talks to the test runner's port directly.
  test.use({ bypassCSP: true });

  test("the site's origin may call the function with supabase-js's headers", async ({ page }) => {
    await visit(page, "/");
    const result = await page.evaluate(
      async ({ url }) => {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Authorization: "Bearer local-anon-key",
            apikey: "local-anon-key",
            "X-Client-Info": "supabase-js/2",
            "Idempotency-Key": "lead-cors-check-0001",
          },
          body: JSON.stringify({ name: "", email: "x", message: "", recaptchaToken: "" }),
        });
        return { status: response.status, body: await response.json() };
      },
      { url: `${FUNCTIONS_ORIGIN}${FUNCTION_PATH}` },
    );
    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({ email: "Please enter a valid email address", message: "Message is required" });
  });

  test("another origin is refused, preflight included", async ({ request }) => {
    const preflight = await request.fetch(`${FUNCTIONS_ORIGIN}${FUNCTION_PATH}`, {
      method: "OPTIONS",
      headers: { Origin: "https://attacker.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status()).toBe(403);
    expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
  });
});

test("what a visitor types before the form's code arrives stays, caret and all, and the form then works", async ({ page }) => {
  // Typing surely happens before the code arrives.
  const release = await holdLateCode(page, LEAD_FORM_ISLAND);
  await visit(page, FORM_PAGES.contact);
  const form = leadForm(page, "contact");
  const name = form.getByLabel("Your Name");
  await name.click();
  await page.keyboard.type("D");
  await expect(form.locator("[data-lead-form-ready]")).toHaveCount(0);
  release();
  await form.locator("[data-lead-form-ready]").waitFor();
  await page.keyboard.type("ana");
  await expect(name).toHaveValue("Dana");
  await expect(name).toBeFocused();
  // The working form validates what was typed before it arrived.
  await name.fill("D");
  await name.blur();
  await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
});

test("a form whose code cannot load says so in place, keeps the page and what was typed, and a retry brings it to life", async ({ page, consoleMessages }) => {
  await failFirstRequest(page, LEAD_FORM_ISLAND);
  await visit(page, FORM_PAGES.contact);
  const form = leadForm(page, "contact");
  const name = form.getByLabel("Your Name");
  await name.click();
  await page.keyboard.type("Dana");
  const notice = page.locator('[data-island="lead-form"]').getByRole("alert").filter({ hasText: "The form could not load" });
  await expect(notice).toBeVisible();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(name).toHaveValue("Dana");
  expect(consoleMessages.some((message) => message.type === "error" && message.text.includes("The lead-form island could not load"))).toBe(true);
  await expect(notice.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

  await notice.getByRole("button", { name: "Try again" }).click();
  await form.locator("[data-lead-form-ready]").waitFor();
  await expect(notice).toBeHidden();
  await expect(name).toHaveValue("Dana");
  await name.fill("D");
  await name.blur();
  await expect(form.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
});

/** The sales address, subject and body a mailto: link opens the visitor's mail program with. */
function mailtoParts(href: string | null) {
  const url = new URL(href ?? "");
  const params = new URLSearchParams(url.search);
  return { to: `${url.protocol}${decodeURIComponent(url.pathname)}`, subject: params.get("subject"), body: params.get("body") };
}

const TYPED = { name: "Dana Levi", email: "dana@example.com", company: "Acme & Co", message: "GA4 audit for 3 sites?\nBudget: 10% of media." };
const TYPED_BODY = `Your Name: Dana Levi\r\nEmail Address: dana@example.com\r\nCompany: Acme & Co\r\n\r\nYour Message:\r\nGA4 audit for 3 sites?\r\nBudget: 10% of media.`;

async function expectWayThroughByMail(page: Page) {
  const form = leadForm(page, "contact");
  const notice = form.locator("[data-captcha-fallback]");
  await expect(notice).toHaveRole("alert");
  await expect(notice).toContainText("The reCAPTCHA check has not loaded");
  const link = notice.getByRole("link", { name: `E-mail your message to ${site.email}` });
  expect(mailtoParts(await link.getAttribute("href"))).toEqual({ to: `mailto:${site.email}`, subject: "Enquiry from the website (Contact Page Form)", body: TYPED_BODY });
  // The button stays off and says why, next to it.
  const send = form.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription("Sending needs the reCAPTCHA check, which has not loaded: e-mail your message instead.");
  // Nothing typed is lost.
  await expect(form.getByLabel("Your Name")).toHaveValue(TYPED.name);
  await expect(form.getByLabel("Company")).toHaveValue(TYPED.company);
  await expect(form.getByLabel("Your Message")).toHaveValue(TYPED.message);
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // Following the link hands it to the mail program; the page and the form stay as they were.
  const url = page.url();
  await link.click();
  expect(page.url()).toBe(url);
  await expect(form.getByLabel("Your Message")).toHaveValue(TYPED.message);
}

test("a captcha whose script is blocked (Google's hosts refused): the form says so and offers sales by e-mail with what was typed", async ({ page }) => {
  await page.route(/^https:\/\/(www\.)?(google\.com|gstatic\.com|recaptcha\.net)\//, (route) => route.abort("blockedbyclient"));
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  await fill(form, "contact", TYPED);
  await expectWayThroughByMail(page);
});

test("a captcha whose script never answers (a proxy or blocker that swallows it): the same way through, with no further gesture", async ({ page }) => {
  // The request hangs for the whole test; the form stops waiting on its own clock, which the test moves on.
  await page.clock.install();
  await page.route(RECAPTCHA_SCRIPT, () => undefined);
  const captchaRequests = recordCaptchaRequests(page);
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  await fill(form, "contact", TYPED);
  expect(captchaRequests).toHaveLength(1);
  await page.clock.fastForward(CAPTCHA_LOAD_TIMEOUT_MS);
  await expectWayThroughByMail(page);
});

test("a module inside the island that fails once is fetched anew, with everything it imports, and the form then sends", async ({ page }) => {
  await forwardFunctionCalls(page);
  const form = lateModule("lead-form-ui");
  const formRequests = await failFirstRequest(page, form);
  const rendererRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (lateModule("island-react").test(pathname)) rendererRequests.push(pathname);
  });
  await visit(page, FORM_PAGES.contact);
  const island = page.locator('[data-island="lead-form"]');
  const notice = island.getByRole("alert").filter({ hasText: "The form could not load" });
  await expect(notice).toBeVisible();

  // Browsers remember a module that failed: the retry asks for the form and
  // the renderer it is hydrated with from a fresh folder, so every file is
  // fetched again and the two share one React.
  await notice.getByRole("button", { name: "Try again" }).click();
  const contact = await engagedLeadForm(page, "contact");
  expect(formRequests).toHaveLength(2);
  expect(formRequests[0]).toMatch(/^\/late\/lead-form-ui-/);
  const retryFolder = /^\/late\/_retry\/[^/]+\//.exec(formRequests[1])?.[0];
  expect(retryFolder).toBeTruthy();
  expect(rendererRequests.at(-1)?.startsWith(retryFolder!)).toBe(true);

  await fill(contact, "contact", { name: "Dana Levi", email: uniqueEmail("retried-island"), message: "Sent after the form's code failed once." });
  await captchaBox(contact).click();
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent" })).toBeVisible();
});

test("supabase-js failing to load on the first send says so; the next send fetches it anew and goes through", async ({ page }) => {
  await forwardFunctionCalls(page);
  const clientRequests = await failFirstRequest(page, lateModule("supabase"));
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  await fill(form, "contact", { name: "Dana Levi", email: uniqueEmail("retried-client"), message: "Sent once the client loads." });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Failed to send message" })).toBeVisible();
  await expect(form.getByLabel("Your Message")).toHaveValue("Sent once the client loads.");

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(clientRequests).toHaveLength(2);
  expect(clientRequests[0]).toMatch(/^\/late\/supabase-/);
  expect(clientRequests[1]).toMatch(/^\/late\/_retry\/[^/]+\/supabase-/);
});
