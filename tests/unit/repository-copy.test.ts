/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, outputInNode } from "./support/run-in-node";

/**
 * test:build and bench:build build the site in a throw-away copy of the
 * repository: every input, node_modules linked rather than copied, and none
 * of the build output or VCS data (which would make the copy's build differ).
 */
describe("copyRepository", () => {
  let copy: string;
  beforeAll(() => {
    copy = outputInNode('import { copyRepository } from "./scripts/lib/repository-copy.mjs"; console.log(copyRepository("swc-repository-copy-test-"));');
  }, 60_000);
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it("makes a new folder under the system's temporary folder, named after the prefix", () => {
    expect(path.dirname(copy)).toBe(os.tmpdir());
    expect(path.basename(copy)).toMatch(/^swc-repository-copy-test-.{6}$/);
  });

  it("copies every top-level entry except build output, VCS data and local data", () => {
    const notCopied = ["public", ".cache", ".git", "test-results", "playwright-report", ".data"];
    const expected = fs.readdirSync(ROOT).filter((entry) => !notCopied.includes(entry));
    expect(fs.readdirSync(copy).sort()).toEqual(expected.sort());
    expect(expected).toContain("node_modules");
    expect(fs.readdirSync(ROOT)).toContain(".git");
  });

  it("copies the files themselves, nested folders included", () => {
    for (const file of ["package.json", "gatsby-config.ts", "scripts/lib/repository-copy.mjs", "content/site.json"]) {
      expect(fs.readFileSync(path.join(copy, file), "utf8")).toBe(fs.readFileSync(path.join(ROOT, file), "utf8"));
    }
    expect(fs.lstatSync(path.join(copy, "content")).isSymbolicLink()).toBe(false);
  });

  it("links node_modules to the repository's own instead of copying it", () => {
    const link = path.join(copy, "node_modules");
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe(path.join(ROOT, "node_modules"));
  });
});
