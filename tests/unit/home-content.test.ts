import fs from "fs";
import path from "path";
import home from "../../content/home.json";
import { DELIVERY_MODES } from "../spec-copy";

/** content/home.json against the home page's fixed lists (tests/spec-copy.ts): names, order and links. */
const CONTENT = path.resolve(__dirname, "../../content");
const exists = (relative: string) => fs.existsSync(path.join(CONTENT, relative));

describe("content/home.json", () => {
  it("names the hero and its button", () => {
    expect(home.hero).toMatchObject({ title: "Marketing Technology & Analytics", buttonLabel: "Explore Solutions", buttonLink: "/services" });
  });

  it("has 14 client logos with unique numeric ids, names and existing wordmark files", () => {
    const { logos } = home.clients;
    expect(logos).toHaveLength(14);
    expect(new Set(logos.map((logo) => logo.id)).size).toBe(14);
    expect(new Set(logos.map((logo) => logo.name)).size).toBe(14);
    for (const logo of logos) {
      expect(Number.isInteger(logo.id)).toBe(true);
      expect(exists(logo.image)).toBe(true);
    }
  });

  it("lists the eight 'What We Do' services, in order", () => {
    expect(home.services.servicePaths).toEqual([
      "/services/marketing/google-analytics-services",
      "/services/marketing/trifecta-measurement",
      "/services/marketing/ad-platform-optimization",
      "/services/marketing/privacy-limitations",
      "/services/product/mixpanel",
      "/services/product/measurement-architecture",
      "/services/product/experimentation",
      "/services/product/data-products",
    ]);
    expect(home.services).toMatchObject({ buttonLabel: "Explore Solutions", buttonLink: "/services" });
  });

  it("has the four technology cards with their products and links", () => {
    expect(home.technologies.items.map(({ category, products, link }) => ({ category, products, link }))).toEqual([
      { category: "Google Marketing Platform", products: ["Analytics 360", "Campaign 360", "DV360", "Search Ads 360"], link: "/services#technologies" },
      { category: "Google Cloud", products: ["BigQuery", "Data Analytics", "Looker Studio"], link: "/technology/google-cloud/bigquery" },
      { category: "DV360", products: ["Programmatic", "Display", "Video"], link: "/technology/google-marketing-platform/dv360" },
      { category: "Mixpanel", products: ["Implementation", "Product Analytics", "Support"], link: "/technology/mixpanel" },
    ]);
    for (const card of home.technologies.items) {
      expect(["cover", "contain"]).toContain(card.imageFit);
      expect(["brand", "sky", "emerald", "violet"]).toContain(card.theme);
      expect(exists(card.logo)).toBe(true);
      expect(exists(card.image)).toBe(true);
    }
  });

  it("has the four delivery modes as capability cards with rendered artwork", () => {
    expect(home.capabilities.title).toBe("How We Deliver Value");
    expect(home.capabilities.items.map((item) => item.title)).toEqual(DELIVERY_MODES);
    for (const item of home.capabilities.items) {
      expect(exists(item.image)).toBe(true);
      expect(exists(item.image.replace("images/", "images/artwork/").replace(/\.png$/, ".svg"))).toBe(true);
    }
  });

  it("shows partner logos that exist", () => {
    expect(home.about.partners.logos.map((partner) => partner.name)).toEqual(["Google Marketing Platform", "Google Cloud", "Mixpanel", "AB Tasty"]);
    for (const partner of home.about.partners.logos) expect(exists(partner.logo)).toBe(true);
  });

  it("uses the home page's section titles", () => {
    expect([home.services.title, home.technologies.title, home.caseStudies.title, home.letsTalk.title]).toEqual([
      "What We Do",
      "Our Tech Arsenal",
      "Case Studies",
      "Let's Talk",
    ]);
  });
});

describe("technology tile logos", () => {
  it("exist for every technology page on /services", () => {
    for (const name of ["analytics-360", "dv360", "tag-manager-360", "campaign-manager-360", "search-ads-360", "looker-studio", "bigquery", "mixpanel", "ab-tasty"]) {
      expect(exists(`images/logos/${name}.svg`)).toBe(true);
    }
  });

  it("are referenced by every technology page that has a tile", () => {
    const dir = path.join(CONTENT, "technologies");
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json"))) {
      const page = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      if (!page.tile) continue;
      expect({ file, logo: page.tile.logo }).toEqual({ file, logo: expect.stringMatching(/^\.\.\/images\/logos\/[a-z0-9-]+\.svg$/) });
      expect(fs.existsSync(path.resolve(dir, page.tile.logo))).toBe(true);
    }
  });
});
