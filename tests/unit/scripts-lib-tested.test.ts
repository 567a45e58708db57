/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/** Every helper the scripts share (scripts/lib) has unit tests: a unit test imports or runs it. */
describe("the scripts' shared helpers", () => {
  it("are each named by a unit test", () => {
    const root = path.join(__dirname, "..", "..");
    const modules = fs.readdirSync(path.join(root, "scripts", "lib")).filter((name) => name.endsWith(".mjs"));
    const tests = fs
      .readdirSync(__dirname, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.test\.tsx?$/.test(name) && name !== path.basename(__filename))
      .map((name) => fs.readFileSync(path.join(__dirname, name), "utf8"))
      .join("\n");
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => !tests.includes(`scripts/lib/${name}`))).toEqual([]);
  });
});
