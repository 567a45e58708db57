/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { caseAliasPages, isCaseAlias, readRedirects, redirectPageHtml, redirectsFile, validateRedirects, writeRedirectFiles } from "./redirects";

const pages = new Set(["/", "/services", "/gmp-terms-and-conditions", "/services/product/mixpanel"]);

describe("validateRedirects", () => {
  it("accepts redirects to pages and to anchors on pages", () => {
    expect(
      validateRedirects(
        [
          { from: "/GMP-terms-and-conditions", to: "/gmp-terms-and-conditions" },
          { from: "/technology/google-cloud", to: "/services#technologies" },
        ],
        pages,
      ),
    ).toEqual([]);
  });

  it("accepts a chain that ends on a page", () => {
    expect(validateRedirects([{ from: "/a", to: "/b" }, { from: "/b", to: "/services" }], pages)).toEqual([]);
  });

  it("rejects a target that is not a page", () => {
    expect(validateRedirects([{ from: "/old", to: "/nowhere" }], pages)).toEqual([
      'redirect "/old" → "/nowhere": target page "/nowhere" does not exist',
    ]);
  });

  it("rejects a duplicate source", () => {
    const errors = validateRedirects([{ from: "/old", to: "/" }, { from: "/old", to: "/services" }], pages);
    expect(errors).toContain('redirect #2: duplicate redirect from "/old"');
  });

  it("rejects loops", () => {
    const errors = validateRedirects([{ from: "/a", to: "/b" }, { from: "/b", to: "/a" }], pages);
    expect(errors.some((e) => e.startsWith("redirect loop: /a → /b → /a"))).toBe(true);
  });

  it("rejects a source that is itself a page, and malformed entries", () => {
    const errors = validateRedirects(
      [{ from: "/services", to: "/" }, { from: "relative", to: "/" }, { from: 3 } as never],
      pages,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'redirect #1: "/services" is a page; a redirect would hide it',
        'redirect #2: "relative" → "/" must both start with "/"',
        'redirect #3: needs string fields "from" and "to"',
      ]),
    );
  });
});

describe("case aliases", () => {
  const table = [
    { from: "/GMP-terms-and-conditions", to: "/gmp-terms-and-conditions" },
    { from: "/technology/google-cloud", to: "/services#technologies" },
    { from: "/services/product/mixpanel-services", to: "/services/product/mixpanel" },
  ];

  it("a source that differs from its target only in letter case is an alias, any other is a redirect", () => {
    expect(table.map(isCaseAlias)).toEqual([true, false, false]);
    expect(isCaseAlias({ from: "/a", to: "/a" })).toBe(false);
  });

  it("the target page is built again at the alias, canonical to itself", () => {
    expect(caseAliasPages("/gmp-terms-and-conditions", table)).toEqual([{ path: "/GMP-terms-and-conditions", canonicalPath: "/gmp-terms-and-conditions" }]);
    expect(caseAliasPages("/services/product/mixpanel", table)).toEqual([]);
    expect(caseAliasPages("/GMP-terms-and-conditions", table)).toEqual([]);
  });

  it("an alias may be a page (it is built as one); another source may not", () => {
    expect(validateRedirects(table.slice(0, 1), new Set([...pages, "/GMP-terms-and-conditions"]))).toEqual([]);
    expect(validateRedirects(table.slice(2), new Set([...pages, "/services/product/mixpanel-services"]))).toEqual([
      'redirect #1: "/services/product/mixpanel-services" is a page; a redirect would hide it',
    ]);
  });

  it("the site's terms page is reached in both cases", () => {
    expect(caseAliasPages("/gmp-terms-and-conditions", readRedirects())).toEqual([
      { path: "/GMP-terms-and-conditions", canonicalPath: "/gmp-terms-and-conditions" },
    ]);
  });
});

describe("redirect files", () => {
  it("writes a meta-refresh page per source and the CDN _redirects file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"));
    writeRedirectFiles(dir, [{ from: "/technology/google-cloud", to: "/services#technologies" }]);
    const html = fs.readFileSync(path.join(dir, "technology", "google-cloud", "index.html"), "utf8");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services#technologies">');
    expect(fs.readFileSync(path.join(dir, "_redirects"), "utf8")).toBe("/technology/google-cloud /services#technologies 301!\n");
  });

  it("writes no meta-refresh page for a case alias (it is a real page, and the stub would overwrite the target on macOS)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"));
    fs.mkdirSync(path.join(dir, "terms"));
    fs.writeFileSync(path.join(dir, "terms", "index.html"), "the terms");
    writeRedirectFiles(dir, [{ from: "/TERMS", to: "/terms" }]);
    expect(fs.existsSync(path.join(dir, "TERMS"))).toBe(false);
    expect(fs.readFileSync(path.join(dir, "terms", "index.html"), "utf8")).toBe("the terms");
    expect(fs.readFileSync(path.join(dir, "_redirects"), "utf8")).toBe("/TERMS /terms 301\n");
  });

  it("escapes the target in HTML", () => {
    expect(redirectPageHtml('/a"></script><script>x')).not.toMatch(/<\/?script/);
    expect(redirectsFile([{ from: "/a", to: "/b" }])).toBe("/a /b 301!\n");
  });

  it("the committed redirect table covers the retired addresses the site's old links still point to", () => {
    const sources = readRedirects().map((r) => r.from);
    expect(sources).toEqual(
      expect.arrayContaining([
        "/services/marketing/google-analytics",
        "/technology/google-marketing-platform",
        "/technology/google-cloud",
        "/technology/product-analytics",
        "/technology/swc-products",
      ]),
    );
  });
});
