/** @jest-environment node */
import { BUILD_OUTPUT_STEPS } from "../../../gatsby/build-output/index";
import { BuildOutputError, orderProblems, runBuildOutput, type BuildOutput, type BuildOutputStep } from "./pipeline";

const output: BuildOutput = { root: "/repo", publicDir: "/repo/public", pagePaths: ["/"], siteUrl: "https://example.com", env: {} };

function recorder() {
  const lines: string[] = [];
  const panics: string[] = [];
  return { lines, panics, reporter: { info: (line: string) => lines.push(line), panicOnBuild: (line: string) => panics.push(line) } };
}

const step = (name: string, after: string[], run: BuildOutputStep["run"] = () => "done"): BuildOutputStep => ({ name, after, run });

describe("the build-output steps", () => {
  it("are listed in an order that keeps every step's own rules", () => {
    expect(orderProblems(BUILD_OUTPUT_STEPS)).toEqual([]);
  });

  it("take the CSP hashes after every step that writes HTML, and then only check", () => {
    expect(BUILD_OUTPUT_STEPS.map((s) => s.name)).toEqual([
      "strip-nul-bytes",
      "no-client-runtime",
      "page-runtime-parts",
      "late-code-files",
      "logo-sprite-file",
      "icon-sprite-trim",
      "inline-used-css",
      "cms-admin",
      "redirect-files",
      "sitemap-robots",
      "gatsby-files",
      "security-headers",
      "measurement-check",
    ]);
    const htmlWriters = ["strip-nul-bytes", "no-client-runtime", "page-runtime-parts", "logo-sprite-file", "icon-sprite-trim", "inline-used-css", "cms-admin", "redirect-files"];
    expect(BUILD_OUTPUT_STEPS.find((step) => step.name === "security-headers")!.after).toEqual(expect.arrayContaining(htmlWriters));
    expect(BUILD_OUTPUT_STEPS.at(-1)!.after).toEqual(["security-headers"]);
  });
});

describe("runBuildOutput", () => {
  it("runs the steps in order and reports one line per step with its count and time", async () => {
    const { lines, panics, reporter } = recorder();
    const ran: string[] = [];
    const ok = await runBuildOutput(
      [step("first", [], () => (ran.push("first"), "3 pages")), step("second", ["first"], async () => (ran.push("second"), "1 file"))],
      output,
      reporter,
    );
    expect(ok).toBe(true);
    expect(ran).toEqual(["first", "second"]);
    expect(panics).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Build output 1\/2 first: 3 pages \(\d+ ms\)$/);
    expect(lines[1]).toMatch(/^Build output 2\/2 second: 1 file \(\d+ ms\)$/);
  });

  it("stops the build at a step whose input is unexpected, naming the step, and runs no later step", async () => {
    const { lines, panics, reporter } = recorder();
    const later = jest.fn(() => "never");
    const ok = await runBuildOutput(
      [
        step("reads", [], () => {
          throw new BuildOutputError("pages without the tag: a.html");
        }),
        step("later", [], later),
      ],
      output,
      reporter,
    );
    expect(ok).toBe(false);
    expect(panics).toEqual(['Build output step "reads" failed: pages without the tag: a.html']);
    expect(lines).toEqual([]);
    expect(later).not.toHaveBeenCalled();
  });

  it("also stops on any other error of a step", async () => {
    const { panics, reporter } = recorder();
    await runBuildOutput([step("copies", [], () => Promise.reject(new Error("ENOSPC")))], output, reporter);
    expect(panics).toEqual(['Build output step "copies" failed: unexpected error: ENOSPC']);
  });

  it("refuses a list whose order breaks a step's rule before running anything", async () => {
    const { panics, reporter } = recorder();
    const run = jest.fn(() => "ran");
    const steps = [step("headers", ["rewrite", "missing"], run), step("rewrite", [], run), step("rewrite", [], run)];
    expect(orderProblems(steps)).toEqual(['"headers" must come after "rewrite"', '"headers" runs after "missing", which is not a step', '"rewrite" is listed twice']);
    expect(await runBuildOutput(steps, output, reporter)).toBe(false);
    expect(panics[0]).toContain('"headers" must come after "rewrite"');
    expect(run).not.toHaveBeenCalled();
  });
});
