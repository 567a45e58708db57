/** @jest-environment node */
import fs from "fs";
import path from "path";
import { toDataLayerEvent, toPageViewEvent } from "./analytics";
import { EVENT_CATALOGUE } from "../../gatsby/analytics/catalogue";
import { ALL_DENIED } from "./consent";
import { DATALAYER_SCHEMA_PATH } from "./datalayer-entry";
import { checkDataLayerEntry, formatDataLayerCheck, startDataLayerDebug } from "./debug-datalayer";
import { debugDataLayerWanted } from "./debug-datalayer-flag";

const schema = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../..", DATALAYER_SCHEMA_PATH), "utf8"));

/** The node a reported "schema docs/gtm/datalayer.schema.json#/…" place points at in the committed file. */
function schemaNodes(problem: string): unknown[] {
  const places = [...problem.matchAll(/schema docs\/gtm\/datalayer\.schema\.json#(\S+)/g)].map((match) => match[1]);
  return places.map((pointer) =>
    pointer
      .split("/")
      .slice(1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], schema),
  );
}

function commandOf(...args: unknown[]): IArguments {
  return (function (..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  })(...args);
}

const navigation = toDataLayerEvent(EVENT_CATALOGUE.navigation.examples[0]);

describe("checkDataLayerEntry (the admins' debug view)", () => {
  it("finds the site's own pushes valid, by the definition they belong to", () => {
    expect(checkDataLayerEntry(toPageViewEvent("/services"))).toMatchObject({ definition: "page_view", problems: [] });
    expect(checkDataLayerEntry(navigation)).toMatchObject({ definition: "navigation", problems: [] });
    const consent = checkDataLayerEntry(commandOf("consent", "update", ALL_DENIED));
    expect(consent).toMatchObject({ kind: "command", definition: "consent_update", problems: [] });
    expect(consent.shown).toBe(`gtag("consent","update",${JSON.stringify(ALL_DENIED)})`);
  });

  it("finds a push valid after GTM stamped its event id into it", () => {
    expect(checkDataLayerEntry({ ...toPageViewEvent("/"), "gtm.uniqueEventId": 12 })).toMatchObject({ definition: "page_view", problems: [] });
    expect(checkDataLayerEntry({ ...navigation, "gtm.uniqueEventId": 13 })).toMatchObject({ definition: "navigation", problems: [] });
  });

  it("names what is wrong with the field's path and the place in the committed JSON Schema", () => {
    const cases: [unknown, string, unknown][] = [
      [{ ...navigation, component_name: "sidebar" }, "#/$defs/navigation/properties/component_name/enum", ["header menu", "footer menu"]],
      [{ ...navigation, event_detail: "x" }, "#/$defs/navigation/properties/event_detail/const", "N/A"],
      [{ ...navigation, event_text: 3 }, "#/$defs/navigation/properties/event_text/type", "string"],
      [{ ...navigation, extra: 1 }, "#/$defs/navigation/additionalProperties", false],
      [{ ...toPageViewEvent("/services"), page_path: "services" }, "#/$defs/page_view/properties/page_path/pattern", expect.any(String)],
      [{ ...toPageViewEvent("/services"), page_category_1: "" }, "#/$defs/page_view/properties/page_category_1/minLength", 1],
      [commandOf("consent", "update", { ...ALL_DENIED, analytics_storage: "yes" }), "#/$defs/consent_update/prefixItems/2/properties/analytics_storage/enum", ["granted", "denied"]],
    ];
    for (const [entry, place, node] of cases) {
      const check = checkDataLayerEntry(entry);
      expect(check.problems).toHaveLength(1);
      expect(check.problems[0]).toContain(`schema ${DATALAYER_SCHEMA_PATH}${place}`);
      expect(schemaNodes(check.problems[0])).toEqual([node]);
    }
    const { event_text: _left, ...missing } = navigation;
    const [problem] = checkDataLayerEntry(missing).problems;
    expect(problem).toMatch(/^\/event_text: .* — schema docs\/gtm\/datalayer\.schema\.json#\/\$defs\/navigation\/required$/);
    expect(schemaNodes(problem)[0]).toContain("event_text");
  });

  it("reports entries no definition claims and entries GTM cannot read", () => {
    expect(checkDataLayerEntry({ event: "SWC event to GA", event_name: "newsletter_signup" }).problems).toEqual([
      expect.stringContaining("unknown event or event_name"),
    ]);
    expect(checkDataLayerEntry(["consent", "update", ALL_DENIED]).problems).toEqual([expect.stringContaining("a plain array")]);
    expect(checkDataLayerEntry("hello").problems).toEqual([expect.stringContaining("neither an object")]);
  });

  it("formats one line for a valid push, and the problems under an invalid one", () => {
    expect(formatDataLayerCheck(checkDataLayerEntry(navigation))).toBe(`[dataLayer] ✓ navigation valid ${JSON.stringify(navigation)}`);
    const invalid = formatDataLayerCheck(checkDataLayerEntry({ ...navigation, component_name: "sidebar" }));
    expect(invalid.split("\n")).toEqual([
      `[dataLayer] ✗ navigation INVALID ${JSON.stringify({ ...navigation, component_name: "sidebar" })}`,
      expect.stringMatching(/^ {2}\/component_name: .*navigation\/properties\/component_name\/enum$/),
    ]);
  });
});

describe("startDataLayerDebug", () => {
  it("prints what is already in dataLayer, then each push, and still stores every push", () => {
    const out = { info: jest.fn(), warn: jest.fn() };
    const host: { dataLayer?: unknown[] } = { dataLayer: [commandOf("consent", "default", ALL_DENIED)] };
    startDataLayerDebug(host, out);
    host.dataLayer!.push(navigation, { ...navigation, component_name: "sidebar" });
    startDataLayerDebug(host, out);
    host.dataLayer!.push(toPageViewEvent("/"));
    expect(host.dataLayer).toHaveLength(4);
    const infos = out.info.mock.calls.map(([line]) => line as string);
    expect(infos[0]).toContain("debug view on");
    expect(infos.slice(1).map((line) => line.split(" ").slice(0, 3).join(" "))).toEqual([
      "[dataLayer] ✓ consent_default",
      "[dataLayer] ✓ navigation",
      "[dataLayer] ✓ page_view",
    ]);
    expect(out.warn.mock.calls).toEqual([[expect.stringMatching(/^\[dataLayer\] ✗ navigation INVALID .*component_name\/enum$/s)]]);
  });

  it("creates dataLayer when the page has none yet", () => {
    const host: { dataLayer?: unknown[] } = {};
    const out = { info: jest.fn(), warn: jest.fn() };
    startDataLayerDebug(host, out);
    host.dataLayer!.push(navigation);
    expect([...host.dataLayer!]).toEqual([navigation]);
    expect(out.info).toHaveBeenLastCalledWith(expect.stringMatching(/^\[dataLayer\] ✓ navigation valid/));
  });
});

describe("debugDataLayerWanted", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };

  it("is off by default, on for the tab after ?debug_datalayer=1, off again after ?debug_datalayer=0", () => {
    const storage = memory();
    expect(debugDataLayerWanted("", storage)).toBe(false);
    expect(debugDataLayerWanted("?utm_source=x&debug_datalayer=1", storage)).toBe(true);
    expect(debugDataLayerWanted("", storage)).toBe(true);
    expect(debugDataLayerWanted("?debug_datalayer=0", storage)).toBe(false);
    expect(debugDataLayerWanted("", storage)).toBe(false);
  });

  it("follows the query alone when storage is missing or refused", () => {
    const refused = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); }, removeItem: () => undefined };
    expect(debugDataLayerWanted("?debug_datalayer=1", refused)).toBe(true);
    expect(debugDataLayerWanted("", refused)).toBe(false);
    expect(debugDataLayerWanted("?debug_datalayer=1", null)).toBe(true);
  });
});
