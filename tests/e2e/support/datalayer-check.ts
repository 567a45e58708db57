import fs from "node:fs";
import path from "node:path";
import Ajv2020, { type ErrorObject } from "ajv/dist/2020";
import { pushKind } from "../../../src/lib/analytics-schema";
import {
  DATALAYER_SCHEMA_PATH,
  dataLayerShapeProblem,
  schemaLocation,
  showDataLayerEntry,
  unclaimedProblem,
  type DataLayerEntryKind,
} from "../../../src/lib/datalayer-entry";

/**
 * Checks what a page pushed to `window.dataLayer` against the committed JSON
 * Schema (docs/gtm/datalayer.schema.json), the file GTM admins get. The
 * browser tests' fixture (tests/e2e/fixtures.ts) records every push of every
 * page and fails the test on the first push this finds wrong.
 */

/** A push as the page's recorder (DATALAYER_RECORDER) reports it. */
export interface RecordedPush {
  kind: DataLayerEntryKind;
  /** a command as the array of its arguments */
  value: unknown;
  /** the page it was pushed on */
  url: string;
}

const SCHEMA_FILE = path.resolve(__dirname, "../../..", DATALAYER_SCHEMA_PATH);
const SCHEMA_KEY = "datalayer";

let ajv: Ajv2020 | null = null;
function compiled(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({ strict: true, allErrors: true });
    ajv.addSchema(JSON.parse(fs.readFileSync(SCHEMA_FILE, "utf8")), SCHEMA_KEY);
  }
  return ajv;
}

const describeError = (definition: string, error: ErrorObject) => {
  const where = error.instancePath || "(the push)";
  const allowed = "allowedValues" in error.params ? ` ${JSON.stringify(error.params.allowedValues)}` : "";
  const extra = "additionalProperty" in error.params ? ` "${error.params.additionalProperty}"` : "";
  return `${where} ${error.message}${allowed}${extra} — schema ${schemaLocation(definition, error.schemaPath.slice(1))}`;
};

/** Why a push breaks the schema, or null when it is valid. */
export function dataLayerPushProblem(push: RecordedPush): string | null {
  const shapeProblem = dataLayerShapeProblem(push.kind);
  if (shapeProblem) return shapeProblem;
  const definition = pushKind(push.value);
  if (!definition) return unclaimedProblem(push.kind);
  const validate = compiled().getSchema(`${SCHEMA_KEY}#/$defs/${definition}`);
  if (!validate) throw new Error(`${DATALAYER_SCHEMA_PATH} has no definition ${definition}`);
  if (validate(push.value)) return null;
  return (validate.errors ?? []).map((error) => describeError(definition, error)).join("; ");
}

/** The report of one invalid push: page, push and what is wrong with it. */
export function formatDataLayerFailure(push: RecordedPush, problem: string): string {
  return `dataLayer push on ${push.url}\n  push:    ${showDataLayerEntry(push.kind, push.value)}\n  problem: ${problem}`;
}

/**
 * Runs in every page before its own scripts (an init script, so it is
 * self-contained: it tells entry kinds apart as dataLayerEntryKind does).
 * `window.dataLayer`, whoever creates or replaces it, is a Proxy of the
 * array that reports each entry appended to it, through the exposed binding:
 * whatever `push` the page, GTM or a test installs, and whether or not it
 * calls the one it replaced, an entry is stored by setting an index, and
 * that is seen exactly once. Only the top frame: the site's dataLayer lives
 * there.
 */
export const DATALAYER_BINDING = "__recordDataLayerPush";
export function DATALAYER_RECORDER(binding: string) {
  if (window !== window.top) return;
  const report = (push: unknown) => (window as unknown as Record<string, (push: unknown) => void>)[binding](push);
  const record = (entry: unknown) => {
    const isArguments = Object.prototype.toString.call(entry) === "[object Arguments]";
    const kind = isArguments ? "command" : Array.isArray(entry) ? "array" : entry && typeof entry === "object" ? "object" : "other";
    let value: unknown;
    try {
      value = JSON.parse(JSON.stringify(isArguments ? Array.from(entry as ArrayLike<unknown>) : entry) ?? "null");
    } catch (error) {
      value = `(not serializable: ${String(error)})`;
    }
    report({ kind, value });
  };
  const recording = new WeakSet<object>();
  const wrap = (layer: unknown) => {
    if (!Array.isArray(layer) || recording.has(layer)) return layer;
    layer.forEach(record);
    const proxy = new Proxy(layer, {
      set(target, key, value) {
        if (typeof key === "string" && /^\d+$/.test(key) && Number(key) >= target.length) record(value);
        return Reflect.set(target, key, value);
      },
    });
    recording.add(proxy);
    return proxy;
  };
  let current: unknown = wrap((window as unknown as { dataLayer?: unknown }).dataLayer);
  Object.defineProperty(window, "dataLayer", {
    configurable: true,
    get: () => current,
    set: (layer: unknown) => {
      current = wrap(layer);
    },
  });
}
