/**
 * What the project checks for accessibility, and how: the one list the browser
 * tests run (tests/e2e/a11y.spec.ts takes its axe tags, rules and widths from
 * here) and the accessibility statement (/accessibility) prints. Each check
 * names the test that performs it; tests/unit/accessibility-checks.test.ts
 * fails when that test is not in its file, so the statement never claims a
 * check the project does not run.
 */

/** The axe-core rule tags every page is scanned with: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] as const;

/** axe best-practice rules for page structure, run with the WCAG rules: landmarks, one h1, heading order. */
export const AXE_STRUCTURE_RULES = [
  "region",
  "landmark-one-main",
  "landmark-unique",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-main-is-top-level",
  "page-has-heading-one",
  "heading-order",
] as const;

/** The screen widths every page is scanned at: a phone's and a desktop's. */
export const AXE_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The narrowest width checked for reflow: 320 CSS px, what a 1280 px window shows at 400% zoom (WCAG 1.4.10). */
export const REFLOW_WIDTH = 320;

/** The least contrast a focus ring keeps with what was there before the focus (WCAG 1.4.11, 2.4.13): tests/e2e/focus-visible.spec.ts measures it. */
export const FOCUS_RING_CONTRAST = 3;

/** The browser font size of the text-only zoom test: 200 % of the usual 16 px (tests/e2e/text-zoom.spec.ts). */
export const ENLARGED_TEXT_PX = 32;

/** The standard and level the site targets, as the statement names them. */
export const ACCESSIBILITY_TARGET = {
  standard: "Israeli Standard IS 5568",
  wcag: "WCAG 2.2",
  level: "AA",
} as const;

export interface AccessibilityCheck {
  /** what is checked, in a visitor's words */
  what: string;
  /** how, and where */
  how: string;
  /** the test that performs it: its file (from the repository root) and a part of its title or text */
  test: { file: string; title: string };
}

const tagList = AXE_WCAG_TAGS.join(", ");
const widths = AXE_VIEWPORTS.map((viewport) => `${viewport.width} px`).join(" and ");

/** Every check the statement lists, each tied to the browser test that runs it. */
export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  {
    what: `${ACCESSIBILITY_TARGET.wcag} level ${ACCESSIBILITY_TARGET.level} rules that a machine can test`,
    how: `axe-core scans every page of the built site at ${widths} wide (rule tags ${tagList}), with the rules for landmarks, a single main heading and heading order.`,
    test: { file: "tests/e2e/a11y.spec.ts", title: "has no WCAG 2.2 AA violations" },
  },
  {
    what: "Menus, opened",
    how: "axe-core scans the desktop dropdown menus and the mobile menu while open.",
    test: { file: "tests/e2e/a11y.spec.ts", title: "desktop dropdowns have no violations" },
  },
  {
    what: "A way to skip to the content",
    how: "The first Tab stop on a page is a visible “Skip to content” link that moves focus into the main content.",
    test: { file: "tests/e2e/a11y.spec.ts", title: "the skip link is the first Tab stop" },
  },
  {
    what: "Visible keyboard focus",
    how: "On every page, each of the first 30 Tab stops must show a focus outline and be visible.",
    test: { file: "tests/e2e/a11y.spec.ts", title: "every Tab stop shows a visible focus indicator" },
  },
  {
    what: "Focus that stands out from its surroundings",
    how: `On a page of every template, 1280 px wide, the Tab key walks the whole page. Up to 30 of the elements it reaches, spread over the page, are compared focused and unfocused: the outline around each must change and contrast at least ${FOCUS_RING_CONTRAST}:1 with what was there, so no shadow, clipping or matching color can hide it.`,
    test: { file: "tests/e2e/focus-visible.spec.ts", title: "every element the Tab key reaches shows a focus ring that contrasts with its surroundings" },
  },
  {
    what: "Menus with the keyboard alone",
    how: "The header's dropdowns open, are walked and close with the keyboard.",
    test: { file: "tests/e2e/layout.spec.ts", title: "dropdowns work with the keyboard alone" },
  },
  {
    what: "The mobile menu with the keyboard",
    how: "In the open mobile menu Tab stays inside, and Escape closes it and returns focus to its button.",
    test: { file: "tests/e2e/layout.spec.ts", title: "Tab stays in the open menu, Escape closes it and returns focus to the toggle" },
  },
  {
    what: "Focus after following a link",
    how: "A new page starts at the top, with the skip link as the first Tab stop.",
    test: { file: "tests/e2e/a11y.spec.ts", title: "after following a link the new page starts at the top" },
  },
  {
    what: "Zoom and reflow",
    how: `Every page is loaded ${REFLOW_WIDTH} px wide (a 1280 px window at 400% zoom) and must not scroll sideways.`,
    test: { file: "tests/e2e/layout.spec.ts", title: "does not scroll sideways" },
  },
  {
    what: "Larger text",
    how: `With the browser's font size set to ${ENLARGED_TEXT_PX} px (200 %) on a 1280 px screen, a page of every template shows the header's menu button instead of a row of links, does not scroll sideways and cuts off no heading.`,
    test: { file: "tests/e2e/text-zoom.spec.ts", title: "at 200 % text: the header fits with its menu button, nothing runs off the screen, no title is clipped" },
  },
  {
    what: "Reduced motion",
    how: "With the system's “reduce motion” setting, no animation on any page runs longer than a frame.",
    test: { file: "tests/e2e/a11y.spec.ts", title: "prefers-reduced-motion: no animation runs longer than a frame" },
  },
  {
    what: "Valid HTML",
    how: "Every page of the build passes the W3C Nu Html Checker without errors.",
    test: { file: "scripts/check-html.mjs", title: "Nu Html Checker" },
  },
];
