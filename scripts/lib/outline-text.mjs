// SVG <text> to <path> outlines with the Liberation fonts, for the client
// wordmarks (scripts/outline-logo-text.mjs says why). Each <text> is drawn with
// the Liberation font its font-family names (bold from weight 600, italic when
// font-style says so), at its x/y, font-size and letter-spacing, and, with
// textLength and lengthAdjust="spacingAndGlyphs", stretched horizontally to
// that length as the browser does.
import fs from "node:fs";
import path from "node:path";
import opentype from "opentype.js";

export const LIBERATION_FONT_DIR = process.env.LIBERATION_FONTS ?? "/usr/share/fonts/truetype/liberation";
const FAMILIES = { "Liberation Sans": "LiberationSans", "Liberation Serif": "LiberationSerif", "Liberation Sans Narrow": "LiberationSansNarrow" };

const fonts = new Map();
function fontFor({ family, bold, italic }) {
  const base = FAMILIES[family];
  if (!base) throw new Error(`no Liberation font for font-family "${family}"`);
  const style = bold && italic ? "BoldItalic" : bold ? "Bold" : italic ? "Italic" : "Regular";
  const file = path.join(LIBERATION_FONT_DIR, `${base}-${style}.ttf`);
  if (!fonts.has(file)) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: apt-get install -y fonts-liberation, or set LIBERATION_FONTS`);
    fonts.set(file, opentype.parse(fs.readFileSync(file).buffer));
  }
  return fonts.get(file);
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** Tenths of a unit: a 160-unit-wide logo shown at 160 px stays sharp at 3× density. */
const tenths = (value) => Math.round(value * 10);
/** A number of tenths as short as SVG allows: 5 → ".5", -12 → "-1.2", 30 → "3". */
function formatTenths(value) {
  const text = (value / 10).toString();
  return text.replace(/^(-?)0\./, "$1.");
}

/**
 * Path data in relative commands rounded to tenths, about half the size of
 * absolute two-decimal data (the home page inlines every wordmark). Relative
 * steps are taken between rounded absolute points, so rounding never drifts.
 */
export function compactPathData(commands) {
  let current = [0, 0];
  let start = [0, 0];
  let previousLetter = "";
  let d = "";
  const relative = ([px, py]) => [tenths(px) - current[0], tenths(py) - current[1]];
  const append = (letter, deltas) => {
    const numbers = deltas.map(formatTenths);
    // A repeated command letter may be left out; numbers need a space unless the next one carries its sign.
    let text = letter === previousLetter && letter !== "m" ? "" : letter;
    numbers.forEach((number, index) => (text += (index > 0 || !text) && !number.startsWith("-") ? ` ${number}` : number));
    d += text;
    previousLetter = letter;
  };
  for (const c of commands) {
    if (c.type === "Z") {
      d += "z";
      previousLetter = "z";
      current = start;
      continue;
    }
    const end = [tenths(c.x), tenths(c.y)];
    const [dx, dy] = relative([c.x, c.y]);
    if (c.type === "L") {
      if (dx === 0 && dy === 0) continue; // a segment of no length draws nothing
      if (dy === 0) append("h", [dx]);
      else if (dx === 0) append("v", [dy]);
      else append("l", [dx, dy]);
    } else if (c.type === "M") {
      append("m", [dx, dy]);
      start = end;
    } else {
      // Control points are relative to the command's start point, as is the end point.
      const controls = c.type === "C" ? [[c.x1, c.y1], [c.x2, c.y2]] : [[c.x1, c.y1]];
      append(c.type.toLowerCase(), [...controls.flatMap(relative), dx, dy]);
    }
    current = end;
  }
  return d;
}

/** The outline of one <text> element, as a <path> with the same fill. */
export function outlineText(tag, text) {
  const family = attribute(tag, "font-family").split(",")[0].trim();
  const weight = Number(attribute(tag, "font-weight") ?? 400);
  const font = fontFor({ family, bold: weight >= 600, italic: attribute(tag, "font-style") === "italic" });
  const size = Number(attribute(tag, "font-size"));
  const spacing = Number(attribute(tag, "letter-spacing") ?? 0);
  const x = Number(attribute(tag, "x") ?? 0);
  const y = Number(attribute(tag, "y") ?? 0);
  const scale = size / font.unitsPerEm;

  // Pen positions as the browser lays the run out: advance, kerning, then letter-spacing after every character.
  const glyphs = font.stringToGlyphs(text);
  const pens = [];
  let pen = 0;
  glyphs.forEach((glyph, index) => {
    pens.push(pen);
    pen += glyph.advanceWidth * scale + spacing;
    if (index + 1 < glyphs.length) pen += font.getKerningValue(glyph, glyphs[index + 1]) * scale;
  });
  const textLength = Number(attribute(tag, "textLength"));
  const stretch = textLength && attribute(tag, "lengthAdjust") === "spacingAndGlyphs" ? textLength / pen : 1;

  const commands = glyphs.flatMap((glyph, index) => glyph.getPath(pens[index], 0, size).commands);
  const d = compactPathData(commands.map((c) => ({ ...c, ...[["x", "y"], ["x1", "y1"], ["x2", "y2"]].reduce((moved, [kx, ky]) => (kx in c ? { ...moved, [kx]: x + c[kx] * stretch, [ky]: y + c[ky] } : moved), {}) })));
  return `<path d="${d}" fill="${attribute(tag, "fill") ?? "currentColor"}"/>`;
}

/** The SVG with every <text> outlined; unchanged when it has none. */
export function outlineSvg(svg) {
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes, text) => outlineText(` ${attributes}`, text));
}
