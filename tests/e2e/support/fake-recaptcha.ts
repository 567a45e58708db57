import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** Google's reCAPTCHA script URLs (standard and enterprise, google.com and recaptcha.net). */
export const RECAPTCHA_SCRIPT = /^https:\/\/www\.(google\.com|recaptcha\.net)\/recaptcha\/(api|enterprise)\.js/;

const FAKE = fs.readFileSync(path.join(__dirname, "fake-grecaptcha.js"), "utf8");

/** Answers requests for Google's reCAPTCHA script with the local fake (fake-grecaptcha.js). */
export async function useFakeRecaptcha(page: Page): Promise<void> {
  await page.route(RECAPTCHA_SCRIPT, (route) => route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: FAKE }));
}
