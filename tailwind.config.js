/**
 * Design tokens: a small palette, one type scale and the 64em (1024 px)
 * breakpoint (`lg`), below which the header switches to the hamburger menu.
 * @type {import('tailwindcss').Config}
 */
const defaultColors = require("tailwindcss/colors");
const plugin = require("tailwindcss/plugin");
const palette = require("./design-palette");

/** A palette colour read from its custom property (channels "r g b"), with Tailwind's opacity modifiers. */
const scheme = (name) => `rgb(var(--c-${name}) / <alpha-value>)`;

/** A scheme's colours as custom properties: "--c-ink": "11 21 38". */
const customProperties = (colours) =>
  Object.fromEntries(
    Object.entries(colours).map(([name, hex]) => [`--c-${name}`, [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(" ")]),
  );

/**
 * The palette's custom properties: the light scheme on the page and on any
 * block that is a dark panel in both schemes (.scheme-light: footer, closing
 * calls to action); the dark one when the visitor's system asks for it, except
 * in a document marked data-color-scheme="light" (the CMS preview), and then
 * also on a block inside such a panel that is part of the page again
 * (.scheme-page: the lead form's card on home's panel). The stylesheet is
 * inline in the head, so the first paint is in the right scheme.
 */
const colourSchemes = plugin(({ addBase }) => {
  addBase({
    ":root, .scheme-light": { ...customProperties(palette.light), colorScheme: "light" },
    "@media (prefers-color-scheme: dark)": {
      ':root:not([data-color-scheme="light"]), :root:not([data-color-scheme="light"]) .scheme-page': {
        ...customProperties(palette.dark),
        colorScheme: "dark",
      },
    },
  });
});

module.exports = {
  content: ["./src/**/*.{ts,tsx}", "./content/**/*.{json,mdx}"],
  // `dark:` utilities (colours outside the palette) apply where the palette turns dark: not in the CMS preview.
  darkMode: ["variant", '@media (prefers-color-scheme: dark) { :root:not([data-color-scheme="light"]) & }'],
  theme: {
    // In em, which media queries read from the browser's default font size:
    // 40/48/64/80em are 640/768/1024/1280 px at the usual 16 px, and a visitor
    // who enlarges text alone (a default font size of 32 px) gets the layout
    // of a screen half as wide, the header's menu button among it, instead of
    // a desktop row of links running off the screen.
    screens: {
      sm: "40em",
      md: "48em",
      lg: "64em",
      xl: "80em",
    },
    extend: {
      // The palette's values are custom properties (src/styles/global.css), so
      // the site follows the visitor's colour scheme with CSS alone: light by
      // default, dark under prefers-color-scheme: dark. "white" is the card and
      // text-on-fill colour, which turns dark with the scheme as brand turns light.
      colors: {
        white: scheme("white"),
        ink: { DEFAULT: scheme("ink"), soft: scheme("ink-soft"), muted: scheme("ink-muted") },
        paper: { DEFAULT: scheme("paper"), tint: scheme("paper-tint"), line: scheme("paper-line") },
        brand: { DEFAULT: scheme("brand"), dark: scheme("brand-dark"), light: scheme("brand-light") },
        marketing: { DEFAULT: scheme("marketing"), light: scheme("marketing-light") },
        product: { DEFAULT: scheme("product"), light: scheme("product-light") },
        red: { ...defaultColors.red, 50: scheme("danger-light"), 200: scheme("danger-line"), 600: scheme("danger"), 700: scheme("danger-text"), 800: scheme("danger-text") },
        radio: { wood: palette.fixed["radio-wood"], dial: palette.fixed["radio-dial"], needle: palette.fixed["radio-needle"] },
      },
      fontFamily: {
        // One typeface for headings and text, Assistant (src/styles/global.css),
        // then its metric-matched local fallback; system-ui where neither Arial
        // nor Liberation Sans is installed (Android).
        sans: ["Assistant", '"Assistant fallback"', "system-ui", "sans-serif"],
      },
      fontSize: {
        display: ["clamp(2.5rem, 5vw + 1rem, 4rem)", { lineHeight: "1.05", letterSpacing: "-0.025em", fontWeight: "750" }],
        h1: ["clamp(2.25rem, 3vw + 1rem, 3rem)", { lineHeight: "1.1", letterSpacing: "-0.02em", fontWeight: "700" }],
        h2: ["clamp(1.5rem, 2vw + 1rem, 2.25rem)", { lineHeight: "1.15", letterSpacing: "-0.015em", fontWeight: "700" }],
        h3: ["1.25rem", { lineHeight: "1.3", fontWeight: "650" }],
        lead: ["1.1875rem", { lineHeight: "1.6" }],
      },
      maxWidth: { content: "76rem" },
      boxShadow: {
        card: "0 1px 2px rgba(11,21,38,.06), 0 8px 24px -12px rgba(11,21,38,.18)",
        lift: "0 2px 4px rgba(11,21,38,.06), 0 18px 40px -16px rgba(11,21,38,.28)",
      },
      keyframes: {
        "fade-up": { from: { opacity: "0", transform: "translateY(12px)" }, to: { opacity: "1", transform: "none" } },
        marquee: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
      },
      animation: {
        "fade-up": "fade-up .6s cubic-bezier(.2,.7,.2,1) both",
        marquee: "marquee 40s linear infinite",
      },
    },
  },
  plugins: [colourSchemes],
  // Tailwind's defaults for transforms, rings, shadows and filters (about 40
  // --tw-* custom properties) go only on elements whose classes use them,
  // instead of on every element and pseudo-element (`*, ::before, ::after`).
  // Custom properties on every box make the browser's style pass slower; on
  // the home page the first style recalculation fell by about a quarter.
  // Screenshots of every template at 390 and 1280 px were pixel-identical.
  experimental: { optimizeUniversalDefaults: true },
  // Colours with an opacity modifier (bg-white/85) are written rgb(r g b / 0.85)
  // either way; without these plugins a plain colour is rgb(r g b / 1) instead
  // of a --tw-*-opacity property set to 1 beside it and read back with var().
  // The site uses no bg-opacity-* style class; every inlined stylesheet is
  // about 3 KB (7%) smaller and draws the same.
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    ringOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
  },
};
