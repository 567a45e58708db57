import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { recordTabPushes, tabEvents } from "./analytics-support";
import { SPEC_ROUTES } from "./support/spec-routes";

/**
 * Technology, tool and service pages: every page made from content/technologies
 * and content/services renders its sections at desktop and phone widths, with
 * the Analytics 360 details, the copy's claims and the DV360 lead form.
 */

const CONTENT = path.join(__dirname, "..", "..", "content");

interface Block {
  title: string;
  items: { title: string }[];
}
interface OfferingPage {
  path: string;
  hero: { title: string };
  capabilities: Block;
  approach?: Block | null;
  benefits?: Block;
  relatedServices: { title: string; items: { title: string; link: string; type?: string }[] };
  cta: { title: string; buttonLabel: string; buttonLink: string };
  leadForm?: boolean;
  leadFormSection?: { title: string };
}

function readFolder(folder: string): OfferingPage[] {
  const dir = path.join(CONTENT, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as OfferingPage);
}

const technologies = readFolder("technologies");
const services = readFolder("services");
const byPath = (p: string) => [...technologies, ...services].find((page) => page.path === p)!;

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The <section> whose h2 reads `title`. */
function sectionTitled(page: Page, title: string) {
  return page.locator("section", { has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** A related-service card, found by its h3 title. */
function relatedCard(page: Page, title: string) {
  return sectionTitled(page, "Related Services").locator("a", { has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
}

async function expectCta(page: Page, cta: OfferingPage["cta"]) {
  const banner = sectionTitled(page, cta.title);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: cta.buttonLabel })).toHaveAttribute("href", "/contact");
}

/** h1, the given blocks, related cards with their links, the closing CTA, and no sideways scrolling. */
async function expectOfferingPage(page: Page, content: OfferingPage, blocks: readonly Block[]) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
  for (const block of blocks) await expectSection(page, block);
  await expectSection(page, content.relatedServices);
  for (const item of content.relatedServices.items) {
    await expect(relatedCard(page, item.title)).toHaveAttribute("href", item.link);
  }
  await expectCta(page, content.cta);
  await expectNoHorizontalOverflow(page);
}

async function expectSection(page: Page, block: Block) {
  const heading = page.getByRole("heading", { level: 2, name: block.title, exact: true });
  await expect(heading).toBeVisible();
  for (const item of block.items) {
    await expect(page.getByRole("heading", { level: 3, name: item.title, exact: true }).first()).toBeVisible();
  }
}

test("the content has every technology, tool and service page of the route table", () => {
  expect(technologies.map((t) => t.path).sort()).toEqual([...SPEC_ROUTES.technologies, ...SPEC_ROUTES.tools].sort());
  expect(services.map((s) => s.path).sort()).toEqual([...SPEC_ROUTES.marketingServices, ...SPEC_ROUTES.productServices].sort());
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const tech of technologies) {
      test(`technology page ${tech.path}`, async ({ page }) => {
        await visit(page, tech.path);
        await expectOfferingPage(page, tech, [tech.capabilities, tech.approach!]);
      });
    }

    for (const service of services) {
      test(`service page ${service.path}`, async ({ page }) => {
        await visit(page, service.path);
        const blocks = [service.capabilities, service.benefits!, ...(service.approach ? [service.approach] : [])];
        await expectOfferingPage(page, service, blocks);

        // Benefit illustrations are fixed by position: benefit n shows benefit-n artwork, with reserved space.
        const benefits = page.locator("[data-benefit-position]");
        await expect(benefits).toHaveCount(service.benefits!.items.length);
        for (let index = 0; index < service.benefits!.items.length; index++) {
          const card = benefits.nth(index);
          await card.scrollIntoViewIfNeeded();
          const image = card.locator("img[data-main-image]");
          await expect(image).toHaveAttribute("src", new RegExp(`/benefit-${(index % 3) + 1}\\.(png|webp|avif)$`));
          const wrapper = card.locator("[data-gatsby-image-wrapper]");
          const box = (await wrapper.boundingBox())!;
          expect(box.height / box.width).toBeCloseTo(300 / 480, 1);
        }
      });
    }

    test("Analytics 360: feature grid, What You Get with SWC, related services, consultation", async ({ page }) => {
      await visit(page, "/technology/google-marketing-platform/analytics-360");
      for (const title of ["No sampling. No guessing.", "Marketing Integrations", "Own Your Data", "Enterprise-grade reliability"]) {
        await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
      }
      const whatYouGet = sectionTitled(page, "What You Get with SWC");
      await expect(whatYouGet.locator("li")).toHaveCount(4);
      await expect(whatYouGet.locator("li h3")).toHaveText([
        "Free monthly consultation",
        "Support",
        "Product updates and best practices",
        "Data solutions for 360 clients",
      ]);
      const related = sectionTitled(page, "Related Services");
      await expect(related.getByRole("link")).toHaveCount(3);
      const hrefs = await related.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(["/services/marketing/google-analytics", "/services/product/data-products", "/workshops#google-analytics"]);
      await expectCta(page, byPath("/technology/google-marketing-platform/analytics-360").cta);
      await expect(page.getByRole("link", { name: /Consultation/ }).first()).toHaveAttribute("href", "/contact");
    });

    test("DV360 Self-Serve shows its lead form in a headed section, reachable from the hero", async ({ page }) => {
      const dv360 = byPath("/services/marketing/dv360-self-serve");
      await visit(page, dv360.path);
      for (const claim of ["Your Own Account", "Prepayment Options", "Live Spend Dashboard"]) {
        await expect(page.getByRole("heading", { level: 3, name: claim })).toBeVisible();
      }
      const section = sectionTitled(page, dv360.leadFormSection!.title);
      await expect(section.locator('[data-lead-form="dv360"]')).toBeVisible();
      await page.getByRole("link", { name: dv360.leadFormSection!.title }).first().click();
      await expect(page).toHaveURL(/#get-started$/);
      await expect(section.locator('[data-lead-form="dv360"]')).toBeInViewport();
    });
  });
}

