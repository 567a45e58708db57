import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { cspViolations, useFakeGtm } from "./support/fake-gtm";
import { builtRoutes, oneRoutePerTemplate, UNKNOWN_PATH } from "./support/built-site";
import { containerTagTypes } from "../../gatsby/analytics/gtm-container";
import { hostsForTagTypes } from "../../gatsby/analytics/tag-hosts";
import { measurementBuildFromEnv } from "../../gatsby/gtm";
import { ALL_DENIED, ALL_GRANTED, CONSENT_COOKIE, encodeConsent } from "../../src/lib/consent";

/**
 * The pages' Content-Security-Policy against the tags' real hosts: every
 * template is loaded with the fake GTM (the container's tags firing as consent
 * allows), in both consent states, and the page then requests every host the
 * policy declares for the container's tags, each in the way its directive
 * governs (a script, a stylesheet, an image, a font, a fetch, a frame): none
 * may be blocked, and an undeclared host always is.
 *
 * The violation reports themselves are tested on the report route (Deno):
 * the headless Chromium here delivers no Reporting API reports (none arrived
 * within 90 s, to another origin or its own), and a page whose document
 * Playwright fulfilled (as the fake GTM's are) sends no report-uri report.
 */
test.use({ storedConsent: null });

/** Hosts no directive of the policy admits: the test's deliberate violations. */
const UNDECLARED = { everyPage: "https://undeclared-sentinel.example" };
const templates = [...oneRoutePerTemplate(builtRoutes()), UNKNOWN_PATH];

/** A concrete URL on every declared host, by directive (a wildcard's subdomain made `www`). */
function declaredUrls(): Record<string, string[]> {
  const hosts = hostsForTagTypes(containerTagTypes(), measurementBuildFromEnv(process.env));
  return Object.fromEntries(
    Object.entries(hosts).map(([directive, list]) => [directive, list.filter((host) => host.startsWith("https://")).map((host) => `${host.replace("*.", "www.")}/csp-probe`)]),
  );
}

/**
 * Requests each URL as its directive governs, then the sentinel (an image and a frame on an undeclared host), and
 * resolves with the page's violations once both sentinels' are in: violations are dispatched in the order the requests
 * were checked, so none of the declared hosts' can still come after.
 */
async function probe(page: Page, urls: Record<string, string[]>, sentinel: string): Promise<string[]> {
  await page.evaluate(
    ({ urls, sentinel }) => {
      const frame = (src: string) => {
        const element = document.createElement("iframe");
        element.hidden = true;
        element.src = src;
        document.body.appendChild(element);
      };
      const request: Record<string, (url: string) => void> = {
        "script-src": (url) => {
          const element = document.createElement("script");
          element.src = `${url}.js`;
          document.head.appendChild(element);
        },
        "style-src": (url) => {
          const element = document.createElement("link");
          element.rel = "stylesheet";
          element.href = `${url}.css`;
          document.head.appendChild(element);
        },
        "img-src": (url) => {
          new Image().src = `${url}.gif`;
        },
        "font-src": (url) => {
          void new FontFace("csp-probe", `url(${url}.woff2)`).load().catch(() => undefined);
        },
        "connect-src": (url) => {
          void fetch(url, { mode: "no-cors" }).catch(() => undefined);
        },
        "frame-src": (url) => frame(url),
      };
      for (const [directive, list] of Object.entries(urls)) for (const url of list) request[directive](url);
      new Image().src = `${sentinel}/pixel.gif`;
      frame(`${sentinel}/frame`);
    },
    { urls, sentinel },
  );
  await expect.poll(async () => (await cspViolations(page)).filter((entry) => entry.includes(sentinel)).length, { timeout: 15_000 }).toBe(2);
  return cspViolations(page);
}

test("every template, with consent refused and with it given, admits every declared Google host under the fake GTM", async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await useFakeGtm(page);
  const urls = declaredUrls();
  expect(Object.values(urls).flat().length).toBeGreaterThan(40);
  for (const state of [ALL_DENIED, ALL_GRANTED]) {
    await context.addCookies([{ name: CONSENT_COOKIE, value: encodeConsent(state), url: baseURL! }]);
    for (const route of templates) {
      await page.goto(route);
      const violations = await probe(page, urls, UNDECLARED.everyPage);
      expect({ route, state, violations }).toEqual({ route, state, violations: [`img-src ${UNDECLARED.everyPage}/pixel.gif`, `frame-src ${UNDECLARED.everyPage}`] });
    }
  }
});
