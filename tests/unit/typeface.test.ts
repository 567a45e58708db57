import fs from "fs";
import path from "path";
import { createFontStack } from "@capsizecss/core";
import assistant from "@capsizecss/metrics/assistant";
import arial from "@capsizecss/metrics/arial";

// The fallback faces of src/styles/global.css stand in for Assistant until its
// file is there: their overrides must be the ones computed from the two fonts'
// own metrics, or text set in one would take a different space in the other.
const css = fs.readFileSync(path.join(__dirname, "../../src/styles/global.css"), "utf8");

function descriptors(block: string): Record<string, string> {
  return Object.fromEntries(
    block
      .split(";")
      .map((part) => part.split(/:(.*)/s).map((s) => s.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name, value]),
  );
}

const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => descriptors(match[1]));
const percent = (value: string) => Number(value.replace("%", ""));

describe("the typeface's @font-face rules", () => {
  test("one face of Assistant: the latin variable file, every weight, never swapped in late", () => {
    const assistantFaces = faces.filter((face) => face["font-family"] === "Assistant");
    expect(assistantFaces).toHaveLength(1);
    expect(assistantFaces[0].src).toContain("@fontsource-variable/assistant/files/assistant-latin-wght-normal.woff2");
    expect(assistantFaces[0]["font-weight"]).toBe("200 800");
    expect(assistantFaces[0]["font-display"]).toBe("optional");
  });

  test("the fallback faces carry the overrides computed from Assistant's and Arial's metrics", () => {
    const expected = descriptors(/\{([^}]*)\}/.exec(createFontStack([assistant, arial], { fontFaceFormat: "styleString" }).fontFaces)![1]);
    const fallbacks = faces.filter((face) => face["font-family"] === '"Assistant fallback"');
    expect(fallbacks).toHaveLength(2);
    for (const face of fallbacks) {
      expect(face.src).toMatch(/local\("Liberation Sans( Bold)?"\)/);
      for (const name of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
        expect(percent(face[name])).toBeCloseTo(percent(expected[name]), 1);
      }
    }
  });
});
