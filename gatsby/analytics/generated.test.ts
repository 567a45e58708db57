/** @jest-environment node */
import fs from "fs";
import path from "path";
import { renderGeneratedFiles } from "./generated";
import { GTM_VERSIONS_PATH } from "./container-versions";

const ROOT = path.resolve(__dirname, "../..");

describe("files generated from the typed analytics modules", () => {
  const history = JSON.parse(fs.readFileSync(path.join(ROOT, GTM_VERSIONS_PATH), "utf8"));
  const files = renderGeneratedFiles({ history, today: new Date().toISOString().slice(0, 10) });

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
