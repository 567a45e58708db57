import { test, expect, visit } from "./fixtures";
import { FORM_PAGES, captchaBox, engagedLeadForm, fill, leadsFrom, uniqueEmail } from "./support/lead-form";
import { FUNCTION_PATH, FUNCTIONS_ORIGIN } from "./support/functions";

/**
 * What a visitor sees when the function's database is down and its e-mail
 * could not go out either (503 with a retry receipt): the failure text under
 * the form, with "contact us directly" as a mailto: link carrying what they
 * typed; the values stay; the retry sends the receipt back (through CORS) and
 * is stored once. The first answer is the function's outage answer, played by
 * the test; the retry reaches the real function (Deno + PGlite).
 */

const FAILED = "Failed to send message. Please try again or contact us directly.";
const RECEIPT = "v1.9999999999.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

test("an outage that reached no one: the notice offers the message by e-mail, the values stay, and the retry carries the receipt and is stored once", async ({ page }) => {
  const sent: (string | null)[] = [];
  await page.route(`**${FUNCTION_PATH}*`, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") {
      await route.fallback();
      return;
    }
    sent.push(await request.headerValue("x-lead-retry-receipt"));
    if (sent.length === 1) {
      await route.fulfill({
        status: 503,
        headers: { "content-type": "application/json", "access-control-allow-origin": "*", "retry-after": "5" },
        body: JSON.stringify({ error: "Your message could not be saved just now. Please send it again; it will not be stored twice.", reason: "not-delivered", retryReceipt: RECEIPT }),
      });
      return;
    }
    const url = new URL(request.url());
    await route.fulfill({ response: await route.fetch({ url: `${FUNCTIONS_ORIGIN}${url.pathname}${url.search}` }) });
  });
  await visit(page, FORM_PAGES.contact);
  const form = await engagedLeadForm(page, "contact");
  const email = uniqueEmail("outage");
  const values = { name: "Dana Levi", email, company: "Acme", message: "Sent while the database was down.\nSecond line." };
  await fill(form, "contact", values);
  await captchaBox(form).click();
  const submit = form.getByRole("button", { name: "Send Message" });
  await submit.click();

  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error" })).toContainText(FAILED);
  const notice = page.locator("[data-send-failed]");
  await expect(notice).toHaveText(FAILED);
  const href = await notice.getByRole("link", { name: "contact us directly" }).getAttribute("href");
  expect(href).toMatch(/^mailto:hello@swc\.co\.il\?subject=/);
  const body = decodeURIComponent(href!.split("body=")[1]);
  expect(body).toContain(`Email Address: ${email}`);
  expect(body).toContain("Sent while the database was down.\r\nSecond line.");
  await expect(form.getByLabel("Your Message")).toHaveValue(values.message);
  expect(await leadsFrom(email)).toEqual([]);

  await submit.click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(sent).toEqual([null, RECEIPT]);
  expect(await leadsFrom(email)).toHaveLength(1);
});
