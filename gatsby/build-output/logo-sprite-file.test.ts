/** @jest-environment node */
import fs from "fs";
import path from "path";
import { logoSpriteFileStep, moveLogoSpritesToFile, spriteImage } from "./logo-sprite-file";
import { fixtureOutput, readPublic, writePublic } from "../../plugins/gatsby-plugin-swc-delivery/build-output/test-fixture";

const PAGE = "technology/mixpanel/index.html";
const SPRITE =
  '<svg aria-hidden="true" focusable="false" data-logo-sprite="" style="position:absolute;width:0;height:0;overflow:hidden">' +
  '<symbol id="client-logo-1" viewBox="0 0 160 48"><path d="M0 0h10v10z"/></symbol>' +
  '<symbol id="client-logo-2" viewBox="0 0 160 48"><path d="M5 5h10v10z"/></symbol></svg>';
const USES =
  '<svg viewBox="0 0 160 48" width="160" height="48" class="h-12 w-40" role="img" aria-label="Meridian Bank" focusable="false" data-logo=""><use href="#client-logo-1"></use></svg>' +
  '<svg viewBox="0 0 160 48" aria-hidden="true" focusable="false" data-logo=""><use href="#client-logo-2"></use></svg>' +
  '<svg viewBox="0 0 160 48" aria-hidden="true" data-logo=""><use href="#client-logo-1"></use></svg>';

function withSprite(output: ReturnType<typeof fixtureOutput>, file = PAGE, sprite = SPRITE) {
  writePublic(output, file, readPublic(output, file).replace("</main>", `${USES}${sprite}</main>`));
}

describe("logo-sprite-file", () => {
  it("moves a page's logo sprite into one hashed file under /static/ and draws every reference as a lazy image of it", () => {
    const output = fixtureOutput();
    withSprite(output);
    const result = moveLogoSpritesToFile(output);
    expect(result.pages).toEqual([PAGE]);
    expect(result.symbols).toBe(2);
    expect(result.file).toMatch(/^static\/logos-[0-9a-f]{20}\.svg$/);
    // the wordmark ink of each scheme for currentColor, then the drawings stacked, each shown alone by the <view> its id names
    expect(readPublic(output, result.file!)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 96">' +
        "<style>svg{color:#3d475a}@media (prefers-color-scheme:dark){svg{color:#cbd4e3}}</style>" +
        '<view id="client-logo-1" viewBox="0 0 160 48"/><view id="client-logo-2" viewBox="0 48 160 48"/>' +
        '<svg y="0" width="160" height="48" viewBox="0 0 160 48"><path d="M0 0h10v10z"/></svg>' +
        '<svg y="48" width="160" height="48" viewBox="0 0 160 48"><path d="M5 5h10v10z"/></svg></svg>',
    );
    const html = readPublic(output, PAGE);
    expect(html).not.toContain("data-logo-sprite");
    expect(html).not.toContain('href="#client-logo');
    const src = `/${result.file}`;
    expect(html).toContain(
      `<img src="${src}#client-logo-1" alt="Meridian Bank" width="160" height="48" class="h-12 w-40" data-logo="" loading="lazy" decoding="async"/>`,
    );
    expect(html).toContain(`<img src="${src}#client-logo-2" alt="" data-logo="" loading="lazy" decoding="async"/>`);
    expect(html.split(`src="${src}#client-logo-1"`)).toHaveLength(3);
  });

  it("stacks drawings of different sizes and origins, each view its own size", () => {
    const sprite = spriteImage(
      new Map([
        ["wide", '<symbol id="wide" viewBox="0 0 160 48"><path d="M0 0h1"/></symbol>'],
        ["square", '<symbol id="square" viewBox="-4 -4 48 48"><path d="M1 1h1"/></symbol>'],
      ]),
    );
    expect(sprite).toContain('viewBox="0 0 160 96"');
    expect(sprite).toContain('<view id="square" viewBox="0 48 48 48"/>');
    expect(sprite).toContain('<svg y="48" width="48" height="48" viewBox="-4 -4 48 48"><path d="M1 1h1"/></svg>');
    expect(() => spriteImage(new Map([["bad", '<symbol id="bad"><path d="M0 0"/></symbol>']]))).toThrow('logo symbol "bad" has no usable viewBox');
  });

  it("writes the same file for the same drawings (a rebuild changes nothing) and one file for pages sharing them", () => {
    const first = fixtureOutput();
    withSprite(first);
    withSprite(first, "technology/ab-tasty/index.html");
    const second = fixtureOutput();
    withSprite(second);
    const a = moveLogoSpritesToFile(first);
    expect(a.pages).toHaveLength(2);
    expect(moveLogoSpritesToFile(second).file).toBe(a.file);
    expect(fs.readdirSync(path.join(first.publicDir, "static")).filter((name) => name.startsWith("logos-"))).toHaveLength(1);
  });

  it("says so and writes nothing when no page has a sprite", async () => {
    const output = fixtureOutput();
    const before = readPublic(output, PAGE);
    expect(await logoSpriteFileStep.run(output)).toBe("no page has a logo sprite");
    expect(readPublic(output, PAGE)).toBe(before);
  });

  it("fails on a symbol drawn differently on two pages, on a symbol nothing refers to, and on a reference it cannot draw as an image", () => {
    const clash = fixtureOutput();
    withSprite(clash);
    withSprite(clash, "technology/ab-tasty/index.html", SPRITE.replace("M5 5", "M6 6"));
    expect(() => moveLogoSpritesToFile(clash)).toThrow('logo symbol "client-logo-2" is drawn differently');
    const unused = fixtureOutput();
    writePublic(unused, PAGE, readPublic(unused, PAGE).replace("</main>", `${SPRITE}</main>`));
    expect(() => moveLogoSpritesToFile(unused)).toThrow(`${PAGE}: logo symbol "client-logo-1" is never used`);
    const aligned = fixtureOutput();
    withSprite(aligned);
    writePublic(aligned, PAGE, readPublic(aligned, PAGE).replace('aria-label="Meridian Bank"', 'aria-label="Meridian Bank" preserveAspectRatio="xMinYMid meet"'));
    expect(() => moveLogoSpritesToFile(aligned)).toThrow('preserveAspectRatio="xMinYMid meet" has no equivalent');
    const other = fixtureOutput();
    withSprite(other);
    writePublic(other, PAGE, readPublic(other, PAGE).replace("</main>", '<svg><g><use href="#client-logo-2"></use></g></svg></main>'));
    expect(() => moveLogoSpritesToFile(other)).toThrow('logo symbol "client-logo-2" is referred to other than by a logo');
  });
});
