/** @jest-environment node */
import fs from "fs";
import path from "path";
import { ANALYTICS_DOC_PATH, renderGeneratedFiles } from "./generated";
import { GTM_UPDATE_PATH, GTM_VERSIONS_PATH } from "./container-versions";
import { GTM_CONTAINER_PATH } from "./gtm-container";
import { DATALAYER_SCHEMA_PATH } from "../../src/lib/datalayer-entry";
import { compileHeadScript } from "../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime";

const ROOT = path.resolve(__dirname, "../..");

const GENERATED = [ANALYTICS_DOC_PATH, DATALAYER_SCHEMA_PATH, GTM_CONTAINER_PATH, GTM_UPDATE_PATH, GTM_VERSIONS_PATH];

describe("files generated from the typed analytics modules", () => {
  const history = JSON.parse(fs.readFileSync(path.join(ROOT, GTM_VERSIONS_PATH), "utf8"));
  let files: Record<string, string>;
  beforeAll(async () => {
    const consentScript = await compileHeadScript(ROOT, "consent-default");
    files = renderGeneratedFiles({ history, today: new Date().toISOString().slice(0, 10), consentScript });
  }, 30_000);

  it("are the files this test compares", () => {
    expect(Object.keys(files).sort()).toEqual(GENERATED.slice().sort());
  });

  it.each(GENERATED)("%s matches the code (regenerate with npm run gtm:generate)", (file) => {
    expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toBe(files[file]);
  });

  it("docs/analytics.md links every other generated file", () => {
    const doc = files["docs/analytics.md"];
    for (const file of Object.keys(files).filter((name) => name.startsWith("docs/gtm/"))) {
      expect(doc).toContain(`](${path.relative("docs", file)})`);
    }
  });
});
