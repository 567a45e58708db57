import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { test, expect, visit, renderDeferredBlocks } from "./fixtures";
import { builtRoutes, GATSBY_FILES, oneRoutePerTemplate, PUBLIC_DIR, readPage } from "./support/built-site";
import { NO_FORM_JS_BUDGET_KB, executableInlineScripts, forbiddenLibraries, htmlGzipBudgetKb, isLoadedWhenIdle } from "../../scripts/lib/perf-budget.mjs";
import { globalStylesheet } from "../../plugins/gatsby-plugin-swc-delivery/build-output/webpack-stats";

/**
 * The global performance rules, checked on every built page in `npm test`
 * (npm run bench:lighthouse measures the same budget under Lighthouse):
 * first-load JavaScript within budget and free of the lead form's heavy
 * dependencies, and one web font that never moves text.
 */
const routes = builtRoutes();

test("every page's HTML is within its gzip budget (home 32 KB, others 40 KB): the bytes a slow connection reads before the first paint", () => {
  const sizes = routes.map((route) => ({ route, gzip: zlib.gzipSync(readPage(route)).length, budget: htmlGzipBudgetKb(route) * 1024 }));
  expect(sizes.filter(({ gzip, budget }) => gzip > budget).map(({ route, gzip, budget }) => `${route}: ${gzip} B > ${budget} B`)).toEqual([]);
  // The home page has a budget of its own; a route that is not "/" would silently get the larger one.
  expect(sizes.find(({ route }) => route === "/")?.budget).toBe(32 * 1024);
});

test.describe("JavaScript of a page without a form", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of routes.filter((route) => !readPage(route).includes("data-island="))) {
    test(`${route}: requests no script file but the vitals reporter; all its JavaScript within ${NO_FORM_JS_BUDGET_KB} KB gzip`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await visit(page, route);
      await page.mouse.wheel(0, 4000);
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      expect(scripts.every((script) => isLoadedWhenIdle(script)), scripts.join(", ")).toBe(true);
      expect(scripts).toHaveLength(1);
      const sizes = [...executableInlineScripts(readPage(route)), fs.readFileSync(path.join(PUBLIC_DIR, scripts[0]), "utf8")].map(
        (code) => zlib.gzipSync(code).length,
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      for (const code of executableInlineScripts(readPage(route))) expect(forbiddenLibraries(code)).toEqual([]);
      expect(total / 1024, `JavaScript of ${route}: ${sizes.map((size) => (size / 1024).toFixed(1)).join(" + ")} KB`).toBeLessThanOrEqual(NO_FORM_JS_BUDGET_KB);
    });
  }
});

