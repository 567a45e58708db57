/** @jest-environment node */
import { darkArtwork, darkColour } from "../../scripts/lib/artwork-dark.mjs";
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
const palette = require("../../design-palette.js") as Record<"light" | "dark", Record<string, string>>;

extend([a11yPlugin]);

describe("the artwork's dark rendering", () => {
  it("swaps the site's own colours for their dark-scheme counterparts (white is the card surface)", () => {
    expect(darkColour("#fff")).toBe(palette.dark.white);
    expect(darkColour("#0B1526")).toBe(palette.dark.ink);
    expect(darkColour(palette.light.brand)).toBe(palette.dark.brand);
    expect(darkColour(palette.light["paper-tint"])).toBe(palette.dark["paper-tint"]);
  });

  it("turns other pale tints dark, keeps their hue, and lightens mid tones so they read on the dark card", () => {
    const paleLilac = darkColour("#f3efff");
    expect(colord(paleLilac).brightness()).toBeLessThan(0.2);
    expect(Math.abs(colord(paleLilac).hue() - colord("#f3efff").hue())).toBeLessThan(25);
    for (const accent of ["#7c3aed", "#059669", "#c2410c"]) {
      expect(colord(darkColour(accent)).contrast(palette.dark.white)).toBeGreaterThan(3);
    }
    // A bright, saturated accent (a traffic-light dot) stays bright.
    expect(colord(darkColour("#fbbf24")).brightness()).toBeGreaterThan(0.6);
  });

  it("recolours fills, strokes and gradient stops, and leaves drop shadows dark", () => {
    const svg = '<svg><stop stop-color="#f5f7fb"/><rect fill="#fff" stroke="#e3e8f1"/><feDropShadow flood-color="#0b1526"/><path fill="none"/></svg>';
    expect(darkArtwork(svg)).toBe(
      `<svg><stop stop-color="${palette.dark["paper-tint"]}"/><rect fill="${palette.dark.white}" stroke="${palette.dark["paper-line"]}"/><feDropShadow flood-color="#0b1526"/><path fill="none"/></svg>`,
    );
  });
});
