/** @jest-environment node */
import fs from "fs";
import path from "path";
import { renderGeneratedFiles } from "./generated";

const ROOT = path.resolve(__dirname, "../..");

describe("files generated from the typed analytics modules", () => {
  const files = renderGeneratedFiles();

  it.each(Object.keys(files))("%s matches the code (regenerate with npm run gtm:generate)", (file) => {
    expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toBe(files[file]);
  });

  it("docs/analytics.md links every other generated file", () => {
    const doc = files["docs/analytics.md"];
    for (const file of Object.keys(files).filter((name) => name.startsWith("docs/gtm/"))) {
      expect(doc).toContain(`](${path.relative("docs", file)})`);
    }
  });
});
