/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { MENU_STEP_NAMES, VIEWPORTS, typedSteps, visitsFor, type Step } from "../../scripts/lib/interaction-plan.mjs";
import { TEMPLATES } from "../../scripts/lib/templates.mjs";

/**
 * bench:interaction's plan: which controls each template's visits tap, in
 * which order, and what each tap must show. The probe in the page knows a
 * fixed set of conditions; the texts an answer waits for must be the site's.
 */
const ROOT = path.join(__dirname, "..", "..");
const PHASES = ["first paint", "hydrated"] as const;
const names = (steps: Step[]) => steps.map((step) => step.name);

/** A stand-in Playwright page that records the locator calls a target makes, with their arguments. */
type Call = { method: string; args: unknown[] };
function recordingPage(): Page {
  const chain = (calls: Call[]): unknown =>
    new Proxy(() => undefined, {
      get: (_, property) => (property === "calls" ? calls : (...args: unknown[]) => chain([...calls, { method: String(property), args }])),
    });
  return chain([]) as Page;
}
const targetCalls = (step: Step) => (step.target(recordingPage()) as unknown as { calls: Call[] }).calls;

describe("the interaction benchmark's visits", () => {
  it("taps everything in one visit once hydrated: the header's menus, the consent banner, then the page's own controls", () => {
    const [visit, ...more] = visitsFor("/contact", "phone", "hydrated");
    expect(more).toEqual([]);
    expect(visit.consentStored).toBe(false);
    expect(names(visit.steps)).toEqual([
      "Menu button opens the menu",
      "Menu › Services opens",
      "Menu › Technology opens",
      "Menu button closes the menu",
      "Consent › Customize opens",
      "Consent › Analytics toggle",
      "Consent › Reject all",
      "Footer › Cookie settings",
      "Consent › Accept all",
      "Lead form › tap Name",
      "Lead form › type in Name",
    ]);
  });

  it("before hydration, taps the header and the page's controls in one visit (consent stored) and the banner in another", () => {
    const visits = visitsFor("/gmp-terms-and-conditions", "desktop", "first paint");
    expect(visits.map(({ name, consentStored }) => ({ name, consentStored }))).toEqual([
      { name: "header first", consentStored: true },
      { name: "consent first", consentStored: false },
    ]);
    expect(names(visits[0].steps)).toEqual(["Services dropdown opens", "Technology dropdown opens", "Technology dropdown closes", "Contents › section 3"]);
    expect(names(visits[1].steps)[0]).toBe("Consent › Customize opens");
  });

  it("taps the menus alone with --controls menus, and nothing of its own on a page it has no steps for", () => {
    for (const phase of PHASES) {
      const visits = visitsFor("/workshops/google-analytics", "phone", phase, { menusOnly: true });
      expect(visits).toHaveLength(1);
      expect(visits[0].consentStored).toBe(true);
      expect(visits[0].steps.every((step) => MENU_STEP_NAMES.has(step.name))).toBe(true);
    }
    expect(visitsFor("/workshops/google-analytics", "phone", "hydrated", { menusOnly: true })[0].name).toBe("menus");
    expect(names(visitsFor("/privacy", "desktop", "first paint")[0].steps)).toEqual(["Services dropdown opens", "Technology dropdown opens", "Technology dropdown closes"]);
  });

  it("has its own steps only on pages the benchmarks visit", () => {
    const own = (pagePath: string) => visitsFor(pagePath, "desktop", "first paint")[0].steps.filter((step) => !MENU_STEP_NAMES.has(step.name));
    const withOwnSteps = TEMPLATES.map((template) => template.path).filter((pagePath) => own(pagePath).length > 0);
    expect(withOwnSteps.sort()).toEqual(["/", "/contact", "/gmp-terms-and-conditions", "/workshops/google-analytics"]);
  });

  it("names the menu steps of both widths and no other", () => {
    const menus = [...names(visitsFor("/", "phone", "hydrated", { menusOnly: true })[0].steps), ...names(visitsFor("/", "desktop", "hydrated", { menusOnly: true })[0].steps)];
    expect([...MENU_STEP_NAMES].sort()).toEqual(menus.sort());
  });

  it("types only into the lead form's name, and checks that field's value", () => {
    const steps = visitsFor("/workshops/google-analytics", "phone", "hydrated")[0].steps;
    expect(typedSteps(steps)).toEqual([expect.objectContaining({ name: "Lead form › type in Name", type: "Dana Levi", answer: [{ value: { sel: "input[name=name]" }, startsWith: "D" }] })]);
    expect(typedSteps(visitsFor("/", "phone", "hydrated")[0].steps)).toEqual([]);
  });

  it("gives each width the page size and input a visitor has", () => {
    expect(VIEWPORTS.phone).toMatchObject({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    expect(VIEWPORTS.desktop).toMatchObject({ viewport: { width: 1280 }, isMobile: false, hasTouch: false });
  });
});

describe("what the steps look for", () => {
  const everyStep = TEMPLATES.flatMap((template) =>
    (["phone", "desktop"] as const).flatMap((width) => PHASES.flatMap((phase) => visitsFor(template.path, width, phase).flatMap((visit) => visit.steps))),
  );

  it("asks only for answers the probe in the page knows", () => {
    const known = new Set(["shows", "displayed", "hides", "checked", "focused", "value", "scrolledTo"]);
    for (const step of everyStep) {
      expect(step.answer.length).toBeGreaterThan(0);
      for (const condition of step.answer) {
        const kinds = Object.keys(condition).filter((key) => key !== "startsWith");
        expect(kinds).toHaveLength(1);
        expect(known.has(kinds[0])).toBe(true);
      }
    }
  });

  it("waits for texts that are the site's own content", () => {
    const content = fs
      .readdirSync(path.join(ROOT, "content"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath ?? entry.path, entry.name), "utf8"))
      .join("\n");
    const texts = new Set(everyStep.flatMap((step) => step.answer.flatMap((condition) => Object.values(condition).flatMap((ref) => (typeof ref === "object" && ref && "text" in ref ? [String(ref.text)] : [])))));
    expect(texts.size).toBeGreaterThanOrEqual(8);
    for (const text of texts) expect(content).toContain(JSON.stringify(text).slice(1, -1));
  });

  it("finds a menu section by its exact title among the header's visible buttons and summaries", () => {
    const services = everyStep.find((step) => step.name === "Services dropdown opens")!;
    const calls = targetCalls(services);
    expect(calls.map((call) => call.method)).toEqual(["locator", "first", "locator", "filter", "first"]);
    expect([calls[0].args, calls[2].args]).toEqual([["header"], ["summary, button"]]);
    const { hasText, visible } = calls[3].args[0] as { hasText: RegExp; visible: boolean };
    expect(visible).toBe(true);
    expect(hasText.test("  Services ")).toBe(true);
    expect(hasText.test("Services overview")).toBe(false);
  });

  it("builds every target from the page without throwing", () => {
    for (const step of everyStep) expect(targetCalls(step).length).toBeGreaterThan(0);
  });
});
