/**
 * The design tokens (design-palette.js, which tailwind.config.js turns into the
 * palette's custom properties) meet WCAG 2.2 AA contrast for every pairing the
 * design uses, in both colour schemes: body text 4.5:1, focus rings and icons 3:1.
 * Pages that tint tokens (text-white/80, bg-brand-light/60) are covered by the
 * axe runs over the built pages (tests/e2e/a11y.spec.ts, light; tests/e2e/color-scheme.spec.ts, dark).
 */
const palette = require("../../design-palette.js") as Record<"light" | "dark" | "fixed", Record<string, string>> & {
  wordmark: Record<"light" | "dark", string>;
};

const SCHEMES = ["light", "dark"] as const;
const token = (scheme: (typeof SCHEMES)[number], name: string): string => {
  const value = palette[scheme][name] ?? palette.fixed[name];
  if (!value) throw new Error(`no colour token ${name}`);
  return value;
};

function luminance(hex: string): number {
  const [r, g, b] = hex
    .replace("#", "")
    .match(/../g)!
    .map((h) => parseInt(h, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ...["ink", "ink-soft", "ink-muted", "brand", "brand-dark", "marketing", "product"].flatMap((fg): [string, string][] => [
    [fg, "paper"],
    [fg, "paper-tint"],
  ]),
  ["brand", "brand-light"],
  ["brand-dark", "brand-light"],
  ["ink-muted", "brand-light"],
  ["marketing", "marketing-light"],
  ["product", "product-light"],
  ["white", "brand"],
  ["white", "brand-dark"],
  ["white", "ink"],
  ["white", "marketing"],
  ["white", "product"],
  ["brand-dark", "white"],
  ["radio-wood", "radio-dial"],
  ["danger-text", "danger-light"],
  ["danger", "white"],
];

// Focus ring (brand outline with a white band) and the stroke of UI controls.
const NON_TEXT_PAIRS: [string, string][] = [
  ["brand", "paper"],
  ["brand", "paper-tint"],
  ["white", "ink"],
  ["white", "brand"],
  ["white", "brand-dark"],
  // the dial marker of the home page's radio is a graphic, not text
  ["radio-needle", "radio-dial"],
];

describe.each(SCHEMES)("design token contrast, %s scheme", (scheme) => {
  it.each(TEXT_PAIRS)("text %s on %s is at least 4.5:1", (fg, bg) => {
    expect(contrast(token(scheme, fg), token(scheme, bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)("focus ring / control %s against %s is at least 3:1", (fg, bg) => {
    expect(contrast(token(scheme, fg), token(scheme, bg))).toBeGreaterThanOrEqual(3);
  });
});

describe("the client wordmarks' ink", () => {
  // The lettering of a wordmark is held to the contrast of text, on the page and on a card.
  it.each(SCHEMES)("reads on the page and on cards at 4.5:1 in the %s scheme", (scheme) => {
    for (const surface of ["paper", "white"]) {
      expect(contrast(palette.wordmark[scheme], token(scheme, surface))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("the schemes", () => {
  it("name the same colours", () => {
    expect(Object.keys(palette.dark).sort()).toEqual(Object.keys(palette.light).sort());
  });

  it("computes contrast like WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});
