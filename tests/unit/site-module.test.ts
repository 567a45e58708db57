/** @jest-environment node */
import { spawnSync } from "child_process";
import path from "path";
import { ALL_DENIED, CONSENT_COOKIE, encodeConsent } from "../../src/lib/consent";

const ROOT = path.join(__dirname, "..", "..");

/** Runs `code` as an ES module in plain Node, as the scripts run (Jest's module system cannot import a data: URL). */
function runInNode(code: string): string {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim();
}

describe("the site's modules in scripts", () => {
  it("gives the scripts the consent cookie the site writes, read from src/lib/consent.ts", () => {
    const stored = JSON.parse(runInNode('import { storedRejectAll } from "./scripts/lib/site-module.mjs"; console.log(JSON.stringify(await storedRejectAll()));'));
    expect(stored).toEqual({ name: CONSENT_COOKIE, value: encodeConsent(ALL_DENIED) });
  });

  it("imports any TypeScript module of the site with its exports", () => {
    const answer = runInNode('import { importSiteModule } from "./scripts/lib/site-module.mjs"; const m = await importSiteModule("src/lib/consent-vocabulary.ts"); console.log(m.CONSENT_SIGNALS.join(","));');
    expect(answer).toBe("analytics_storage,ad_storage,ad_user_data,ad_personalization");
  });
});
