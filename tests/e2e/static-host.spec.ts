import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { test, expect } from "./fixtures";
import { createStaticServer } from "../../scripts/lib/static-server.mjs";
import { isRedirectPage, PUBLIC_DIR } from "./support/built-site";
import { ALL_SPEC_ROUTES, SPEC_ROUTES } from "./support/spec-routes";

/**
 * A host or CDN that ignores `_redirects` still serves every route of the
 * site (support/spec-routes.ts): public/ is served here by a plain static server (files only, no
 * redirect rules) and each route must answer 200 with its own page — not a
 * meta-refresh stub and not the not-found page.
 */

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createStaticServer(PUBLIC_DIR, { redirects: false });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const canonicalOf = (html: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? null;

test("every route of the route table answers 200 from public/ alone", async ({ request }) => {
  expect(ALL_SPEC_ROUTES.length).toBe(41);
  const problems: string[] = [];
  for (const route of ALL_SPEC_ROUTES) {
    const response = await request.get(origin + route, { maxRedirects: 0 });
    const html = await response.text();
    if (response.status() !== 200) problems.push(`${route}: ${response.status()}`);
    else if (isRedirectPage(html)) problems.push(`${route}: a meta-refresh stub, not the page`);
    else if (route !== "/404" && html.includes("Oops! Page not found")) problems.push(`${route}: the not-found page`);
  }
  expect(problems).toEqual([]);
});

test("the terms in both letter cases: one page, canonical to the lower-case address", async ({ request, page }) => {
  const [upper, lower] = SPEC_ROUTES.terms;
  const pages = await Promise.all([upper, lower].map(async (route) => (await request.get(origin + route, { maxRedirects: 0 })).text()));
  for (const html of pages) expect(canonicalOf(html)).toMatch(/\/gmp-terms-and-conditions$/);

  await page.goto(origin + upper);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GMP Terms and Conditions");
  await expect(page.locator("[data-terms-section]")).toHaveCount(10);
});
