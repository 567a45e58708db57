import { LinkChecker, LinkState } from "linkinator";
import { test, expect, visit } from "./fixtures";
import fs from "fs";
import path from "path";
import { builtRedirects, builtRoutes, PUBLIC_DIR, readPage, UNKNOWN_PATH } from "./support/built-site";

/**
 * No broken internal link or anchor anywhere in the build, and no console
 * error or warning on any page.
 */
const routes = builtRoutes();

test.describe("links", () => {
  test("a crawl of the served build finds no broken internal link", async ({ baseURL }) => {
    test.setTimeout(180_000);
    const checker = new LinkChecker();
    const result = await checker.check({
      // Every page is a starting point, so pages nothing links to yet are checked too.
      path: routes.map((route) => `${baseURL}${route}`),
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 20_000,
      redirects: "allow",
      // Outside links (mailto:, LinkedIn, Google) are not ours to check and the tests stay offline.
      linksToSkip: async (link) => !link.startsWith(baseURL!),
    });
    // One line per broken URL, with how many pages link to it and one of them.
    const broken = new Map<string, string[]>();
    for (const link of result.links.filter((l) => l.state === LinkState.BROKEN)) {
      const key = `${link.url.replace(baseURL!, "")} (status ${link.status})`;
      broken.set(key, [...(broken.get(key) ?? []), (link.parent ?? "").replace(baseURL!, "")]);
    }
    expect([...broken].map(([url, parents]) => `${url} ← ${parents.length} page(s), e.g. ${parents[0]}`)).toEqual([]);
    expect(result.links.filter((link) => link.state === LinkState.OK).length).toBeGreaterThan(routes.length);
  });

  test("every #anchor in an internal link exists on its target page", () => {
    const redirects = builtRedirects();
    const idsByRoute = new Map<string, Set<string>>();
    const idsOf = (route: string) => {
      if (!idsByRoute.has(route)) {
        const ids = [...readPage(route).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        idsByRoute.set(route, new Set(ids));
      }
      return idsByRoute.get(route)!;
    };
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const [, href] of readPage(route).matchAll(/\s(?:href|src)="([^"]*#[^"]*)"/g)) {
        const url = new URL(href.replace(/&amp;/g, "&"), `http://site${route}`);
        if (url.host !== "site" || !url.hash || url.hash === "#") continue;
        // A redirect source sends its own hash on only when the target has none.
        const redirected = redirects.get(url.pathname);
        const target = redirected ? new URL(redirected, "http://site") : url;
        const pathname = target.pathname.replace(/\/+$/, "") || "/";
        const id = decodeURIComponent(url.hash.slice(1));
        checked++;
        // A file's fragment (a view of the logo sprite, <img src="/static/logos-….svg#id">) must name an id in that file.
        const file = path.join(PUBLIC_DIR, target.pathname);
        if (/\.svg$/.test(target.pathname) && fs.existsSync(file)) {
          if (!fs.readFileSync(file, "utf8").includes(`id="${id}"`)) missing.push(`${href} on ${route}: no id="${id}" in ${target.pathname}`);
          continue;
        }
        if (!routes.includes(pathname)) missing.push(`${href} on ${route}: no page ${pathname}`);
        else if (!idsOf(pathname).has(id)) missing.push(`${href} on ${route}: no id="${id}" on ${pathname}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });
});

test.describe("console", () => {
  /** The not-found page logs the bad path on purpose; nothing else may log. */
  const deliberate404Log = (text: string, badPath: string) => text.includes("404") && text.includes(badPath);

  for (const route of routes) {
    test(`${route} logs no error or warning`, async ({ page, consoleMessages }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await visit(page, route);
      // Scroll through the page so lazy images and on-view code run too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForLoadState("networkidle");
      const noisy = consoleMessages.filter((m) => m.type === "error" || m.type === "warning");
      expect(noisy).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test("an unknown path logs only the bad path", async ({ page, consoleMessages }) => {
    const failedElsewhere: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400 && !response.url().includes(UNKNOWN_PATH)) failedElsewhere.push(response.url());
    });
    await visit(page, UNKNOWN_PATH);
    await expect.poll(() => consoleMessages.some((m) => deliberate404Log(m.text, UNKNOWN_PATH))).toBe(true);
    const noisy = consoleMessages.filter(
      (m) => (m.type === "error" || m.type === "warning") && !deliberate404Log(m.text, UNKNOWN_PATH),
    );
    // Chromium reports the 404 of the document (and of its page data) itself: that is the point of
    // the page. Any other failed request is not.
    expect(noisy.filter((m) => !/Failed to load resource: .*404/.test(m.text))).toEqual([]);
    expect(failedElsewhere).toEqual([]);
  });
});
