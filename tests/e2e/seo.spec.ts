import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";

const PUBLIC = path.join(__dirname, "..", "..", "public");
const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "site.json"), "utf8"));
const siteUrl: string = site.siteUrl.replace(/\/$/, "");
const redirects: { from: string }[] = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "redirects.json"), "utf8"));

/** Pages listed in the built sitemap, as paths. */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteUrl, "") || "/");
}

test("the sitemap lists pages but no 404 and no redirect source; robots.txt points to it", async ({ request }) => {
  const paths = sitemapPaths();
  expect(paths).toContain("/");
  expect(paths).toContain("/technology/google-marketing-platform/analytics-360");
  expect(paths.filter((p) => p.startsWith("/404"))).toEqual([]);
  for (const redirect of redirects) expect(paths).not.toContain(redirect.from);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect((await request.get("/sitemap.xml")).status()).toBe(200);
});

test("the insights RSS feed is valid and linked from every page head", async ({ request }) => {
  const feed = await (await request.get("/rss.xml")).text();
  expect(feed).toContain("<rss");
  expect(feed).toContain(`<link>${siteUrl}/insights/modeled-conversions</link>`);
  // every article page is a feed item, and every item an article page
  const articles = sitemapPaths().filter((p) => /^\/insights\/(?!category\/)[^/]+$/.test(p));
  const items = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1].replace(siteUrl, ""));
  expect(items.sort()).toEqual(articles.sort());
  expect(articles.length).toBeGreaterThan(1);
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]+href="\/rss.xml"/);
});

test("a category's feed is linked from the insights list and its own page, no other; no page carries legacy head tags", async ({ request }) => {
  const feedLinks = async (pagePath: string) =>
    [...(await (await request.get(pagePath)).text()).matchAll(/<link[^>]+type="application\/rss\+xml"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
  const list = await feedLinks("/insights");
  expect(list).toContain("/rss.xml");
  expect(list).toContain("/insights/category/privacy/rss.xml");
  expect(await feedLinks("/insights/category/privacy")).toEqual(["/rss.xml", "/insights/category/privacy/rss.xml"]);
  for (const pagePath of ["/", "/services", "/insights/modeled-conversions"]) {
    expect(await feedLinks(pagePath)).toEqual(["/rss.xml"]);
    const html = await (await request.get(pagePath)).text();
    expect(html).not.toMatch(/x-ua-compatible|name="generator"|rel="sitemap"|shrink-to-fit|data-gatsby-head/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  }
});

test("every page has a unique title and description, a canonical URL, social cards and JSON-LD that parses", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const pagePath of sitemapPaths()) {
    const html = await (await request.get(pagePath)).text();
    const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(title, `${pagePath} title`).toBeTruthy();
    expect(description, `${pagePath} description`).toBeTruthy();
    expect(titles.get(title!), `${pagePath} shares its title`).toBeUndefined();
    expect(descriptions.get(description!), `${pagePath} shares its description`).toBeUndefined();
    titles.set(title!, pagePath);
    descriptions.set(description!, pagePath);

    // React 18's stream can leave NUL bytes at its buffer edges (plugins/gatsby-plugin-swc-delivery/build-output/strip-nul-bytes.ts removes them).
    expect(html.includes("\u0000"), `${pagePath} holds a NUL byte`).toBe(false);

    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical, `${pagePath} canonical`).toBe(`${siteUrl}${pagePath === "/" ? "" : pagePath}`);
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(ogImage).toMatch(new RegExp(`^${siteUrl}/og/[a-z-]+\\.png$`));
    expect(fs.existsSync(path.join(PUBLIC, new URL(ogImage!).pathname))).toBe(true);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');

    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const types = blocks.map((b) => b["@type"]);
    expect(types, `${pagePath} JSON-LD`).toContain("Organization");
    if (pagePath.split("/").filter(Boolean).length > 1) expect(types, `${pagePath} breadcrumbs`).toContain("BreadcrumbList");
  }
});

test("the card images are 1200×630", async () => {
  for (const name of fs.readdirSync(path.join(PUBLIC, "og"))) {
    const png = fs.readFileSync(path.join(PUBLIC, "og", name));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([1200, 630]);
  }
});

test("responses carry the security and caching headers, and the CSP lets the page run", async ({ page, request }) => {
  const response = await request.get("/technology/google-marketing-platform/analytics-360");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

  const leadFormScript = fs.readdirSync(path.join(PUBLIC, "late")).find((f) => /^lead-form-[0-9A-Z]+\.js$/.test(f))!;
  expect((await request.get(`/late/${leadFormScript}`)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const violations: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto("/contact");
  await expect(page.locator('[data-island="lead-form"]')).toHaveAttribute("data-hydrated", "true");
  await page.goto("/technology/google-marketing-platform/analytics-360");
  expect(violations).toEqual([]);
});

test("an unknown address, answered with the not-found page, runs under the site's policy too", async ({ page }) => {
  const response = await page.goto("/no-page-has-this-address");
  expect(response?.status()).toBe(404);
  // No header rule matches an address no page has: the policy comes with the page itself.
  expect(response?.headers()["content-security-policy"]).toBeUndefined();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  // The page's own inline scripts are allowed by hash; one added later is not.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const injectedRan = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'ran'";
    document.head.append(script);
    return document.documentElement.dataset.injected === "ran";
  });
  expect(injectedRan).toBe(false);
});
