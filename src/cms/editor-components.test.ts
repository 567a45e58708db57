/** @jest-environment node */
import fs from "fs";
import path from "path";
import { calloutComponent, figureComponent, inlineMarkdown, tableComponent, tableRows } from "./editor-components";
import { createElement } from "react";
import { parseGeneratedConfig } from "./config-file";
import { articleDate } from "./previews/entry-previews";
import { MDX_CLASSES } from "../components/mdx/mdx-classes";
import type { CreateElement } from "./decap";

/** A stand-in for Decap's createElement: elements as plain data. */
const h: CreateElement = (type, props, ...children) => ({ type, props, children: children.filter((child) => child !== null) });
const article = fs.readFileSync(path.join(__dirname, "..", "..", "content", "insights", "modeled-conversions.mdx"), "utf8");
const blockOf = (pattern: RegExp) => {
  const match = article.match(new RegExp(pattern.source, "m"));
  if (!match) throw new Error(`no ${pattern} in the article`);
  return match;
};

/** Reads the article's block of an editor component, checks that writing it back gives the same text, and returns what was read. */
function readBack<T>(component: { pattern: RegExp; fromBlock: (match: RegExpMatchArray) => T; toBlock: (data: T) => string }): T {
  const match = blockOf(component.pattern);
  const data = component.fromBlock(match);
  expect(component.toBlock(data)).toBe(match[0]);
  return data;
}

describe("Callout", () => {
  const callout = calloutComponent(h);

  it("reads the article's callout and writes it back unchanged", () => {
    const data = readBack(callout);
    expect(data.title).toBe("The key point");
    expect(data.body).toMatch(/^Modeled conversions are not a guess/);
  });

  it("leaves out an empty title and keeps quotes from breaking the attribute", () => {
    expect(callout.toBlock({ title: "", body: "Text." })).toBe("<Callout>\nText.\n</Callout>");
    expect(callout.toBlock({ title: 'Say "hi"', body: "Text." })).toBe("<Callout title=\"Say \u201dhi\u201d\">\nText.\n</Callout>");
  });

  it("previews with the page's classes", () => {
    expect(callout.toPreview({ title: "T", body: "B" })).toMatchObject({ type: "aside", props: { className: MDX_CLASSES.callout } });
  });

  it("previews bold, emphasis, code and links as the page draws them, not as raw Markdown", () => {
    expect(inlineMarkdown(h, "Keep **consent** in *every* report: see [the guide](/insights/consent-mode) and `gtag`.")).toEqual([
      "Keep ",
      h("strong", { key: 5, className: MDX_CLASSES.strong }, "consent"),
      " in ",
      h("em", { key: 20 }, "every"),
      " report: see ",
      h("a", { key: 40, href: "/insights/consent-mode", className: MDX_CLASSES.a }, "the guide"),
      " and ",
      h("code", { key: 80 }, "gtag"),
      ".",
    ]);
    expect(inlineMarkdown(h, "2 * 3 and a_b stay as written")).toEqual(["2 * 3 and a_b stay as written"]);
  });
});

describe("Figure", () => {
  const figure = figureComponent(h);

  it("reads the article's figure and writes it back unchanged", () => {
    const data = readBack(figure);
    expect(data.image).toBe("insight-modeled-conversions-diagram.png");
    expect(data.alt).toMatch(/^Two bars of reported conversions/);
  });

  it("names an uploaded image by its file name, as <Figure> looks it up", () => {
    expect(figure.toBlock({ image: "../images/chart.png", alt: "A chart", caption: "" })).toBe('<Figure\n  image="chart.png"\n  alt="A chart"\n/>');
  });

  it("previews the image through the CMS's asset lookup", () => {
    const preview = figure.toPreview({ image: "chart.png", alt: "A chart", caption: "C" }, (file) => `/media/${file}`) as { children: { props: Record<string, unknown> }[] };
    expect(preview.children[0].props).toMatchObject({ src: "/media/chart.png", alt: "A chart" });
  });
});

describe("the CMS page's start", () => {
  it("reads the generated config.yml (JSON under comment lines)", () => {
    expect(parseGeneratedConfig('# generated\n{ "collections": [] }\n')).toEqual({ collections: [] });
  });

  it("prints an article's date as the page does", () => {
    expect(articleDate("2025-01-15")).toBe("January 15, 2025");
  });
});

describe("the table component", () => {
  const table = tableComponent(createElement as unknown as CreateElement);

  it("writes the editor's rows as a Markdown table and reads it back", () => {
    const block = table.toBlock({ rows: "Metric | Before | After\nConversions | 1,200 | 1,716\nCost per lead | $42" });
    expect(block).toBe("| Metric | Before | After |\n| --- | --- | --- |\n| Conversions | 1,200 | 1,716 |\n| Cost per lead | $42 |  |");
    const match = block.match(table.pattern)!;
    expect(table.fromBlock(match)).toEqual({ rows: "| Metric | Before | After |\n| Conversions | 1,200 | 1,716 |\n| Cost per lead | $42 |  |" });
    expect(table.toBlock(table.fromBlock(match))).toBe(block);
  });

  it("keeps a bar inside a cell", () => {
    expect(tableRows("A | B\\|C")).toEqual([["A", "B|C"]]);
    expect(table.toBlock({ rows: "A | B\\|C" })).toBe("| A | B\\|C |\n| --- | --- |");
  });
});