test.describe("images (src/components/ui/gatsby-image.tsx)", () => {
  const routeWithImage = routes.find((route) => readPage(route).includes("data-gatsby-image-wrapper"));

  test("show with no framework, with the placeholder hidden once loaded, also when the visitor comes back to the page", async ({ page }) => {
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
    // Away and back: the page comes from the back/forward cache or loads again, its image shown either way.
    await page.goto("/404");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${routeWithImage}$`));
    await check();
    // gatsby-plugin-image's browser runtime (and the react-dom/server it imports) never loads.
    for (const script of scripts) {
      const code = fs.readFileSync(path.join(PUBLIC_DIR, script), "utf8");
      expect(/renderImageToString|swapPlaceholderImage|renderToStaticMarkup/.test(code), script).toBe(false);
    }
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, each constrained image's sizer takes the very box gatsby-plugin-image's own sizer takes`, async ({ page }) => {
      const route = routes.find((candidate) => (readPage(candidate).match(/gatsby-image-wrapper-constrained/g) ?? []).length >= 5);
      test.skip(!route, "no built page has several constrained images");
      await page.setViewportSize({ width, height: 900 });
      await visit(page, route!);
      await renderDeferredBlocks(page);
      // For each sizer: its box, then the box of the plugin's sizer (an <img> of an empty SVG of the image's size) in its place.
      const pairs = await page.locator(".gatsby-image-wrapper-constrained").evaluateAll(async (wrappers) => {
        const measured: [number[], number[]][] = [];
        for (const wrapper of wrappers) {
          const sizer = wrapper.firstElementChild!.firstElementChild as HTMLElement;
          const box = (el: Element) => (({ x, y, width, height }) => [x, y, width, height].map((n) => Math.round(n * 4) / 4))(el.getBoundingClientRect());
          const ours = box(sizer);
          const plugin = document.createElement("img");
          plugin.alt = "";
          plugin.style.cssText = "max-width:100%;display:block;position:static";
          plugin.src = `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${sizer.getAttribute("height")}'%20width='${sizer.getAttribute("width")}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;
          sizer.replaceWith(plugin);
          await plugin.decode();
          measured.push([ours, box(plugin)]);
          plugin.replaceWith(sizer);
        }
        return measured;
      });
      expect(pairs.length).toBeGreaterThanOrEqual(5);
      for (const [ours, plugin] of pairs) expect(ours).toEqual(plugin);
    });
  }
});

test("every page inlines the stylesheet of the current build, not an older one", () => {
  const stylesheet = globalStylesheet(GATSBY_FILES);
  expect(stylesheet).toMatch(/^styles\.[0-9a-f]+\.css$/);
  const stale = routes.filter((route) => !readPage(route).includes(`<style data-href="/${stylesheet}"`));
  expect(stale).toEqual([]);
});

test.describe("an article's body (its blocks rendered as they come near the view)", () => {
  const article = routes.find((route) => /^\/insights\/[^/]+$/.test(route) && (readPage(route).match(/<h2\b/g) ?? []).length >= 3);

  test("the first blocks render with the page; a later heading only when it nears the view, and then in full", async ({ page }) => {
    test.skip(!article, "no built article has three headings");
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, article!);
    const first = page.locator("[data-article-body] > *").first();
    expect(await first.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("visible");
    expect(await first.evaluate((el: HTMLElement) => el.innerText.length)).toBeGreaterThan(0);
    // Skipped content has no rendered text yet.
    const heading = page.locator("[data-article-body] > h2").last();
    expect(await heading.evaluate((el: HTMLElement) => el.innerText)).toBe("");
    // Blocks near the view render as the scroll lands and take their real heights, which can move
    // the heading out of view again: scrolled to once more then, as a visitor would.
    const text = await heading.textContent();
    await expect(async () => {
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport({ timeout: 1000 });
      expect(await heading.evaluate((el: HTMLElement) => el.innerText)).toBe(text);
    }).toPass();
  });
});

test("the insights list: the first card renders with the page; the last only when it nears the view, and then in full", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/insights");
  const cards = page.locator(".lazy-render-items > li");
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  const first = cards.first();
  expect(await first.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("visible");
  expect(await first.evaluate((el: HTMLElement) => el.innerText.length)).toBeGreaterThan(0);
  // Skipped content has no rendered text yet.
  const last = cards.last();
  expect(await last.evaluate((el: HTMLElement) => el.innerText)).toBe("");
  await expect(async () => {
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ timeout: 1000 });
  }).toPass();
  await expect.poll(() => last.evaluate((el: HTMLElement) => el.innerText.trim().length)).toBeGreaterThan(0);
});

test.describe("the typeface (src/styles/global.css)", () => {
  const FONT_FILE = /^\/static\/assistant-latin-wght-normal-[0-9a-f]+\.woff2$/;
  const fontPreloads = (html: string) => [...html.matchAll(/<link[^>]+as="font"[^>]*>/g)].map((link) => /href="([^"]+)"/.exec(link[0])![1]);

  // Every page declares the one face, from a file with a hashed name (cached for a year), shown only
  // if it is there in time (font-display: optional): nothing swaps in later, so nothing moves.
  test("every page declares Assistant's latin file, hashed and optional, and preloads nothing else as a font", () => {
    for (const route of routes) {
      const html = readPage(route);
      const faces = [...html.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]);
      const assistant = faces.filter((face) => /font-family:Assistant;/.test(face));
      expect(assistant, `Assistant @font-face on ${route}`).toHaveLength(1);
      expect(assistant[0]).toContain("font-display:optional");
      const url = /url\(([^)]+)\)/.exec(assistant[0])![1];
      expect(url).toMatch(FONT_FILE);
      expect(fs.existsSync(path.join(PUBLIC_DIR, url)), `${url} in public/`).toBe(true);
      expect(faces.filter((face) => /font-family:"?Assistant fallback"?;/.test(face)), `fallback faces on ${route}`).toHaveLength(2);
      for (const preload of fontPreloads(html)) expect(preload, `font preload on ${route}`).toBe(url);
    }
  });

  // The file is preloaded exactly where the largest paint on a phone (Lighthouse's 412 px) is text set
  // in it: there it is in time for the first paint; where an image is the largest paint, it loads
  // after and takes no bandwidth from the image.
  test.describe("preloaded where the largest paint is text", () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

    for (const route of oneRoutePerTemplate(routes)) {
      test(`${route}`, async ({ page }) => {
        await visit(page, route);
        await page.waitForLoadState("load");
        // Every image in the first view decoded and two frames drawn since: its paint is among the candidates.
        await page.evaluate(async () => {
          const firstView = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
          });
          await Promise.all(firstView.map((img) => img.decode().catch(() => undefined)));
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        });
        const paint = await page.evaluate(
          () =>
            new Promise<{ text: number; image: number; element: string }>((resolve) =>
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { url: string; size: number; element: Element | null })[];
                const largestOf = (sizes: number[]) => Math.max(0, ...sizes);
                const visibleArea = (box: DOMRect) =>
                  Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) * Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
                // An image painted after a larger text is no candidate: its size is its area in the first view.
                const imageAreas = [...document.images].map((img) => visibleArea(img.getBoundingClientRect()));
                // A text painted after a larger image is no candidate either: its size is its lines' box in the first view.
                const textAreas = [...document.body.querySelectorAll("*")]
                  .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
                  .map((element) => {
                    const range = document.createRange();
                    range.selectNodeContents(element);
                    return visibleArea(range.getBoundingClientRect());
                  });
                const last = entries.at(-1);
                resolve({
                  text: largestOf([...entries.filter((entry) => !entry.url).map((entry) => entry.size), ...textAreas]),
                  image: largestOf([...entries.filter((entry) => entry.url).map((entry) => entry.size), ...imageAreas]),
                  element: `${last?.element?.tagName} ${last?.element?.textContent?.slice(0, 40) ?? ""}`,
                });
              }).observe({ type: "largest-contentful-paint", buffered: true }),
            ),
        );
        const preloads = fontPreloads(readPage(route));
        const described = `largest text ${paint.text}, largest image ${Math.round(paint.image)}; reported: ${paint.element}`;
        // Within 15 % of each other, either may be the largest paint from one visit to the next (the font
        // itself sets the text's size): the page may preload or not.
        if (Math.abs(paint.text - paint.image) < 0.15 * Math.max(paint.text, paint.image)) expect(preloads.length, described).toBeLessThanOrEqual(1);
        else expect(preloads, described).toHaveLength(paint.text > paint.image ? 1 : 0);
      });
    }
  });

  for (const route of oneRoutePerTemplate(routes)) {
    test(`${route} requests one font file, Assistant's latin subset, and sets its text in it`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      await visit(page, route);
      await renderDeferredBlocks(page);
      await page.waitForLoadState("networkidle");
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).toMatch(FONT_FILE);
      // With the file cached, a second visit renders the heading in Assistant itself.
      await visit(page, route);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => [...document.fonts].some((face) => face.family === "Assistant" && face.status === "loaded"))).toBe(true);
      expect(await page.locator("h1").first().evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^Assistant,/);
    });
  }
});
