/** @jest-environment node */
import fs from "fs";
import path from "path";
import Ajv2020 from "ajv/dist/2020";
import { toDataLayerEvent, toPageViewEvent, toWebVitalsEvent } from "./analytics";
import { EVENT_CATALOGUE, PAGE_VIEW_EXAMPLE_PATHS, WEB_VITALS_DOC } from "../../gatsby/analytics/catalogue";
import { DATALAYER_SCHEMA_PATH } from "./datalayer-entry";
import { dataLayerPushSchema, pushKind } from "./analytics-schema";
import { ALL_DENIED, ALL_GRANTED, CONSENT_CHOICES, CONSENT_WAIT_FOR_UPDATE_MS, consentUpdateEvent } from "./consent";

const schema = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../..", DATALAYER_SCHEMA_PATH), "utf8"));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

/** Both checks, so the committed JSON Schema and the zod schemas it comes from cannot disagree. */
function verdict(push: unknown) {
  const json = validate(push);
  const zod = dataLayerPushSchema.safeParse(push).success;
  expect({ push, json }).toEqual({ push, json: zod });
  return json;
}

const exampleEvents = Object.values(EVENT_CATALOGUE).flatMap((doc) => doc.examples.map(toDataLayerEvent));
const navigation = toDataLayerEvent(EVENT_CATALOGUE.navigation.examples[0]);
const leadSent = toDataLayerEvent(EVENT_CATALOGUE.lead_sent.examples[0]);

describe("docs/gtm/datalayer.schema.json", () => {
  it("is draft 2020-12 and compiles in ajv's strict mode", () => {
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("accepts every documented example as the definition of its event_name", () => {
    for (const event of exampleEvents) {
      expect(verdict(event)).toBe(true);
      expect(pushKind(event)).toBe(event.event_name);
    }
    for (const pagePath of PAGE_VIEW_EXAMPLE_PATHS) {
      expect(verdict(toPageViewEvent(pagePath))).toBe(true);
      expect(pushKind(toPageViewEvent(pagePath))).toBe("page_view");
    }
    for (const vital of WEB_VITALS_DOC.examples) {
      expect(verdict(toWebVitalsEvent(vital))).toBe(true);
      expect(pushKind(toWebVitalsEvent(vital))).toBe("web_vitals");
    }
  });

  it("refuses a web_vitals push with an unknown metric or rating, a negative value or a field of another event", () => {
    const lcp = toWebVitalsEvent(WEB_VITALS_DOC.examples[0]);
    expect(verdict({ ...lcp, event_detail: "FID" })).toBe(false);
    expect(verdict({ ...lcp, event_text: "ok" })).toBe(false);
    expect(verdict({ ...lcp, metric_value: -1 })).toBe(false);
    expect(verdict({ ...lcp, metric_value: "1240" })).toBe(false);
    expect(verdict({ ...lcp, page_path: "/" })).toBe(false);
    expect(verdict({ ...lcp, event: "SWC event to GA" })).toBe(false);
  });

  it("accepts the consent commands (as the arrays of their arguments) and the consent event", () => {
    const pushes: [unknown, string][] = [
      [["consent", "default", { ...ALL_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }], "consent_default"],
      [["consent", "default", { ...ALL_DENIED, analytics_storage: "granted" }], "consent_default"],
      [["set", "ads_data_redaction", true], "ads_data_redaction"],
      [["consent", "update", ALL_GRANTED], "consent_update"],
      ...CONSENT_CHOICES.map((choice): [unknown, string] => [consentUpdateEvent(ALL_DENIED, choice), "consent_update_event"]),
    ];
    for (const [push, kind] of pushes) {
      expect(verdict(push)).toBe(true);
      expect(pushKind(push)).toBe(kind);
    }
  });

  it("accepts the id GTM stamps onto every object it processes (a non-negative integer), on the site's pushes too", () => {
    const objects = [
      ...exampleEvents,
      toPageViewEvent("/services"),
      toWebVitalsEvent(WEB_VITALS_DOC.examples[0]),
      consentUpdateEvent(ALL_GRANTED, "accept_all"),
      { "gtm.start": 1_700_000_000_000, event: "gtm.js" },
      { event: "gtm.init" },
      { event: "gatsby-route-change" },
    ];
    objects.forEach((push, index) => expect(verdict({ ...push, "gtm.uniqueEventId": index })).toBe(true));
    for (const id of [-1, 1.5, "3"]) expect(verdict({ ...navigation, "gtm.uniqueEventId": id })).toBe(false);
  });

  it("refuses a text longer than GA4 keeps (100 characters)", () => {
    expect(verdict({ ...navigation, event_text: "x".repeat(100) })).toBe(true);
    expect(verdict({ ...navigation, event_text: "x".repeat(101) })).toBe(false);
    const service = toDataLayerEvent(EVENT_CATALOGUE.service_clicked.examples[0]);
    expect(verdict({ ...service, component_name: "y".repeat(101) })).toBe(false);
  });

  it("accepts GTM's and the GTM plugin's own pushes, and nothing else under their names", () => {
    expect(verdict({ "gtm.start": 1_700_000_000_000, event: "gtm.js" })).toBe(true);
    expect(verdict({ event: "gtm.dom", "gtm.uniqueEventId": 4 })).toBe(true);
    expect(verdict({ event: "gatsby-route-change" })).toBe(true);
    expect(verdict({ event: "gtm.js" })).toBe(false);
    expect(verdict({ event: "gatsby-route-change", page: "/" })).toBe(false);
  });

  it.each([
    ["an unknown field", { ...navigation, page_title: "Home" }],
    ["a missing field", (({ event_detail: _omitted, ...rest }) => rest)(navigation)],
    ["a wrong type", { ...navigation, event_text: 42 }],
    ["a value outside a closed set", { ...navigation, component_name: "sidebar" }],
    ["an empty text", { ...navigation, event_text: "" }],
    ["N/A replaced by a value", { ...navigation, event_detail: "menu" }],
    ["an unknown event_name", { ...navigation, event_name: "newsletter_signup" }],
    ["a hashed_email that is not a SHA-256 hex", { ...leadSent, hashed_email: "dana.levi@example.co.il" }],
    ["a form without a name", { ...leadSent, component_name: "" }],
    ["a page path with a trailing slash", { ...toPageViewEvent("/services"), page_path: "/services/" }],
    ["a consent value that is not granted/denied", ["consent", "update", { ...ALL_DENIED, ad_storage: "yes" }]],
    ["a consent command missing a signal", ["consent", "update", { analytics_storage: "granted" }]],
    ["an unknown consent choice", { ...consentUpdateEvent(ALL_DENIED, "custom"), consent_choice: "maybe" }],
    ["an unknown event", { event: "newsletter" }],
  ])("rejects %s", (_case, push) => {
    expect(verdict(push)).toBe(false);
  });

  it("tells which definition a push is meant for, also when it fails that definition", () => {
    expect(pushKind({ ...navigation, component_name: "sidebar" })).toBe("navigation");
    expect(pushKind({ ...navigation, event_name: "newsletter_signup" })).toBeNull();
    expect(pushKind({ event: "newsletter" })).toBeNull();
    expect(pushKind(["config", "G-XXXX"])).toBeNull();
    expect(pushKind("page_view")).toBeNull();
  });
});
