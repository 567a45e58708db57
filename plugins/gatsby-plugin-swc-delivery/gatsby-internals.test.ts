/**
 * @jest-environment node
 *
 * The Gatsby internals this plugin relies on (README.md, "Gatsby internals"),
 * read from the Gatsby that is installed. The steps' own tests run on a copy
 * of one build's output (./build-output/fixture), which a Gatsby upgrade does
 * not change: these fail at the upgrade, naming the internal that moved,
 * before a build does.
 */
import fs from "fs";
import path from "path";
import { generateHtmlPath } from "gatsby-core-utils/page-html";

const GATSBY = path.dirname(require.resolve("gatsby/package.json"));
const source = (file: string) => fs.readFileSync(path.join(GATSBY, file), "utf8");

describe("the installed Gatsby still writes what the delivery plugin rewrites", () => {
  test.each([
    // no-client-runtime: the script loader it removes, the globals it checks are gone, the head marks it drops.
    ["cache-dir/static-entry.js", "id={`gatsby-script-loader`}"],
    ["cache-dir/static-entry.js", "window.___chunkMapping="],
    ["cache-dir/static-entry.js", "window.___webpackCompilationHash="],
    ["cache-dir/head/utils.js", "setAttribute(`data-gatsby-head`, true)"],
    // inline-used-css: the inline global stylesheet it replaces with the page's rules.
    ["cache-dir/static-entry.js", "data-identity={`gatsby-global-css`}"],
    // no-client-runtime: the scripts slice it empties, and the markers a warm build's stitching looks for.
    ["dist/utils/page-ssr-module/entry.js", '<slice-start id="_gatsby-scripts-1"></slice-start>'],
    ["dist/utils/slices/stitching.js", '`<!-- slice-start id="${meta.id}" -->`'],
    ["dist/utils/slices/stitching.js", '<!-- slice-end id="${meta.id}" -->`'],
    ["dist/utils/slices/stitching.js", "path.join(publicDir, `_gatsby`, `slices`, `${sliceHtmlName}.html`)"],
    // webpack-stats and gatsby-files: the stats and chunk map written into public/, the stylesheet listed by chunk.
    ["dist/utils/gatsby-webpack-stats-extractor.js", "assetsByChunkName: assets"],
    ["dist/utils/gatsby-webpack-stats-extractor.js", "_path.default.join(`public`, `webpack.stats.json`)"],
    ["dist/utils/gatsby-webpack-stats-extractor.js", "_path.default.join(`public`, `chunk-map.json`)"],
    // gatsby-files: page data under public/page-data, which a warm build reads back.
    ["dist/utils/page-data.js", "`public/page-data`"],
    // gatsby-node.ts of a local plugin is compiled like the site's.
    ["dist/utils/parcel/compile-gatsby-files.js", "`${siteRoot}/plugins/**/${gatsbyFileRegex}`"],
  ])("%s writes %s", (file, text) => {
    expect(source(file)).toContain(text);
  });

  test("a page's HTML file is where html-files.ts looks for it", () => {
    expect(generateHtmlPath("/public", "/about")).toBe(path.join("/public", "about", "index.html"));
    expect(generateHtmlPath("/public", "/")).toBe(path.join("/public", "index.html"));
    expect(generateHtmlPath("/public", "/404.html")).toBe(path.join("/public", "404.html"));
  });
});
