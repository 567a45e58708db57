/**
 * The site's colours, in its two schemes: light by default, dark when the
 * visitor's system asks for it (prefers-color-scheme). One source for
 * tailwind.config.js, which writes them as custom properties and reads every
 * palette colour from them, and for the contrast test (tests/unit/design-tokens.test.ts).
 * In the dark scheme "white" (cards, text on a coloured fill) turns dark as
 * brand turns light, so white-on-brand and brand-on-white keep their contrast.
 */
const light = {
  white: "#ffffff",
  ink: "#0b1526",
  "ink-soft": "#2b3850",
  "ink-muted": "#4a5872",
  paper: "#ffffff",
  "paper-tint": "#f5f7fb",
  "paper-line": "#e3e8f1",
  brand: "#2346d6",
  "brand-dark": "#1a34a3",
  "brand-light": "#e8eeff",
  marketing: "#c2410c",
  "marketing-light": "#fff1e8",
  product: "#0f766e",
  "product-light": "#e4f7f4",
  danger: "#dc2626",
  "danger-light": "#fef2f2",
  "danger-line": "#fecaca",
  "danger-text": "#b91c1c",
};

/** @type {typeof light} */
const dark = {
  white: "#141d2e",
  ink: "#ecf0f7",
  "ink-soft": "#cbd4e3",
  "ink-muted": "#a3afc4",
  paper: "#0b111d",
  "paper-tint": "#101827",
  "paper-line": "#2a364d",
  brand: "#8ea6ff",
  "brand-dark": "#b4c5ff",
  "brand-light": "#1c284d",
  marketing: "#fb9a66",
  "marketing-light": "#3a2316",
  product: "#3dd6c3",
  "product-light": "#0f3331",
  danger: "#f87171",
  "danger-light": "#3b1518",
  "danger-line": "#7f1d1d",
  "danger-text": "#fca5a5",
};

/** Colours that are the same in both schemes (the home page's wooden radio). */
const fixed = { "radio-wood": "#5b3a24", "radio-dial": "#f6e7c1", "radio-needle": "#c0392b" };

/**
 * The ink of the client wordmarks (content/images/logos/clients, drawn in
 * currentColor) in each scheme: the logo sprite, an image that cannot inherit
 * the page's text colour, sets it for itself (gatsby/build-output/logo-sprite-file.ts).
 */
const wordmark = { light: "#3d475a", dark: dark["ink-soft"] };

module.exports = { light, dark, fixed, wordmark };
