// The dark rendering of an artwork SVG (content/images/artwork/): the same
// drawing with its colours swapped the way the site's own colours swap in the
// dark scheme (design-palette.js), so a drawing sits on the dark page as its
// cards and panels do. `npm run artwork` renders both.
import { colord, extend } from "colord";
import oklchPlugin from "colord/plugins/oklch";
import palette from "../../design-palette.js";

extend([oklchPlugin]);

const { light, dark } = palette;

/**
 * Each colour of the light scheme mapped to its dark counterpart, keyed by
 * lower-case #rrggbb. Where two names share a light colour (white and paper),
 * the first one named wins: white, the surface of cards and panels.
 */
const PALETTE = new Map(
  Object.keys(light)
    .reverse()
    .map((name) => [colord(light[name]).toHex(), colord(dark[name]).toHex()]),
);

/**
 * A colour the palette does not name is moved in OKLCH lightness the way the
 * palette moves its own, hue and chroma kept: pale, greyish tints (backgrounds,
 * panels) become dark tints of the same hue, dark ink becomes light ink, and
 * mid tones (brand, accents) get lighter so they keep their contrast on a dark
 * surface as the palette's brand, marketing and product colours do.
 */
function darkLightness(l, c) {
  if (l >= 0.8 && c < 0.09) return 0.19 + (1 - l) * 0.6;
  if (l <= 0.35) return 0.95 - l * 0.25;
  return Math.min(0.86, l + 0.25);
}

export function darkColour(colour) {
  const hex = colord(colour).toHex();
  const named = PALETTE.get(hex);
  if (named) return named;
  const { l, c, h } = colord(hex).toOklch();
  return colord(`oklch(${darkLightness(l, c)} ${c} ${h})`).toHex();
}

/** Attributes whose colour follows the scheme; a drop shadow (flood-color) stays a shadow. */
const SCHEMED_ATTRIBUTE = /\b(fill|stroke|stop-color)="(#[0-9a-fA-F]{3,8})"/g;

export function darkArtwork(svg) {
  return svg.replace(SCHEMED_ATTRIBUTE, (_, attribute, colour) => `${attribute}="${darkColour(colour)}"`);
}
