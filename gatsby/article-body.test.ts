/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { compileArticle, renderArticle } from "./article-body";

const FIGURE: IGatsbyImageData = {
  layout: "constrained",
  width: 768,
  height: 365,
  backgroundColor: "#f8f8f8",
  images: {
    fallback: { src: "/static/abc/diagram.png", srcSet: "/static/abc/diagram.png 768w", sizes: "(min-width: 768px) 768px, 100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/abc/diagram.avif 768w", sizes: "(min-width: 768px) 768px, 100vw" }],
  },
};

const ARTICLE = `Consent choices leave **gaps**.

## How modeling works

<Callout title="The key point">
Modeled conversions estimate what could not be observed.
</Callout>

<Figure image="diagram.png" alt="Two bars" caption="Observed and modeled conversions." />

| Market | Modeled |
| --- | --- |
| EMEA | 30-60% |
`;

describe("article bodies rendered at build time", () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-article-body-"));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it("renders Markdown, tables, <Callout> and <Figure> with the article components", async () => {
    const html = await renderArticle(await compileArticle(ARTICLE, cacheDir), { "diagram.png": FIGURE });
    expect(html).toMatch(/^<p class="[^"]+">Consent choices leave <strong class="[^"]+">gaps<\/strong>\.<\/p>/);
    expect(html).toMatch(/<h2 class="[^"]*scroll-mt-24[^"]*">How modeling works<\/h2>/);
    expect(html).toMatch(/<aside[^>]*data-callout[^>]*><p[^>]*>The key point<\/p>/);
    // gatsby-plugin-image's server markup: a wrapper, AVIF source, the image marked for its load script
    expect(html).toMatch(/<figure[^>]*><div data-gatsby-image-wrapper=""/);
    expect(html).toContain('<source type="image/avif" srcSet="/static/abc/diagram.avif 768w"');
    expect(html).toContain('alt="Two bars"');
    // the markup gatsby-plugin-image writes on the server: the image shows without any script
    expect(html).toMatch(/<img data-main-image=""[^>]*src="\/static\/abc\/diagram.png"/);
    expect(html).not.toMatch(/data-src|<noscript/);
    expect(html).toContain("<figcaption");
    expect(html).toMatch(/<div[^>]*role="region"[^>]*><table[^>]*><thead>/);
    expect(html).toMatch(/<td[^>]*>30-60%<\/td>/);
    // static markup: no React text separators
    expect(html).not.toContain("<!-- -->");
  });

  it("names the missing figure when <Figure> points at an image the frontmatter does not list", async () => {
    const code = await compileArticle(ARTICLE, cacheDir);
    await expect(renderArticle(code, {})).rejects.toThrow('<Figure image="diagram.png">: list "../images/diagram.png" under "figures"');
  });

  it("compiles each distinct source once, then reads it from the cache", async () => {
    const code = await compileArticle(ARTICLE, cacheDir);
    const [cached] = fs.readdirSync(cacheDir);
    expect(cached).toMatch(/^[0-9a-f]{64}\.js$/);
    // The cached file is what a later build uses: mark it and see the mark come back.
    fs.writeFileSync(path.join(cacheDir, cached), `${code}\n// from the cache`);
    expect(await compileArticle(ARTICLE, cacheDir)).toMatch(/\/\/ from the cache$/);
    await compileArticle(`${ARTICLE}\nOne more paragraph.\n`, cacheDir);
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
  });

  it("rejects MDX that does not compile, with the compiler's reason", async () => {
    await expect(compileArticle("<Callout title=\"open\">\nnever closed\n", cacheDir)).rejects.toThrow(/Callout/);
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });
});
