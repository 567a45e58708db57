/** @jest-environment node */
import path from "path";
import { bundleScript } from "../page-runtime";
import { CMS_ENTRY } from "./admin-files";
import { adminPageHtml, IDENTITY_WIDGET } from "./admin-page";

const ROOT = path.resolve(__dirname, "..", "..");

describe("the CMS page", () => {
  const html = adminPageHtml({ brand: "SWC", backend: "github" });

  it("is never indexed", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("loads the site's script before Decap's bundle, which must wait for it", () => {
    expect(html.indexOf("/admin/site-cms.js")).toBeGreaterThan(0);
    expect(html.indexOf("/admin/site-cms.js")).toBeLessThan(html.indexOf("/admin/decap-cms.js"));
  });

  it("loads Netlify Identity's widget only for Git Gateway", () => {
    expect(html).not.toContain(IDENTITY_WIDGET);
    expect(adminPageHtml({ brand: "SWC", backend: "git-gateway" })).toContain(`<script src="${IDENTITY_WIDGET}"></script>`);
  });
});

describe("the site's script for the CMS", () => {
  let source = "";
  beforeAll(async () => {
    source = await bundleScript(ROOT, CMS_ENTRY);
  }, 30_000);

  it("carries no React of its own: it draws with the CMS's", () => {
    expect(source).not.toMatch(/react\.(production|development)|__SECRET_INTERNALS|ReactCurrentDispatcher/);
    expect(source).toContain("registerPreviewTemplate");
  });

  it("stays small", () => {
    expect(source.length).toBeLessThan(20_000);
  });
});
