/** @jest-environment node */
import fs from "fs";
import path from "path";
import { bundleScript } from "../page-runtime";
import { CMS_ENTRY, gatsbyImageStyles } from "./admin-files";
import { ADMIN_DEFINE, adminBundlePlugin, decapRequire } from "./admin-bundle";
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

describe("the image styles of the previews", () => {
  it("are gatsby-plugin-image's page styles", () => {
    expect(gatsbyImageStyles(ROOT)).toContain(".gatsby-image-wrapper{position:relative;overflow:hidden}");
  });
});
