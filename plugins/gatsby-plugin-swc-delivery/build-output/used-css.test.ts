/** @jest-environment node */
import path from "path";
import { cssUnescape, htmlSelectors, narrowToStylesheet, runTimeMarkupSources, stylesheetWords, usedCss, UsedCssPicker } from "./used-css";

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

describe("narrowing a page's selectors to the stylesheet's words", () => {
  const words = stylesheetWords(CSS + '[type=radio]{}[data-state~="open shut"]{}.\\32 xl\\:p-0{}.w-1\\/2{}');

  it("reads class and id names as the selector engine does (escapes undone)", () => {
    expect(cssUnescape("lg\\:py-4")).toBe("lg:py-4");
    expect(cssUnescape("\\32 xl\\:p-0")).toBe("2xl:p-0");
    for (const name of ["used", "lg:py-4", "[&>p]:mt-2", "lead-form", "2xl:p-0", "w-1/2"]) expect(words.classesAndIds.has(name)).toBe(true);
    expect([...words.attributeValues.equal]).toEqual(expect.arrayContaining(["true", "radio"]));
    expect(words.attributeValues.parts).toEqual(["open", "shut"]);
  });

  it("drops the classes, ids and values the stylesheet cannot test, and keeps tags and attribute names whole", () => {
    const narrowed = narrowToStylesheet(htmlSelectors('<p class="used mine" id="lead-form"></p><h2 id="a-heading"></h2><meta content="An article title"><input type="radio">'), words);
    expect(narrowed.classes).toEqual(["used"]);
    expect(narrowed.ids).toEqual(["lead-form"]);
    expect(narrowed.tags).toEqual(["h2", "input", "meta", "p"]);
    expect(narrowed.attributes.names).toEqual(["class", "content", "id", "type"]);
    expect(narrowed.attributes.values).toEqual(["radio"]);
  });

  it("keeps a value only where an operand can match it, by the selector's operator", () => {
    const byOperator = stylesheetWords('[type=search]{}[href^="https:"]{}[src$=".svg"]{}[class*="col-"]{}');
    const values = ["search", "search-box", "https://x.test/", "/a.svg", "/a.svg?v=1", "md:col-2", "x-search"];
    const narrowed = narrowToStylesheet({ attributes: { names: ["class"], values }, classes: [], ids: [], tags: [], undetermined: [] }, byOperator);
    expect(narrowed.attributes.values).toEqual(["/a.svg", "https://x.test/", "md:col-2", "search"]);
  });
});

describe("UsedCssPicker", () => {
  const article = (title: string, heading: string) =>
    `<html><head><title>${title}</title><meta name="description" content="${title}"></head><body><div class="used"><h2 id="${heading}">${title}</h2></div></body></html>`;

  it("runs PurgeCSS once for pages that differ only in what the stylesheet cannot select, with the same rules as alone", async () => {
    const picker = new UsedCssPicker(CSS);
    const first = await picker.forPage(article("Consent mode, explained", "what-changes"));
    const second = await picker.forPage(article("Server-side tagging", "why-move"));
    expect(picker.distinctSelectorSets).toBe(1);
    expect(second).toBe(first);
    expect(first).toBe(await usedCss(CSS, article("Consent mode, explained", "what-changes")));
    await picker.forPage(article("A table", "t").replace("</div>", "<table></table></div>"));
    expect(picker.distinctSelectorSets).toBe(2);
  });
});

describe("runTimeMarkupSources", () => {
  it("are the components the late code imports: the lead form and its fields, never the page frame React renders only on the server", () => {
    const sources = runTimeMarkupSources(path.resolve(__dirname, "..", "..", ".."));
    expect(sources).toEqual(expect.arrayContaining(["src/components/forms/LeadForm.tsx", "src/components/forms/LeadFormFields.tsx"]));
    expect(sources).not.toContain("src/components/layout/Layout.tsx");
    expect(sources).not.toContain("src/components/layout/ErrorBoundary.tsx");
    expect(sources.every((file) => /^src\/components\/.+\.tsx$/.test(file))).toBe(true);
  });
});
