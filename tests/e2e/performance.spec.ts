import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { test, expect, visit, renderDeferredBlocks } from "./fixtures";
import { builtRoutes, oneRoutePerTemplate, PUBLIC_DIR, readPage } from "./support/built-site";
import { FIRST_LOAD_JS_BUDGET_KB, forbiddenLibraries, isLoadedWhenIdle } from "../../scripts/lib/perf-budget.mjs";
import { globalStylesheet } from "../../gatsby/build-output/webpack-stats";
import { ALL_FUNCTIONS_CALLED_ON_LOAD, RUN_ON_LOAD } from "../../gatsby/webpack";

/**
 * The global performance rules, checked on every built page in `npm test`
 * (npm run bench:lighthouse measures the same budget under Lighthouse):
 * first-load JavaScript within budget and free of the lead form's heavy
 * dependencies, and a web font that neither blocks text nor moves it.
 */
const routes = builtRoutes();
const NOT_CONTENT = new Set(["/404"]);

test.describe("first-load JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of routes) {
    test(`${route}: within ${FIRST_LOAD_JS_BUDGET_KB} KB gzip, no reCAPTCHA or supabase-js`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on("request", (request) => {
        // The vitals report is requested only once the page is idle after load (web-vitals.spec.ts checks when): not first-load.
        if (request.resourceType() === "script" && !isLoadedWhenIdle(request.url())) scripts.add(new URL(request.url()).pathname);
      });
      // The first view only: no scrolling, no clicks (those may load more, lazily).
      await visit(page, route);
      await page.waitForLoadState("networkidle");
      let gzipBytes = 0;
      const forbidden: string[] = [];
      const sizes: string[] = [];
      for (const script of scripts) {
        const code = fs.readFileSync(path.join(PUBLIC_DIR, script));
        const size = zlib.gzipSync(code).length;
        gzipBytes += size;
        sizes.push(`${script} ${(size / 1024).toFixed(1)} KB`);
        for (const library of forbiddenLibraries(code.toString("utf8"))) forbidden.push(`${library} in ${script}`);
      }
      expect(forbidden).toEqual([]);
      expect(scripts.size).toBeGreaterThan(0);
      if (!NOT_CONTENT.has(route)) {
        expect(gzipBytes / 1024, `first-load JS of ${route}: ${sizes.join(", ")}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB);
      }
    });
  }
});

test("React and the app bundle open with V8's compile hint, and their source maps skip that line", () => {
  const scripts = [...readPage("/").matchAll(/"\/([^"/]+\.js)"/g)].map((match) => match[1]).filter((script) => RUN_ON_LOAD.test(script));
  expect(scripts.map((script) => script.split("-")[0]).sort()).toEqual(["app", "framework"]);
  for (const script of scripts) {
    const code = fs.readFileSync(path.join(PUBLIC_DIR, script), "utf8");
    expect(code.split("\n")[0], script).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    const map = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, `${script}.map`), "utf8")) as { mappings: string };
    expect(map.mappings.startsWith(";"), `${script}.map maps nothing to the hint's line`).toBe(true);
  }
});

test.describe("images (src/components/ui/gatsby-image.tsx)", () => {
  const routeWithImage = routes.find((route) => readPage(route).includes("data-gatsby-image-wrapper"));

  test("show without any script, with the placeholder hidden once loaded, after server render and client navigation", async ({ page }) => {
    test.skip(!routeWithImage, "no built page has an image yet");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const check = async () => {
      const main = page.locator("[data-gatsby-image-wrapper] img[data-main-image]").first();
      await expect(main).toBeVisible();
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await main.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
      const placeholder = page.locator("[data-gatsby-image-wrapper] [data-placeholder-image]").first();
      await expect.poll(() => placeholder.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    };
    await visit(page, routeWithImage!);
    await check();
    // Client-side navigation away and back renders the image in the browser.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/404"));
    await expect(page).toHaveURL(/\/404$/);
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), routeWithImage!);
    await expect(page).toHaveURL(new RegExp(`${routeWithImage}$`));
    await check();
    // gatsby-plugin-image's browser runtime (and the react-dom/server it imports) never loads.
    for (const script of scripts) {
      const code = fs.readFileSync(path.join(PUBLIC_DIR, script), "utf8");
      expect(/renderImageToString|swapPlaceholderImage|renderToStaticMarkup/.test(code), script).toBe(false);
    }
  });
});

test("every page inlines the stylesheet of the current build, not an older one", () => {
  const stylesheet = globalStylesheet(PUBLIC_DIR);
  expect(stylesheet).toMatch(/^styles\.[0-9a-f]+\.css$/);
  const stale = routes.filter((route) => !readPage(route).includes(`<style data-href="/${stylesheet}"`));
  expect(stale).toEqual([]);
});

test.describe("web font", () => {
  test("Inter's latin file is preloaded, is the one @font-face uses, and swaps", () => {
    for (const route of routes) {
      const html = readPage(route);
      const preload = /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="anonymous"\/>/.exec(html);
      expect(preload, `font preload on ${route}`).not.toBeNull();
      expect(fs.existsSync(path.join(PUBLIC_DIR, preload![1]))).toBe(true);
      const faces = [...html.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]).filter((f) => f.includes("Inter Variable"));
      const latin = faces.find((face) => face.includes("unicode-range:u+00??"));
      expect(latin, `latin Inter @font-face on ${route}`).toContain(`url(${preload![1]})`);
      for (const face of faces) expect(face).toContain("font-display:swap");
    }
  });

  // One test per template and width: each loads its page twice and renders every deferred block,
  // which a busy 2-core machine may take many seconds to do.
  for (const width of [390, 1280]) {
    for (const route of oneRoutePerTemplate(routes)) {
      test(`the fallback font takes the same space on ${route} at ${width} px: text does not move when Inter arrives`, async ({ browser }) => {
        test.slow();
        const heights: number[] = [];
        for (const blockFont of [false, true]) {
          const page = await browser.newPage({ viewport: { width, height: 800 } });
          if (blockFont) await page.route(/\.woff2$/, (r) => r.abort());
          await page.goto(route);
          await renderDeferredBlocks(page);
          await page.evaluate(() => document.fonts.ready);
          heights.push(await page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().height));
          await page.close();
        }
        // Text metrics depend on the template's layout, not on which article or service fills it.
        // A paragraph may wrap one line differently; anything more is a badly matched fallback.
        expect(Math.abs(heights[0] - heights[1]), `main is ${heights[0]} px with Inter, ${heights[1]} px with the fallback`).toBeLessThanOrEqual(
          Math.max(40, heights[0] * 0.015),
        );
      });
    }
  }
});
