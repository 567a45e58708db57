/**
 * @jest-environment node
 *
 * The accessibility statement claims only checks the project runs: each
 * check's test is in the file it names, and the browser tests take their axe
 * tags, rules and widths from the statement's list.
 */
import fs from "node:fs";
import path from "node:path";
import { ACCESSIBILITY_CHECKS, ACCESSIBILITY_TARGET, AXE_WCAG_TAGS } from "./accessibility-checks";

const ROOT = path.join(__dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

describe("the accessibility checks the statement lists", () => {
  it.each(ACCESSIBILITY_CHECKS.map((check) => [check.what, check.test] as const))("%s: its test is in %j", (_what, { file, title }) => {
    expect(read(file)).toContain(title);
  });

  it("are the ones the axe and reflow tests run", () => {
    const a11y = read("tests/e2e/a11y.spec.ts");
    for (const name of ["AXE_WCAG_TAGS", "AXE_STRUCTURE_RULES", "AXE_VIEWPORTS"]) expect(a11y).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "../../src/lib/accessibility-checks"`));
    expect(read("tests/e2e/layout.spec.ts")).toContain("width: REFLOW_WIDTH");
    // The check-html run is part of every browser-test run.
    expect(read("scripts/test-e2e.mjs")).toContain("scripts/check-html.mjs");
  });

  it("name the level the axe tags test", () => {
    const level = ACCESSIBILITY_TARGET.level.toLowerCase();
    const version = ACCESSIBILITY_TARGET.wcag.replace(/\D/g, "");
    expect(AXE_WCAG_TAGS).toContain(`wcag${version}${level}`);
  });
});
