/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { htmlSelectors, usedCss } from "../../scripts/lib/used-css.mjs";
import { inlineUsedCss } from "../../scripts/lib/inline-css.mjs";
import { firstViewCost } from "../../scripts/lib/first-view.mjs";

const CSS = [
  "@font-face{font-family:X;src:url(/x.woff2)}",
  "*,:after,:before{--tw-x:0}",
  ":root{--c:red}",
  "html{color:red}",
  "table{border:0}",
  ".used{color:blue}",
  ".unused{color:green}",
  ".lg\\:py-4{padding:1rem}",
  "@media (min-width:1024px){.used-md{margin:0}.unused-md{margin:1px}}",
  ".used:hover{color:navy}",
  ".unused:hover{color:olive}",
  ".menu:popover-open{display:block}",
  ".panel:has(input:checked){outline:1px}",
  "details[open]>.summary{color:red}",
  "html[data-consent-stored] [data-consent-banner]{display:none}",
  ".tab[aria-selected=true]{color:red}",
  ":target{scroll-margin-top:4rem}",
  ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}",
  "#lead-form{margin:0}",
  "#other{margin:0}",
  ".sent-only{color:teal}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

const HTML =
  '<!DOCTYPE html><html lang="en"><head><style>.unused{}</style><script>document.body.className="unused"</script></head>' +
  '<body><div class="used lg:py-4 used-md"><div class="menu" popover=""></div><div class="panel"><input type="radio"></div>' +
  '<details><summary class="summary">x</summary></details><section class="[&amp;&gt;p]:mt-2" id="lead-form"><p>a</p></section>' +
  '<div data-consent-banner=""></div><button class="tab" aria-selected="false">t</button><!-- <b class="unused"></b> --></div></body></html>';

describe("htmlSelectors", () => {
  it("reads tags, classes (entities decoded), ids and attributes, not text of scripts, styles or comments", () => {
    const selectors = htmlSelectors(HTML);
    expect(selectors.tags).toEqual(expect.arrayContaining(["html", "body", "div", "details", "summary", "section", "button", "input"]));
    expect(selectors.tags).not.toContain("b");
    expect(selectors.classes).toEqual(expect.arrayContaining(["used", "lg:py-4", "used-md", "menu", "panel", "[&>p]:mt-2", "tab"]));
    expect(selectors.classes).not.toContain("unused");
    expect(selectors.ids).toEqual(["lead-form"]);
    expect(selectors.attributes.names).toEqual(expect.arrayContaining(["popover", "data-consent-banner", "aria-selected", "type"]));
    expect(selectors.attributes.values).toEqual(expect.arrayContaining(["radio", "false"]));
  });
});

describe("usedCss", () => {
  let used: string;
  beforeAll(async () => {
    used = await usedCss(CSS, HTML, 'const Sent = () => <p className="sent-only mt-2">Thank you</p>;');
  });

  it("keeps the rules the page's elements can match, with their hover and media variants", () => {
    for (const rule of ["html{color:red}", ".used{color:blue}", ".lg\\:py-4{", ".used-md{", ".used:hover{", "#lead-form{", ".\\[\\&\\>p\\]\\:mt-2>p{"]) {
      expect(used).toContain(rule);
    }
  });

  it("drops rules for classes, ids and tags the page lacks, and emptied at-rules", () => {
    for (const rule of [".unused{", ".unused:hover", ".unused-md", "table{", "#other"]) expect(used).not.toContain(rule);
  });

  it("keeps the state that scripts, the browser and the visitor set at run time", () => {
    for (const rule of [
      ".menu:popover-open{",
      ".panel:has(input:checked){",
      "details[open]>.summary{",
      "html[data-consent-stored] [data-consent-banner]{",
      ".tab[aria-selected=true]{",
      ":target{",
    ]) {
      expect(used).toContain(rule);
    }
  });

  it("keeps the classes of markup React renders only at run time, the globals and the font faces", () => {
    for (const rule of [".sent-only{", "@font-face{", "*,:after,:before{", ":root{", "@keyframes spin"]) expect(used).toContain(rule);
  });
});

describe("inlineUsedCss", () => {
  it("inlines in each page the current stylesheet's rules it uses, also where an older stylesheet was inlined; idempotent", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
    const publicDir = path.join(root, "public");
    fs.mkdirSync(path.join(publicDir, "about"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["app-1.js", "styles.bbb.css"] } }));
    fs.writeFileSync(path.join(publicDir, "styles.bbb.css"), ".a{color:red}.b{color:blue}.c{color:$1}");
    const page = (href: string, css: string, body: string) =>
      `<html><head><style data-href="/${href}" data-identity="gatsby-global-css">${css}</style></head><body>${body}</body></html>`;
    fs.writeFileSync(path.join(publicDir, "index.html"), page("styles.bbb.css", ".a{color:red}.b{color:blue}.c{color:$1}", '<p class="a c"></p>'));
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), page("styles.aaa.css", ".old{}", '<p class="b"></p>'));
    for (const source of ["src/components/ui/DeferredPart.tsx", "src/components/forms/LeadForm.tsx", "src/components/forms/LeadFormSlot.tsx", "src/components/layout/ErrorBoundary.tsx"]) {
      fs.mkdirSync(path.dirname(path.join(root, source)), { recursive: true });
      fs.writeFileSync(path.join(root, source), "");
    }

    const report = await inlineUsedCss(publicDir, root);
    expect(report).toMatchObject({ outdated: ["about/index.html"], pages: 2 });
    const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
    expect(read("index.html")).toBe(page("styles.bbb.css", ".a{color:red}.c{color:$1}", '<p class="a c"></p>'));
    expect(read("about/index.html")).toBe(page("styles.bbb.css", ".b{color:blue}", '<p class="b"></p>'));

    await inlineUsedCss(publicDir, root);
    expect(read("index.html")).toBe(page("styles.bbb.css", ".a{color:red}.c{color:$1}", '<p class="a c"></p>'));
  });
});

describe("firstViewCost", () => {
  it("counts bytes, elements (a script or style is one), inline CSS and top-level inline SVG", () => {
    const html =
      '<html><head><style>p{}</style><script>if(a<b){}</script></head><body><!-- <div></div> -->' +
      '<svg viewBox="0 0 1 1"><g><svg><path d="M0"/></svg></g></svg><p>é</p><svg><use href="#a"/></svg></body></html>';
    const cost = firstViewCost(html);
    expect(cost.htmlBytes).toBe(Buffer.byteLength(html));
    expect(cost.inlineCssBytes).toBe(3);
    expect(cost.elements).toBe(12);
    expect(cost.inlineSvgs).toBe(2);
    expect(cost.inlineSvgBytes).toBe(
      '<svg viewBox="0 0 1 1"><g><svg><path d="M0"/></svg></g></svg>'.length + '<svg><use href="#a"/></svg>'.length,
    );
  });
});
