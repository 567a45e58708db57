/** @jest-environment node */
import fs from "fs";
import path from "path";
import { GATSBY_FILES_DIR, gatsbyFilesStep, putGatsbyFilesBack } from "./gatsby-files";
import { fixtureOutput, writePublic } from "./test-fixture";

/** The fixture's Gatsby output with what else Gatsby writes (bundles, page data, Partytown), in a repository of its own. */
function gatsbyOutput() {
  const output = { ...fixtureOutput() };
  output.root = path.dirname(output.publicDir);
  for (const dir of ["page-data/index", "~partytown", "static/abc", "late", "technology/x-1234567890abcdef1234"]) fs.mkdirSync(path.join(output.publicDir, dir), { recursive: true });
  writePublic(output, "page-data/index/page-data.json", '{"componentChunkName":"component---src-pages-index-tsx"}');
  writePublic(output, "page-data/app-data.json", "{}");
  writePublic(output, "~partytown/partytown.js", "");
  writePublic(output, "chunk-map.json", "{}");
  for (const bundle of ["app-d43284f3ed353a5f6f49.js", "framework-27f3e30f682192141d11.js", "0a410d957c73b4c2100ace1ca0fa6c2e1d638d14-12bfda594ebef9429b8b.js", "component---src-pages-index-tsx-104e530053c583a817ab.js", "app-d43284f3ed353a5f6f49.js.map"]) {
    writePublic(output, bundle, "");
  }
  // What visitors request: pages, images, the late code, files of static/.
  for (const file of ["static/abc/image.png", "late/lead-form-65P6PSD2.js", "favicon.png", "robots.txt", "rss.xml", "_headers", "technology/x-1234567890abcdef1234/index.html"]) writePublic(output, file, "");
  return output;
}

const tree = (dir: string) => (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).map((name) => name.split(path.sep).join("/")).sort();

describe("gatsby-files", () => {
  it("moves out of public/ every file Gatsby wrote that no page requests, and nothing a page does", async () => {
    const output = gatsbyOutput();
    const line = await gatsbyFilesStep.run(output);
    expect(line).toMatch(/^11 of Gatsby's files and folders no page requests \(4 bundles, /);
    expect(fs.readdirSync(output.publicDir).sort()).toEqual(["404.html", "_headers", "favicon.png", "late", "robots.txt", "rss.xml", "sitemap-index.xml", "static", "technology"]);
    expect(fs.readdirSync(path.join(output.root, GATSBY_FILES_DIR))).toContain("page-data");
  });

  it("puts them back as the next build starts, so Gatsby finds public/ as it left it", async () => {
    const output = gatsbyOutput();
    const before = tree(output.publicDir);
    await gatsbyFilesStep.run(output);
    putGatsbyFilesBack(output.root, output.publicDir);
    expect(tree(output.publicDir)).toEqual(before);
    expect(fs.existsSync(path.join(output.root, GATSBY_FILES_DIR))).toBe(false);
  });

  it("keeps the newer file when a build that stopped early wrote one again, and puts nothing back without public/", async () => {
    const output = gatsbyOutput();
    await gatsbyFilesStep.run(output);
    writePublic(output, "chunk-map.json", "newer");
    putGatsbyFilesBack(output.root, output.publicDir);
    expect(fs.readFileSync(path.join(output.publicDir, "chunk-map.json"), "utf8")).toBe("newer");
    expect(fs.existsSync(path.join(output.publicDir, "page-data", "app-data.json"))).toBe(true);

    await gatsbyFilesStep.run(output);
    fs.rmSync(output.publicDir, { recursive: true });
    expect(putGatsbyFilesBack(output.root, output.publicDir)).toEqual([]);
    expect(fs.existsSync(output.publicDir)).toBe(false);
  });

  it("stops the build when Gatsby wrote no page data or stats: its output is not what the step knows", () => {
    const output = gatsbyOutput();
    fs.rmSync(path.join(output.publicDir, "page-data"), { recursive: true });
    expect(() => gatsbyFilesStep.run(output)).toThrow("Gatsby wrote no page-data into public/");
  });
});
