// What `npm run bench:interaction` taps on each template, and the answer each
// tap must show (conditions checked in the page: scripts/lib/answer-probe.mjs).
// Targets are found by role and visible text, not by the site's own
// attributes, so the same plan measures an older build (--dir) too.

/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {import("@playwright/test").Locator} Locator */
/**
 * @typedef {object} Step
 * @property {string} name  what the visitor does
 * @property {(page: Page) => Locator} target  the control
 * @property {object[]} answer  conditions that show the control answered
 * @property {string} [type]  text typed into the (already focused) control instead of a tap
 */

const exactly = (text) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);
const header = (page) => page.locator("header").first();
const menuSection = (page, title) => header(page).locator("summary, button").filter({ hasText: exactly(title), visible: true }).first();
const headerLink = (text) => ({ sel: "header a", text });
const button = (page, name) => page.getByRole("button", { name, exact: true }).filter({ visible: true }).first();

/** The header at phone width: the menu button, its accordion, and closing it again. */
const MOBILE_MENU = [
  {
    name: "Menu button opens the menu",
    target: (page) => header(page).getByRole("button", { name: /menu/i }).filter({ visible: true }).first(),
    answer: [{ shows: headerLink("Workshops") }],
  },
  {
    name: "Menu › Services opens",
    target: (page) => menuSection(page, "Services"),
    answer: [{ shows: headerLink("Google Analytics Services") }],
  },
  {
    name: "Menu › Technology opens",
    target: (page) => menuSection(page, "Technology"),
    answer: [{ shows: headerLink("BigQuery & Google Cloud") }],
  },
  {
    name: "Menu button closes the menu",
    target: (page) => header(page).getByRole("button", { name: /menu/i }).filter({ visible: true }).first(),
    answer: [{ hides: headerLink("Workshops") }],
  },
];

/** The header from 1024 px: its two dropdowns, one at a time, and a second click closing one. */
const DESKTOP_MENU = [
  {
    name: "Services dropdown opens",
    target: (page) => menuSection(page, "Services"),
    answer: [{ shows: headerLink("Google Analytics Services") }],
  },
  {
    name: "Technology dropdown opens",
    target: (page) => menuSection(page, "Technology"),
    answer: [{ shows: headerLink("BigQuery & Google Cloud") }, { hides: headerLink("Google Analytics Services") }],
  },
  {
    name: "Technology dropdown closes",
    target: (page) => menuSection(page, "Technology"),
    answer: [{ hides: headerLink("BigQuery & Google Cloud") }],
  },
];

/** The consent banner of a first visit, then the footer's way back to it. */
const CONSENT = [
  {
    name: "Consent › Customize opens",
    target: (page) => page.locator("summary, button").filter({ hasText: exactly("Customize"), visible: true }).first(),
    answer: [{ shows: { sel: "button", text: "Save my choices" } }],
  },
  {
    name: "Consent › Analytics toggle",
    target: (page) => page.getByRole("checkbox", { name: /^Analytics/ }),
    answer: [{ checked: { sel: "input[type=checkbox]", labelStarts: "Analytics" } }],
  },
  {
    name: "Consent › Reject all",
    target: (page) => button(page, "Reject all"),
    answer: [{ hides: { sel: "button", text: "Reject all" } }],
  },
  {
    name: "Footer › Cookie settings",
    target: (page) => button(page, "Cookie settings"),
    answer: [{ shows: { sel: "button", text: "Accept all" } }],
  },
  {
    name: "Consent › Accept all",
    target: (page) => button(page, "Accept all"),
    answer: [{ shows: { sel: "button", text: "Cookie settings" } }, { hides: { sel: "button", text: "Accept all" } }],
  },
];

const aboutPreset = (label, shownText) => ({
  name: `About › ${label}`,
  // A radio input now, a tab button in older builds.
  target: (page) => page.getByRole("radio", { name: label, exact: true }).or(page.getByRole("tab", { name: label, exact: true })).first(),
  // The panel may end below a phone's screen: shown is enough, wherever it is.
  answer: [{ displayed: { sel: "h2, h3, h4, p, span, strong, dd, dt, div", text: shownText } }],
});

const leadFormName = [
  {
    name: "Lead form › tap Name",
    target: (page) => page.locator("input[name=name]").first(),
    answer: [{ focused: { sel: "input[name=name]" } }],
  },
  {
    name: "Lead form › type in Name",
    target: (page) => page.locator("input[name=name]").first(),
    type: "Dana Levi",
    answer: [{ value: { sel: "input[name=name]" }, startsWith: "D" }],
  },
];

/** Controls only some templates have, by path. */
const PAGE_STEPS = {
  "/": [aboutPreset("By the Numbers", "600+"), aboutPreset("Partners", "Certified partners of the platforms you rely on"), aboutPreset("Who We Are", "Analysts, engineers and marketers on one team")],
  "/workshops/google-analytics": [
    {
      name: "Hero › Reserve Your Spot",
      target: (page) => page.locator('a[href="#reserve"]').first(),
      answer: [{ scrolledTo: "reserve" }],
    },
    ...leadFormName,
  ],
  "/gmp-terms-and-conditions": [
    {
      name: "Contents › section 3",
      target: (page) => page.locator('a[href="#section-3"]').first(),
      answer: [{ scrolledTo: "section-3" }],
    },
  ],
  "/contact": leadFormName,
};

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/**
 * The visits of one template at one width. Each visit is a fresh page (with
 * a consent choice stored when `consentStored`), whose steps are made one
 * after another, each as soon as its control is there. Right after the first
 * paint the header and the page's own controls come first in one visit and
 * the consent banner first in another, so each kind of control gets a tap at
 * first paint; once hydrated, one visit does them all. With `menusOnly`, a
 * visit taps the header's menus and nothing else.
 * @returns {{ name: string, steps: Step[], consentStored: boolean }[]}
 */
export function visitsFor(path, viewportName, phase, { menusOnly = false } = {}) {
  const menu = viewportName === "phone" ? MOBILE_MENU : DESKTOP_MENU;
  // The header's menus alone (bench:interaction --controls menus): one visit each phase.
  if (menusOnly) return [{ name: phase === "hydrated" ? "menus" : "header first", steps: menu, consentStored: true }];
  const own = PAGE_STEPS[path] ?? [];
  if (phase === "hydrated") return [{ name: "all controls", steps: [...menu, ...CONSENT, ...own], consentStored: false }];
  return [
    // A stored choice keeps the banner from covering the page's own controls.
    { name: "header first", steps: [...menu, ...own], consentStored: true },
    { name: "consent first", steps: CONSENT, consentStored: false },
  ];
}

/** The names of the header menus' steps (at either width), for the per-template menu summary. */
export const MENU_STEP_NAMES = new Set([...MOBILE_MENU, ...DESKTOP_MENU].map((step) => step.name));

/** Text typed before hydration that must still be there after it. */
export const typedSteps = (steps) => steps.filter((step) => step.type);
