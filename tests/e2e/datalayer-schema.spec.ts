import { test, expect, visit } from "./fixtures";
import { pageViews } from "./analytics-support";
import { ALL_DENIED } from "../../src/lib/consent";

/**
 * The fixture that checks every dataLayer push of the suite against
 * docs/gtm/datalayer.schema.json (tests/e2e/fixtures.ts): it sees the page's
 * own pushes from the first inline script on, and it reports a wrong push
 * with the page, the push and the schema path. Wrong pushes are made on
 * purpose here, so their failures are taken (and asserted) by the test.
 */

test("records the page's pushes from the inline consent script on, all valid", async ({ page, dataLayerRecord }) => {
  await visit(page, "/services");
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  await expect.poll(() => dataLayerRecord.pushes.length).toBeGreaterThanOrEqual(3);
  const [consentDefault, redaction] = dataLayerRecord.pushes;
  // The fixture stores "Reject all", so the default is the stored choice.
  expect(consentDefault).toMatchObject({ kind: "command", value: ["consent", "default", ALL_DENIED] });
  expect(redaction).toEqual({ kind: "command", value: ["set", "ads_data_redaction", true], url: expect.stringMatching(/\/services\/?$/) });
  expect(dataLayerRecord.pushes.map((push) => push.value)).toContainEqual(expect.objectContaining({ event: "SWC page to GA", page_path: "/services" }));
  expect(dataLayerRecord.takeFailures()).toEqual([]);
});

test("reports a push that breaks the schema with the page, the push and the schema path", async ({ page, dataLayerRecord }) => {
  await visit(page, "/");
  const before = dataLayerRecord.pushes.length;
  await page.evaluate(() => {
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
    w.dataLayer.push({ event: "SWC event to GA", event_name: "navigation", event_detail: "N/A", event_text: "Home", component_name: "sidebar" });
    w.dataLayer.push({ event: "SWC event to GA", event_name: "newsletter_signup", event_detail: "N/A", event_text: "N/A", component_name: "N/A" });
    w.dataLayer.push(["consent", "update", { analytics_storage: "granted" }]);
    w.gtag("consent", "update", { analytics_storage: "yes", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
  });
  await expect.poll(() => dataLayerRecord.pushes.length).toBeGreaterThanOrEqual(before + 4);
  const failures = dataLayerRecord.takeFailures();
  expect(failures).toHaveLength(4);
  const [wrongValue, unknownEvent, plainArray, wrongConsent] = failures;
  expect(wrongValue).toContain(`dataLayer push on ${page.url()}`);
  expect(wrongValue).toContain('"component_name":"sidebar"');
  expect(wrongValue).toContain("/component_name must be equal to one of the allowed values");
  expect(wrongValue).toContain("docs/gtm/datalayer.schema.json#/$defs/navigation/properties/component_name/enum");
  expect(unknownEvent).toContain("unknown event or event_name");
  expect(plainArray).toContain("a plain array");
  expect(wrongConsent).toContain('gtag("consent","update",');
  expect(wrongConsent).toContain("#/$defs/consent_update/prefixItems/2/properties/analytics_storage/enum");
});
