/** @jest-environment node */
import fs from "fs";
import path from "path";
import { logoSpriteFileStep, moveLogoSpritesToFile } from "./logo-sprite-file";
import { fixtureOutput, readPublic, writePublic } from "./test-fixture";

const PAGE = "technology/mixpanel/index.html";
const SPRITE =
  '<svg aria-hidden="true" focusable="false" data-logo-sprite="" style="position:absolute;width:0;height:0;overflow:hidden">' +
  '<symbol id="client-logo-1" viewBox="0 0 160 48"><path d="M0 0h10v10z"/></symbol>' +
  '<symbol id="client-logo-2" viewBox="0 0 160 48"><path d="M5 5h10v10z"/></symbol></svg>';
const USES = '<svg viewBox="0 0 160 48" data-logo=""><use href="#client-logo-1"/></svg><svg><use href="#client-logo-2"/></svg><svg><use href="#client-logo-1"/></svg>';

function withSprite(output: ReturnType<typeof fixtureOutput>, file = PAGE, sprite = SPRITE) {
  writePublic(output, file, readPublic(output, file).replace("</main>", `${USES}${sprite}</main>`));
}

describe("logo-sprite-file", () => {
  it("moves a page's logo sprite into one hashed file under /static/ and points every <use> there", () => {
    const output = fixtureOutput();
    withSprite(output);
    const result = moveLogoSpritesToFile(output);
    expect(result.pages).toEqual([PAGE]);
    expect(result.symbols).toBe(2);
    expect(result.file).toMatch(/^static\/logos-[0-9a-f]{20}\.svg$/);
    const sprite = readPublic(output, result.file!);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="client-logo-1" viewBox="0 0 160 48"><path d="M0 0h10v10z"/></symbol>' +
        '<symbol id="client-logo-2" viewBox="0 0 160 48"><path d="M5 5h10v10z"/></symbol></svg>',
    );
    const html = readPublic(output, PAGE);
    expect(html).not.toContain("data-logo-sprite");
    expect(html).not.toContain('href="#client-logo');
    expect(html.split(`href="/${result.file}#client-logo-1"`)).toHaveLength(3);
    expect(html).toContain(`href="/${result.file}#client-logo-2"`);
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

  it("fails on a symbol drawn differently on two pages, and on a symbol no <use> refers to", () => {
    const clash = fixtureOutput();
    withSprite(clash);
    withSprite(clash, "technology/ab-tasty/index.html", SPRITE.replace("M5 5", "M6 6"));
    expect(() => moveLogoSpritesToFile(clash)).toThrow('logo symbol "client-logo-2" is drawn differently');
    const unused = fixtureOutput();
    writePublic(unused, PAGE, readPublic(unused, PAGE).replace("</main>", `${SPRITE}</main>`));
    expect(() => moveLogoSpritesToFile(unused)).toThrow(`${PAGE}: logo symbol "client-logo-1" is never used`);
  });
});
