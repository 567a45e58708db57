import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { FUNCTION_PATH, FUNCTIONS_ORIGIN } from "./support/functions";
import { RECAPTCHA_SCRIPT } from "./support/fake-recaptcha";
import { FORM_PAGES, captchaBox, fill, forwardFunctionCalls, leadForm, uniqueEmail } from "./support/lead-form";

/**
 * What the lead form costs a page that does not use it (nothing heavy), and
 * the function's CORS as a real browser sees it.
 */

/** Strings only supabase-js (functions-js) and the reCAPTCHA loader contain, minified or not. */
const SUPABASE_CODE = /Failed to send a request to the Edge Function|supabase-js\//;
const RECAPTCHA_CODE = /recaptcha\/api\.js|onloadcallback/;

/** Every JavaScript file the page has fetched so far, with its text. */
function recordScripts(page: Page) {
  const scripts: { url: string; text: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || !response.url().startsWith("http://127.0.0.1")) return;
    scripts.push({ url: response.url(), text: await response.text().catch(() => "") });
  });
  return scripts;
}

test("the first-load JavaScript of /contact holds neither supabase-js nor reCAPTCHA code", async ({ page, request }) => {
  const html = await (await request.get(FORM_PAGES.contact)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  expect(sources.length).toBeGreaterThan(2);
  let bytes = 0;
  for (const src of sources) {
    const text = await (await request.get(src)).text();
    bytes += text.length;
    expect(text, src).not.toMatch(SUPABASE_CODE);
    expect(text, src).not.toMatch(RECAPTCHA_CODE);
  }
  test.info().annotations.push({ type: "first-load JS", description: `${(bytes / 1024).toFixed(1)} KB uncompressed in ${sources.length} files` });

  // In the browser: reCAPTCHA once the form is on screen, supabase-js only on the first submit.
  await forwardFunctionCalls(page);
  const scripts = recordScripts(page);
  await visit(page, FORM_PAGES.contact);
  const form = leadForm(page, "contact");
  await expect(captchaBox(form)).toBeVisible();
  await expect.poll(() => scripts.some((s) => RECAPTCHA_CODE.test(s.text))).toBe(true);
  expect(scripts.some((s) => SUPABASE_CODE.test(s.text))).toBe(false);

  await fill(form, "contact", { name: "Dana Levi", email: uniqueEmail("bundle"), message: "Checking what loads when." });
  await captchaBox(form).click();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect.poll(() => scripts.some((s) => SUPABASE_CODE.test(s.text))).toBe(true);
});

test("on the home page the captcha loads only when the form approaches", async ({ page }) => {
  const captchaRequests: string[] = [];
  page.on("request", (r) => {
    if (RECAPTCHA_SCRIPT.test(r.url())) captchaRequests.push(r.url());
  });
  await visit(page, FORM_PAGES.home);
  await page.waitForLoadState("networkidle");
  expect(captchaRequests).toEqual([]);
  await leadForm(page, "home").scrollIntoViewIfNeeded();
  await expect(captchaBox(leadForm(page, "home"))).toBeVisible();
  expect(captchaRequests).toHaveLength(1);
  expect(captchaRequests[0]).toContain("render=explicit");
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
