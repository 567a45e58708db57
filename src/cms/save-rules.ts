/**
 * What the CMS does to an entry just before it saves it (Decap's preSave event):
 * - a new entry whose address (a "slug" widget field) is empty gets one made
 *   from its source field, as the collection's file name is;
 * - an optional text field an editor has emptied arrives as "" — saved so, it
 *   would read as a value (`slug: ""` is an address nothing can be built at),
 *   so such fields are left out, as if never filled. A required field is never
 *   empty here: Decap refuses to save it.
 */
import { categorySlug as addressOf } from "../lib/insight-publication";
import type { ImmutableValue } from "./decap";

/** The paths of every "" held by an object key, however deep (list items are left as they are). */
export function emptyTextPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => (typeof item === "string" ? [] : emptyTextPaths(item, [...at, index])));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (inner === "" ? [[...at, key]] : emptyTextPaths(inner, [...at, key])));
  }
  return [];
}

export interface ImmutableData extends ImmutableValue {
  deleteIn(path: readonly (string | number)[]): ImmutableData;
  setIn(path: readonly (string | number)[], value: unknown): ImmutableData;
}

/** A collection's address field and the field it is made from. */
export interface AddressRule {
  collection: string;
  field: string;
  source: string;
}

interface ConfigField {
  name?: unknown;
  widget?: unknown;
  source?: unknown;
}

/** The address fields of the configuration's collections (top-level "slug" widgets). */
export function addressRules(config: { collections?: unknown }): AddressRule[] {
  const collections = Array.isArray(config.collections) ? (config.collections as { name: string; fields?: ConfigField[] }[]) : [];
  return collections.flatMap((collection) =>
    (collection.fields ?? []).filter((field) => field.widget === "slug").map((field) => ({ collection: collection.name, field: String(field.name), source: String(field.source) })),
  );
}

export interface SavedEntry {
  get(key: "data"): ImmutableData;
  get(key: "collection" | "newRecord"): unknown;
}

/** The preSave handler: a new entry's address from its source field, and no emptied field. */
export function beforeSave(rules: readonly AddressRule[]) {
  return ({ entry }: { entry: SavedEntry }): ImmutableData => {
    let data = entry.get("data");
    const rule = rules.find((candidate) => candidate.collection === entry.get("collection"));
    if (rule && entry.get("newRecord") && !String(data.getIn([rule.field]) ?? "").trim()) {
      const address = addressOf(String(data.getIn([rule.source]) ?? ""));
      if (address) data = data.setIn([rule.field], address);
    }
    return emptyTextPaths(data.toJS()).reduce((result, path) => result.deleteIn(path), data);
  };
}
