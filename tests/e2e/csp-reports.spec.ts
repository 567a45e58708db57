import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import fs from "fs";
import os from "os";
import path from "path";
import { cspViolations, recordCspViolations, useFakeGtm } from "./support/fake-gtm";
import { sql } from "./support/lead-form";
import { FUNCTIONS_ORIGIN, SITE_PORT } from "./support/functions";
import { PUBLIC_DIR } from "./support/built-site";
import { createStaticServer } from "../../scripts/lib/static-server.mjs";
import LOCAL_DEFAULTS from "../../src/lib/local-build-defaults.json";
import { builtRoutes, oneRoutePerTemplate, UNKNOWN_PATH } from "./support/built-site";
import { containerTagTypes } from "../../gatsby/analytics/gtm-container";
import { hostsForTagTypes } from "../../gatsby/analytics/tag-hosts";
import { measurementBuildFromEnv } from "../../gatsby/analytics/gtm";
import { ALL_DENIED, ALL_GRANTED, CONSENT_COOKIE, encodeConsent } from "../../src/lib/consent";

/**
 * The pages' Content-Security-Policy against the tags' real hosts: every
 * template is loaded with the fake GTM (the container's tags firing as consent
 * allows), in both consent states, and the page then requests every host the
 * policy declares for the container's tags, each in the way its directive
 * governs (a script, a stylesheet, an image, a font, a fetch, a frame): none
 * may be blocked, and an undeclared host always is.
 *
 * Then the reports, end to end: every template, served by the site's static
 * server with the built headers, reports to the contact function's route on
 * this run's runner, which must store only the test's deliberate violations.
 * Two limits of this headless Chromium shape that test: it delivers no
 * Reporting API reports (none arrived within 90 s, to another origin or its
 * own), so its copy of the headers leaves out report-to and
 * Reporting-Endpoints and the browser reports through report-uri (the route's
 * Deno tests cover the Reporting API's format); and a page whose document
 * Playwright fulfilled (the fake GTM's) sends no report at all, so a static
 * server of its own serves the pages, with the report URL pointing at the runner.
 */
test.use({ storedConsent: null });

/** Hosts no directive of the policy admits: the test's deliberate violations. */
const UNDECLARED = { everyPage: "https://undeclared-sentinel.example", once: "https://undeclared-once.example" };
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

/** The built site, served by the site's static server on the next port, its policy reporting to this run's runner through report-uri. */
async function siteReportingToRunner(): Promise<{ origin: string; close: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "csp-reports-site-"));
  for (const name of fs.readdirSync(PUBLIC_DIR)) if (name !== "_headers") fs.symlinkSync(path.join(PUBLIC_DIR, name), path.join(root, name));
  const built = new URL(LOCAL_DEFAULTS.GATSBY_SUPABASE_URL).origin;
  const headers = fs
    .readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")
    .split("\n")
    .filter((line) => !line.trim().startsWith("Reporting-Endpoints:"))
    .map((line) => (line.trim().startsWith("Content-Security-Policy") ? line.split(`${built}/functions/`).join(`${FUNCTIONS_ORIGIN}/functions/`).replace(/; report-to [^;]+/, "") : line))
    .join("\n");
  fs.writeFileSync(path.join(root, "_headers"), headers);
  const server = createStaticServer(root);
  const port = SITE_PORT + 1;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => (fs.rmSync(root, { recursive: true, force: true }), resolve()))),
  };
}

interface StoredCount {
  directive: string;
  disposition: string;
  reports: number | string;
}
const stored = async (host: string) =>
  (await sql<StoredCount>("select directive, disposition, reports from public.csp_violations where blocked_host = $1 order by directive", [host])).map(
    (row) => `${row.directive} ${row.disposition} ${Number(row.reports)}`,
  );

test("every template's reports reach the report route: only the deliberate violations, each stored once, with no page address", async ({ page }) => {
  test.setTimeout(180_000);
  const site = await siteReportingToRunner();
  try {
    const sentinelHost = new URL(UNDECLARED.everyPage).hostname;
    const onceHost = new URL(UNDECLARED.once).hostname;
    await recordCspViolations(page);
    const urls = declaredUrls();
    for (const route of templates) {
      await page.goto(`${site.origin}${route}`);
      await probe(page, urls, UNDECLARED.everyPage);
    }
    await page.goto(`${site.origin}/contact`);
    await page.evaluate((url) => {
      new Image().src = `${url}/collect?page=${encodeURIComponent(location.href)}`;
    }, UNDECLARED.once);
    await expect.poll(() => stored(onceHost), { timeout: 30_000 }).toEqual(["img-src enforce 1"]);
    // The not-found page at an unknown address has its policy only in a <meta>, which cannot name a report-uri: it reports nothing.
    const reporting = templates.filter((route) => route !== UNKNOWN_PATH).length;
    await expect.poll(() => stored(sentinelHost), { timeout: 30_000 }).toEqual([`frame-src enforce ${reporting}`, `img-src enforce ${reporting}`]);
    // Nothing else: no declared host, no inline script (other tests' deliberate eval aside, when the suite runs in parallel).
    expect(await sql("select blocked_host, directive from public.csp_violations where blocked_host not in ($1, $2, 'eval')", [sentinelHost, onceHost])).toEqual([]);
    const [row] = await sql<Record<string, unknown>>("select * from public.csp_violations where blocked_host = $1", [onceHost]);
    expect(JSON.stringify(row)).not.toMatch(/contact|collect|127\.0\.0\.1/);
  } finally {
    await site.close();
  }
});
