/**
 * @jest-environment node
 *
 * Rules for technology, tool and service pages that the GraphQL types cannot
 * express: where a page lives, card order, known icons, three benefits for the
 * three illustrations, a lead-form heading, and analytics types that match the
 * page a related card links to.
 */
import { jsonContentFiles } from "./support/content-model";
import { isIconName } from "../../src/components/ui/icon-sprite";

// Content is read as plain JSON here; its shape is checked by content-integrity.test.ts.
type Json = Record<string, any>;

const records = (folder: string) =>
  jsonContentFiles()
    .filter((file) => file.relative.startsWith(`${folder}/`))
    .map((file) => ({ name: file.relative, page: file.records[0] as Json }));

const technologies = records("technologies");
const services = records("services");
const servicePaths = new Map(services.map(({ page }) => [page.path as string, page.serviceType as string]));
const workshops: Json[] = (jsonContentFiles().find((file) => file.relative === "workshops.json")!.records[0] as Json).catalogue.items;

describe("technology and tool pages", () => {
  it.each(technologies)("$name lives where its kind says", ({ page }) => {
    expect(["technology", "tool"]).toContain(page.kind);
    if (page.kind === "tool") {
      expect(page.path).toMatch(/^\/technology\/swc-products\/[a-z0-9-]+$/);
      expect(page.category).toBe("SWC Products");
      expect(page.tile).toBeUndefined();
    } else {
      expect(page.path).toMatch(/^\/technology\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    }
  });

  it("technology tiles (the /services grid) have unique orders and names", () => {
    const tiles = technologies.map(({ page }) => page.tile).filter(Boolean);
    expect(new Set(tiles.map((tile: Json) => tile.order)).size).toBe(tiles.length);
    expect(new Set(tiles.map((tile: Json) => tile.name)).size).toBe(tiles.length);
  });
});

describe("service pages", () => {
  it.each(services)("$name: path, type, three benefits, CTA to /contact", ({ page }) => {
    expect(["marketing", "product"]).toContain(page.serviceType);
    expect(page.path).toMatch(new RegExp(`^/services/${page.serviceType}/[a-z0-9-]+$`));
    expect(page.benefits.items).toHaveLength(3);
    expect(page.cta.buttonLink).toBe("/contact");
    if (page.leadForm) expect(page.leadFormSection?.title).toBeTruthy();
  });

  it.each(["marketing", "product"])("six %s services with card orders 1 to 6", (type) => {
    const orders = services.filter(({ page }) => page.serviceType === type).map(({ page }) => page.card.order);
    expect(orders.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("all landing pages", () => {
  const all = [...technologies, ...services];

  it.each(all)("$name names only icons the site draws", ({ page }) => {
    const icons = [
      page.card?.icon,
      ...page.capabilities.items.map((item: Json) => item.icon),
      ...page.relatedServices.items.map((item: Json) => item.icon),
    ].filter(Boolean);
    expect(icons.filter((icon: string) => !isIconName(icon))).toEqual([]);
  });

  it.each(all)("$name: a related card's type is the type of the service it links to", ({ page }) => {
    for (const item of page.relatedServices.items as Json[]) {
      const linkedType = servicePaths.get(item.link);
      if (linkedType) expect({ link: item.link, type: item.type }).toEqual({ link: item.link, type: linkedType });
      else if (item.type) expect(["marketing", "product"]).toContain(item.type);
    }
  });

  it.each(all)("$name: a related workshop card opens that workshop, not the top of /workshops", ({ page }) => {
    for (const item of page.relatedServices.items as Json[]) {
      const workshop = workshops.find((candidate) => candidate.title === item.title);
      if (!workshop && !item.link.startsWith("/workshops")) continue;
      expect({ title: item.title, known: Boolean(workshop) }).toEqual({ title: item.title, known: true });
      const targets = [`/workshops#${workshop!.id}`, workshop!.detailLink].filter(Boolean);
      expect(targets).toContain(item.link);
    }
  });

  it("every page has its own title and meta description", () => {
    const titles = all.map(({ page }) => page.hero.title);
    const descriptions = all.map(({ page }) => page.metaDescription);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
