/** @jest-environment node */
import { addressRules, beforeSave, emptyTextPaths, type ImmutableData, type SavedEntry } from "./save-rules";
import { slugProblem } from "./slug-widget";

/** A stand-in for Decap's Immutable data: plain objects behind getIn, setIn, deleteIn and toJS. */
function data(value: Record<string, unknown>): ImmutableData {
  const clone = () => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  const at = (target: Record<string, unknown>, path: readonly (string | number)[]) => path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, target);
  return {
    getIn: (path) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value),
    toJS: clone,
    setIn(path, inner) {
      const next = clone();
      at(next, path)[path[path.length - 1]] = inner;
      return data(next);
    },
    deleteIn(path) {
      const next = clone();
      delete at(next, path)[path[path.length - 1]];
      return data(next);
    },
  };
}

const entry = (collection: string, newRecord: boolean, values: Record<string, unknown>): SavedEntry =>
  ({ get: (key: string) => ({ data: data(values), collection, newRecord })[key] }) as SavedEntry;

const rules = addressRules({
  collections: [
    { name: "insights", fields: [{ name: "title", widget: "string" }, { name: "slug", widget: "slug", source: "title" }] },
    { name: "case-studies", fields: [{ name: "slug", widget: "slug", source: "client" }] },
  ],
});

describe("saving an entry", () => {
  it("reads the address fields from the configuration", () => {
    expect(rules).toEqual([
      { collection: "insights", field: "slug", source: "title" },
      { collection: "case-studies", field: "slug", source: "client" },
    ]);
  });

  it("gives a new entry left without an address one made from its title", () => {
    expect(beforeSave(rules)({ entry: entry("insights", true, { title: "Consent Mode, Explained!", slug: "" }) }).toJS()).toEqual({ title: "Consent Mode, Explained!", slug: "consent-mode-explained" });
    expect(beforeSave(rules)({ entry: entry("case-studies", true, { client: "NovaMart" }) }).toJS()).toEqual({ client: "NovaMart", slug: "novamart" });
  });

  it("keeps an address the editor typed", () => {
    expect(beforeSave(rules)({ entry: entry("insights", true, { title: "A title", slug: "my-address" }) }).toJS()).toEqual({ title: "A title", slug: "my-address" });
  });

  it("never saves an emptied field as \"\": an existing article without an address stays without one", () => {
    const saved = beforeSave(rules)({ entry: entry("insights", false, { title: "Old article", slug: "", readTime: "", hero: { eyebrow: "", title: "T" }, topics: ["", "a"] }) }).toJS();
    expect(saved).toEqual({ title: "Old article", hero: { title: "T" }, topics: ["", "a"] });
    expect(emptyTextPaths({ a: "", b: [{ c: "" }] })).toEqual([["a"], ["b", 0, "c"]]);
  });
});

describe("the address field", () => {
  const message = "Give it an address.";
  it("refuses to empty an address an entry had, and lets a new entry leave it to the title", () => {
    expect(slugProblem("", { hadAddress: true, message })).toBe(message);
    expect(slugProblem("  ", { hadAddress: true, message })).toBe(message);
    expect(slugProblem("", { hadAddress: false, message })).toBeNull();
    expect(slugProblem("kept", { hadAddress: true, message })).toBeNull();
  });
});
