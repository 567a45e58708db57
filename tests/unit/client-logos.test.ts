/** @jest-environment node */
import fs from "fs";
import path from "path";
import { LIBERATION_FONT_DIR, outlineSvg } from "../../scripts/lib/outline-text.mjs";

const LOGO_DIR = path.resolve(__dirname, "../../content/images/logos/clients");
const logos = fs.readdirSync(LOGO_DIR).filter((file) => file.endsWith(".svg"));

/** The leftmost and rightmost x a path's points reach (relative m, l, h, v, q, c and z, as outlineSvg writes them). */
function xExtent(d: string): [number, number] {
  const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  let x = 0;
  let startX = 0;
  const xs: number[] = [];
  for (const [, letter, args] of d.matchAll(/([mlhvqcz])([^mlhvqcz]*)/g)) {
    const numbers = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (letter === "z") {
      x = startX;
      continue;
    }
    for (let at = 0; at < numbers.length; at += ARITY[letter]) {
      const group = numbers.slice(at, at + ARITY[letter]);
      if (letter === "v") continue;
      const endX = x + group[letter === "h" ? 0 : group.length - 2];
      for (let i = 0; letter !== "h" && i < group.length; i += 2) xs.push(x + group[i]);
      if (letter === "h") xs.push(endX);
      x = endX;
      if (letter === "m") startX = x;
    }
  }
  return [Math.min(...xs), Math.max(...xs)];
}

describe("client wordmarks", () => {
  it.each(logos)("%s draws its lettering as outlines, not SVG text (run npm run logos:outline)", (file) => {
    const svg = fs.readFileSync(path.join(LOGO_DIR, file), "utf8");
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });

  it.each(logos)("%s is drawn in currentColor alone, a cut-out being a hole, so it takes the ink of either colour scheme", (file) => {
    const svg = fs.readFileSync(path.join(LOGO_DIR, file), "utf8");
    const paints = [...svg.matchAll(/\b(?:fill|stroke|stop-color|color)="([^"]*)"/g)].map(([, paint]) => paint);
    expect(paints).toContain("currentColor");
    expect(paints.filter((paint) => paint !== "currentColor" && paint !== "none")).toEqual([]);
    expect(svg).not.toMatch(/style=|<style/);
  });

  const withFonts = fs.existsSync(path.join(LIBERATION_FONT_DIR, "LiberationSans-Bold.ttf")) ? it : it.skip;
  withFonts("outlines a <text> at its x/y, stretched to its textLength, with its fill", () => {
    const svg = outlineSvg(
      '<svg><text x="48" y="25" font-family="Liberation Sans, Arial" font-size="19" font-weight="700" fill="#3d475a" textLength="96" lengthAdjust="spacingAndGlyphs">ATLAS</text></svg>',
    );
    const [, d, fill] = svg.match(/<path d="([^"]+)" fill="([^"]+)"\/>/)!;
    expect(fill).toBe("#3d475a");
    const [left, right] = xExtent(d);
    expect(left).toBeGreaterThanOrEqual(48);
    expect(left).toBeLessThan(50);
    expect(right).toBeLessThanOrEqual(48 + 96);
    expect(right).toBeGreaterThan(48 + 90);
    expect(outlineSvg(svg)).toBe(svg);
  });
});
