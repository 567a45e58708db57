/** @jest-environment node */
import { ALL_DENIED, CONSENT_COOKIE, encodeConsent } from "../../src/lib/consent";
import { outputInNode as runInNode } from "./support/run-in-node";

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
