/**
 * What the CMS does to an entry just before it saves it. An optional text
 * field an editor has emptied arrives as "" — saved so, it would read as a
 * value (`slug: ""` is an address nothing can be built at). Such fields are
 * left out instead, as if never filled; a required field is never empty here,
 * since Decap refuses to save it.
 */
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
}

/** Decap's preSave event: the entry's data without its emptied fields. */
export function withoutEmptyText({ entry }: { entry: { get(key: "data"): ImmutableData } }): ImmutableData {
  const data = entry.get("data");
  return emptyTextPaths(data.toJS()).reduce((result, path) => result.deleteIn(path), data);
}
