/** @jest-environment node */
import fs from "fs";
import path from "path";
import { inlineUsedCss, inlineUsedCssStep } from "./inline-used-css";
import { fixtureOutput, readPublic, writePublic } from "./test-fixture";
import { readRunTimeMarkupSources, usedCss } from "./used-css";
import { globalStylesheet } from "./webpack-stats";

const PAGES = ["404.html", "technology/ab-tasty/index.html", "technology/mixpanel/index.html"];
const INLINED = /<style data-href="\/(styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;

describe("inline-used-css on real Gatsby output", () => {
  it("replaces the whole stylesheet Gatsby inlined by the rules each page uses, where it was, and changes nothing else", async () => {
    const output = fixtureOutput();
    const stylesheet = globalStylesheet(output.publicDir);
    const full = fs.readFileSync(path.join(output.publicDir, stylesheet), "utf8");
    const before = PAGES.map((page) => readPublic(output, page));

    const line = await inlineUsedCssStep.run(output);
    expect(line).toMatch(/^3 pages, 2 distinct selector sets \(PurgeCSS runs\), [\d.]+ ms per page; inlined CSS \d+ KB → \d+ KB in all; 0 pages had an older build's stylesheet$/);
    for (const [index, page] of PAGES.entries()) {
      const after = readPublic(output, page);
      const [, href, used] = INLINED.exec(after)!;
      expect(href).toBe(stylesheet);
      expect(used.length).toBeLessThan(full.length / 2);
      expect(used).toBe(await usedCss(full, before[index].replace(INLINED, ""), readRunTimeMarkupSources(output.root)));
      expect(after.replace(INLINED, "")).toBe(before[index].replace(INLINED, ""));
    }
  });

  it("gives the pages of one template the same rules from one PurgeCSS run", async () => {
    const output = fixtureOutput();
    const report = await inlineUsedCss(output);
    expect(report).toMatchObject({ pages: 3, distinctSelectorSets: 2, outdated: [] });
    const css = (page: string) => INLINED.exec(readPublic(output, page))![2];
    expect(css("technology/ab-tasty/index.html")).toBe(css("technology/mixpanel/index.html"));
  });

  it("brings a page that a warm build kept with an older stylesheet up to date, and is idempotent", async () => {
    const output = fixtureOutput();
    await inlineUsedCss(output);
    const current = readPublic(output, "404.html");
    writePublic(output, "404.html", current.replace(INLINED, '<style data-href="/styles.0123abcd.css" data-identity="gatsby-global-css">.old{color:red}</style>'));
    const report = await inlineUsedCss(output);
    expect(report.outdated).toEqual(["404.html"]);
    expect(readPublic(output, "404.html")).toBe(current);
  });

  it("fails when webpack.stats.json names no global stylesheet", async () => {
    const output = fixtureOutput();
    const statsFile = path.join(output.publicDir, "webpack.stats.json");
    const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"));
    stats.assetsByChunkName.app = stats.assetsByChunkName.app.filter((file: string) => !file.endsWith(".css"));
    fs.writeFileSync(statsFile, JSON.stringify(stats));
    await expect(inlineUsedCss(output)).rejects.toThrow("webpack.stats.json should list one global stylesheet (styles.<hash>.css) for the app chunk, not 0");
  });

  it("fails, naming the page, when a page has no inlined global stylesheet to replace", async () => {
    const output = fixtureOutput();
    const page = "technology/ab-tasty/index.html";
    writePublic(output, page, readPublic(output, page).replace(INLINED, '<link rel="stylesheet" href="/$1">'));
    await expect(inlineUsedCss(output)).rejects.toThrow(`pages without the <style data-href="/styles.….css" data-identity="gatsby-global-css"> Gatsby inlines: ${page}`);
  });
});
