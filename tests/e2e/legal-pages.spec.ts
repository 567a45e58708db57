import { test, expect, visit } from "./fixtures";
import { builtRoutes, readPage } from "./support/built-site";
import { STORAGE_REGISTRY, type StorageKind } from "../../src/lib/storage-registry";
import { cookieRows, leadFieldRows, recipientRows } from "../../src/lib/privacy-notice";
import { ACCESSIBILITY_CHECKS } from "../../src/lib/accessibility-checks";
import { LEAD_RETENTION_DAYS, DATA_REQUEST_REPLY_DAYS } from "../../supabase/functions/_shared/lead-retention";

/**
 * The privacy notice (/privacy) and the accessibility statement
 * (/accessibility): built, linked from every page's footer, from the consent
 * banner and every lead form, and stating the code's facts. axe, the HTML
 * check, the JavaScript and HTML budgets and the SEO head cover them with
 * every other route (a11y, performance, seo and layout specs).
 */
const routes = builtRoutes();
const LEGAL = ["/privacy", "/accessibility"] as const;

/** The part of a page's HTML between an element's opening tag and the end of the page, cut at its closing tag. */
function elementHtml(html: string, open: RegExp, close: string): string[] {
  const parts: string[] = [];
  for (const match of html.matchAll(new RegExp(open.source, "g"))) {
    const end = html.indexOf(close, match.index);
    parts.push(html.slice(match.index, end === -1 ? undefined : end));
  }
  return parts;
}

test("both pages are built and answer 200", async ({ request }) => {
  for (const route of LEGAL) {
    expect(routes).toContain(route);
    expect((await request.get(route)).status()).toBe(200);
  }
});

test("every page's footer, and every page's consent banner, link them", () => {
  const problems: string[] = [];
  for (const route of routes) {
    const html = readPage(route);
    const footer = elementHtml(html, /<footer\b/, "</footer>").join("");
    for (const legal of LEGAL) if (!footer.includes(`href="${legal}"`)) problems.push(`${route}: no footer link to ${legal}`);
    const banner = elementHtml(html, /<div[^>]*data-consent-banner/, "</details>").join("");
    if (!banner.includes('href="/privacy"')) problems.push(`${route}: the consent banner does not link /privacy`);
  }
  expect(problems).toEqual([]);
});

test("every lead form links the privacy notice", () => {
  const withForms = routes.filter((route) => readPage(route).includes("<form"));
  expect(withForms.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const route of withForms) {
    for (const form of elementHtml(readPage(route), /<form\b/, "</form>")) {
      if (!/data-privacy-note[^>]*>(?:(?!<\/p>)[\s\S])*<a [^>]*href="\/privacy"/.test(form)) problems.push(`${route}: a form without the privacy link`);
    }
  }
  expect(problems).toEqual([]);
});

test("the footer link opens the notice, which shows the code's fields, recipients, cookies and periods", async ({ page }) => {
  // two full page loads and three tables: room for a busy machine
  test.slow();
  await visit(page, "/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  const firstCells = (name: string, inner = "") => page.getByRole("table", { name }).locator(`tbody tr > td:first-child ${inner}`.trim());
  await expect(firstCells("What we keep when you send a form")).toHaveText(leadFieldRows().map((row) => row.label));
  await expect(firstCells("Who receives your message")).toHaveText(recipientRows().map((row) => row.recipient));
  await expect(firstCells("Cookies and browser storage", "code")).toHaveText(cookieRows().map((row) => row.name));
  await expect(page.getByRole("main")).toContainText(`${LEAD_RETENTION_DAYS} days`);
  await expect(page.getByRole("main")).toContainText(`within ${DATA_REQUEST_REPLY_DAYS} days`);
});

test("the accessibility statement lists every check the tests run", async ({ page }) => {
  test.slow();
  await visit(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
  await expect(page.locator("[data-accessibility-checks] > li > p:first-child")).toHaveText(ACCESSIBILITY_CHECKS.map((check) => check.what));
  await expect(page.locator("[data-accessibility-target]")).toHaveText("Israeli Standard IS 5568, WCAG 2.2 level AA");
});

/** Whether a key the browser holds has an entry of its kind in the registry (a prefix entry covers its family). */
function registered(kind: StorageKind, name: string): boolean {
  return STORAGE_REGISTRY.some((entry) => entry.kind === kind && (entry.prefix ? name.startsWith(entry.name) : entry.name === name));
}

test.describe("a first visit, the banner not yet answered", () => {
  test.use({ storedConsent: null });

  test("the consent banner's link opens the notice", async ({ page }) => {
    test.slow();
    await visit(page, "/about");
    await page.getByRole("region", { name: "Your privacy, your choice" }).getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("everything the site keeps in a browser that allowed everything is in the notice's registry", async ({ page, context }) => {
    test.slow();
    await visit(page, "/?debug_datalayer=1&utm_source=news&utm_medium=email&utm_campaign=nov&gclid=TeSt123");
    await page.getByRole("button", { name: "Accept all" }).click();
    await visit(page, "/services?utm_source=news&gclid=TeSt456");
    await visit(page, "/contact");
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain("swc_consent");
    expect(stored.session).toContain("swc_touch_visit");
    expect(stored.local).toContain("swc_touch_first");
    const unlisted = [
      ...cookies.filter((name) => !registered("cookie", name)).map((name) => `cookie ${name}`),
      ...stored.local.filter((name) => !registered("localStorage", name)).map((name) => `localStorage ${name}`),
      ...stored.session.filter((name) => !registered("sessionStorage", name)).map((name) => `sessionStorage ${name}`),
    ];
    expect(unlisted).toEqual([]);
  });
});
