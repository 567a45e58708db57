/**
 * One entry of `window.dataLayer` as a check sees it: what kind of entry it
 * is, how it is shown, and where in the committed JSON Schema a problem with
 * it lies. Shared by the admins' debug view (src/lib/debug-datalayer.ts, in
 * the browser) and the browser tests' check of every push
 * (tests/e2e/support/datalayer-check.ts), so both name things alike.
 */

/** The JSON Schema of every push, generated from src/lib/analytics-schema.ts. */
export const DATALAYER_SCHEMA_PATH = "docs/gtm/datalayer.schema.json";

/**
 * `command`: an `arguments` object, what gtag() pushes and GTM reads as a
 * command (checked as the array of its arguments); `array`: a plain array,
 * which GTM does not read as a command.
 */
export type DataLayerEntryKind = "object" | "command" | "array" | "other";

export function dataLayerEntryKind(entry: unknown): DataLayerEntryKind {
  if (Object.prototype.toString.call(entry) === "[object Arguments]") return "command";
  if (Array.isArray(entry)) return "array";
  return entry && typeof entry === "object" ? "object" : "other";
}

/** The value a schema checks: a command as the array of its arguments, anything else as pushed. */
export function dataLayerEntryValue(entry: unknown): unknown {
  return dataLayerEntryKind(entry) === "command" ? Array.from(entry as ArrayLike<unknown>) : entry;
}

/** Why an entry cannot match any definition whatever its content, or null. */
export function dataLayerShapeProblem(kind: DataLayerEntryKind): string | null {
  if (kind === "array") return "a plain array: GTM reads only an `arguments` object (what gtag() pushes) as a command";
  if (kind === "other") return "neither an object nor an `arguments` object";
  return null;
}

/** The problem of an entry no definition claims. */
export function unclaimedProblem(kind: DataLayerEntryKind): string {
  return kind === "command"
    ? `a gtag command no definition of ${DATALAYER_SCHEMA_PATH} describes`
    : `an event no definition of ${DATALAYER_SCHEMA_PATH} describes (unknown event or event_name)`;
}

/** An entry as an admin reads it: a command as the gtag() call that pushed it, anything else as JSON. */
export function showDataLayerEntry(kind: DataLayerEntryKind, value: unknown): string {
  return kind === "command" ? `gtag(${JSON.stringify(value).slice(1, -1)})` : JSON.stringify(value);
}

/** A place in the committed JSON Schema: `pointer` is a JSON Pointer inside the definition, "" for the definition itself. */
export function schemaLocation(definition: string, pointer: string): string {
  return `${DATALAYER_SCHEMA_PATH}#/$defs/${definition}${pointer}`;
}
