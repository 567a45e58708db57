/** @jest-environment node */
import fs from "fs";
import path from "path";
import { bundleScript } from "../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime";
import { CMS_ENTRY, gatsbyImageStyles } from "./admin-files";
import { ADMIN_DEFINE, adminBundlePlugin, decapRequire, logoFileOf, previewFolders } from "./admin-bundle";
import { inlineSvgFromMarkup } from "../inline-svg";
import { adminPageHtml, IDENTITY_WIDGET } from "./admin-page";

const ROOT = path.resolve(__dirname, "..", "..");

describe("the CMS page", () => {
  const html = adminPageHtml({ brand: "SWC", backend: "github" });

  it("is never indexed", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("loads the site's script before Decap's app, which takes its React from it", () => {
    expect(html.indexOf("/admin/site-cms.js")).toBeGreaterThan(0);
    expect(html.indexOf("/admin/site-cms.js")).toBeLessThan(html.indexOf("/admin/decap-cms-app.js"));
  });

  it("loads Netlify Identity's widget only for Git Gateway", () => {
    expect(html).not.toContain(IDENTITY_WIDGET);
    expect(adminPageHtml({ brand: "SWC", backend: "git-gateway" })).toContain(`<script src="${IDENTITY_WIDGET}"></script>`);
  });
});

describe("the site's script for the CMS", () => {
  let source = "";
  beforeAll(async () => {
    source = await bundleScript(ROOT, CMS_ENTRY, [adminBundlePlugin(ROOT)], { define: ADMIN_DEFINE });
  }, 60_000);

  it("carries exactly the React that Decap's app was built with (React refuses any other), never the site's", () => {
    const decapApp = fs.readFileSync(decapRequire(ROOT).resolve("decap-cms-app"), "utf8");
    const versions = (text: string) => [...new Set(text.match(/"\d+\.\d+\.\d+"/g) ?? [])];
    const reactVersion = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "decap-react", "package.json"), "utf8")).version as string;
    expect(versions(decapApp)).toContain(`"${reactVersion}"`);
    expect(source).toContain(`"${reactVersion}"`);
    expect(source).not.toContain('"18.3.1"');
    expect(source).toContain("registerPreviewTemplate");
  });

  it("leaves out the lead form's sender and Gatsby's runtime", () => {
    expect(source).not.toMatch(/supabase\.co|realtime-js|@gatsbyjs\/reach-router/);
  });

  it("draws the lead form's captcha as a box that never calls Google", () => {
    expect(source).not.toMatch(/recaptcha\/api\.js|grecaptcha/);
    expect(source).toContain("captcha (on the site)");
  });

  it("carries the case studies a case study's preview lists besides the one edited", () => {
    for (const name of fs.readdirSync(path.join(ROOT, "content", "case-studies"))) {
      const { summary } = JSON.parse(fs.readFileSync(path.join(ROOT, "content", "case-studies", name), "utf8"));
      expect(source).toContain(JSON.stringify(summary).slice(1, -1));
    }
  });

  it("stays within its budget", () => {
    expect(source.length).toBeLessThan(400_000);
  });
});

describe("other entries' logos in the previews", () => {
  const folders = previewFolders(ROOT);

  it("are each case study's and technology tile's logo file as the page draws it, not a path for the CMS to look up", () => {
    const logos = [
      ...folders["case-studies"].map((study) => ({ logo: study.logo, file: path.resolve(ROOT, "content", "case-studies", readJson("case-studies", String(study.slug)).logo) })),
      ...folders.technologies
        .filter((page) => page.tile)
        .map((page) => ({ logo: (page.tile as { logo: unknown }).logo, file: path.resolve(ROOT, "content", "technologies", (readTile(String(page.path)) as { logo: string }).logo) })),
    ];
    expect(logos.length).toBeGreaterThan(3);
    for (const { logo, file } of logos) expect(logo).toEqual(logoFileOf(file));
  });

  it("draw an SVG inline when the site would, and carry any other file as a data: URL", () => {
    const svg = path.join(ROOT, "content", "images", "case-studies", "rio-logo.svg");
    expect(logoFileOf(svg)).toEqual({ publicURL: null, inlineSvg: inlineSvgFromMarkup(fs.readFileSync(svg, "utf8")) });
    const png = path.join(ROOT, "content", "images", "benefit-1.png");
    expect(logoFileOf(png)).toEqual({ publicURL: `data:image/png;base64,${fs.readFileSync(png).toString("base64")}`, inlineSvg: null });
  });
});

describe("the case studies' pictures in the previews", () => {
  it("are each case study's image as a path from content/, for the preview to load through the CMS, not the file's data", () => {
    const studies = previewFolders(ROOT)["case-studies"];
    expect(studies.length).toBeGreaterThan(2);
    for (const study of studies) {
      const written = readJson("case-studies", String(study.slug)).image;
      expect(fs.existsSync(path.join(ROOT, "content", String(study.image)))).toBe(true);
      expect(path.resolve(ROOT, "content", String(study.image))).toBe(path.resolve(ROOT, "content", "case-studies", written));
    }
  });
});

describe("the articles the insights overview's preview lists", () => {
  it("are every article, with its card's fields, the date as written and the image as a path from content/", () => {
    const folder = path.join(ROOT, "content", "insights");
    const files = fs.readdirSync(folder).filter((name) => name.endsWith(".mdx"));
    const cards = previewFolders(ROOT).insights;
    expect(cards).toHaveLength(files.length);
    const article = cards.find((card) => card.slug === "modeled-conversions");
    expect(article).toMatchObject({ date: "2025-01-15", category: "Attribution", image: "images/insight-modeled-conversions.png" });
    for (const card of cards) {
      expect(String(card.date)).toMatch(/^\d{4}-\d{2}-\d{2}/);
      if (card.image) expect(fs.existsSync(path.join(ROOT, "content", String(card.image)))).toBe(true);
    }
  });
});

/** A content folder's entry whose `slug` is `slug`. */
function readJson(folder: string, slug: string) {
  const entries = fs.readdirSync(path.join(ROOT, "content", folder)).map((name) => JSON.parse(fs.readFileSync(path.join(ROOT, "content", folder, name), "utf8")));
  return entries.find((entry) => entry.slug === slug);
}

/** The tile of the technology page at `page`. */
function readTile(page: string): unknown {
  const dir = path.join(ROOT, "content", "technologies");
  return fs
    .readdirSync(dir)
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")))
    .find((entry) => entry.path === page)?.tile;
}

describe("the image styles of the previews", () => {
  it("are the pages' image styles, which show the main image without a script", () => {
    expect(gatsbyImageStyles()).toContain(".gatsby-image-wrapper{position:relative;overflow:hidden}");
    expect(gatsbyImageStyles()).not.toMatch(/data-main-image/);
  });
});