test("copy claims appear where they belong", async ({ page }) => {
  for (const where of ["/technology/swc-products/data-quality-monitor", "/services/product/monitoring-tools"]) {
    await visit(page, where);
    await expect(page.locator("main")).toContainText(/over 10 built-in checks per event/i);
  }
  await visit(page, "/services/product/conversion-optimization");
  await expect(page.locator("main")).toContainText("a 1-second mobile delay can cut conversions by up to 20%");
  await visit(page, "/services/marketing/funnel-capabilities");
  await expect(page.locator("main")).toContainText("DV360 access plus an expert-run proof of concept");
  await visit(page, "/services/product/mixpanel");
  await expect(page.locator("main")).toContainText("Mixpanel's startup program");
  await visit(page, "/technology/swc-products/consent-monitor");
  for (const capability of ["Consent-Related Data Loss", "Cross-Site Consent Tracking", "E-mail Alerts", "Geo-Specific Monitoring"]) {
    await expect(page.getByRole("heading", { level: 3, name: capability })).toBeVisible();
  }
  await expect(page.locator("main")).toContainText("GA4 BigQuery export");
  await visit(page, "/technology/swc-products/site-performance-monitor");
  await expect(page.locator("main")).toContainText(/real-user and synthetic testing/i);
  await expect(page.getByRole("heading", { level: 3, name: "Web Vitals" })).toBeVisible();
});

test("a related service card reports service_clicked, then opens the service", async ({ page }) => {
  await recordTabPushes(page);
  await visit(page, "/technology/google-marketing-platform/dv360");
  const card = byPath("/technology/google-marketing-platform/dv360").relatedServices.items.find((item) => item.type)!;
  await relatedCard(page, card.title).click();
  await expect(page).toHaveURL(new RegExp(`${card.link}$`));
  expect(await tabEvents(page, "service_clicked")).toContainEqual(
    expect.objectContaining({ event_name: "service_clicked", event_detail: card.type, event_text: card.title, component_name: "Related Services" }),
  );
  // Following a service link starts the new page at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a related card that is not a service sends no service_clicked event", async ({ page }) => {
  await recordTabPushes(page);
  await visit(page, "/technology/google-marketing-platform/analytics-360");
  await relatedCard(page, "Google Analytics Workshop").click();
  await expect(page).toHaveURL(/\/workshops/);
  await page.waitForLoadState("load");
  expect(await tabEvents(page, "service_clicked")).toEqual([]);
});

test("the old Mixpanel services address redirects to the Mixpanel page", async ({ page }) => {
  await page.goto("/services/product/mixpanel-services");
  await expect(page).toHaveURL(/\/services\/product\/mixpanel$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mixpanel Services");
});

test("images do not shift the layout while a page loads (CLS)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const where of ["/services/product/conversion-optimization", "/technology/google-cloud/bigquery"]) {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await visit(page, where);
    // Scroll through so every lazy image loads.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `${where} CLS`).toBeLessThan(0.01);
  }
});

test("every internal link with an anchor in content lands on an element with that id", async ({ page }) => {
  const anchored = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string" && value.startsWith("/") && value.includes("#")) anchored.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(CONTENT).filter((f) => f.endsWith(".json") && !f.endsWith("redirects.json"))) {
    collect(JSON.parse(fs.readFileSync(file, "utf8")));
  }
  expect(anchored.size).toBeGreaterThan(0);
  for (const href of anchored) {
    const [pathname, id] = href.split("#");
    await visit(page, pathname);
    await expect(page.locator(`[id="${id}"]`), href).toHaveCount(1);
  }
});
