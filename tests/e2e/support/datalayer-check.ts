import fs from "node:fs";
import path from "node:path";
import Ajv2020, { type ErrorObject } from "ajv/dist/2020";
import { DATALAYER_SCHEMA_PATH } from "../../../src/lib/analytics-json-schema";
import { pushKind } from "../../../src/lib/analytics-schema";

/**
 * Checks what a page pushed to `window.dataLayer` against the committed JSON
 * Schema (docs/gtm/datalayer.schema.json), the file GTM admins get. The
 * browser tests' fixture (tests/e2e/fixtures.ts) records every push of every
 * page and fails the test on the first push this finds wrong.
 */

/** A push as the page's recorder (DATALAYER_RECORDER) reports it. */
export interface RecordedPush {
  /** `command`: an `arguments` object, what gtag() pushes and GTM reads as a command (recorded as the array of its arguments) */
  kind: "object" | "command" | "array" | "other";
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
  return `${where} ${error.message}${allowed}${extra} — schema ${DATALAYER_SCHEMA_PATH}#/$defs/${definition}${error.schemaPath.slice(1)}`;
};

/** Why a push breaks the schema, or null when it is valid. */
export function dataLayerPushProblem(push: RecordedPush): string | null {
  if (push.kind === "array") return "a plain array: GTM reads only an `arguments` object (what gtag() pushes) as a command";
  if (push.kind === "other") return "neither an object nor an `arguments` object";
  const definition = pushKind(push.value);
  if (!definition) {
    return push.kind === "command"
      ? `a gtag command no definition of ${DATALAYER_SCHEMA_PATH} describes`
      : `an event no definition of ${DATALAYER_SCHEMA_PATH} describes (unknown event or event_name)`;
  }
  const validate = compiled().getSchema(`${SCHEMA_KEY}#/$defs/${definition}`);
  if (!validate) throw new Error(`${DATALAYER_SCHEMA_PATH} has no definition ${definition}`);
  if (validate(push.value)) return null;
  return (validate.errors ?? []).map((error) => describeError(definition, error)).join("; ");
}

/** The report of one invalid push: page, push and what is wrong with it. */
export function formatDataLayerFailure(push: RecordedPush, problem: string): string {
  const shown = push.kind === "command" ? `gtag(${JSON.stringify(push.value).slice(1, -1)})` : JSON.stringify(push.value);
  return `dataLayer push on ${push.url}\n  push:    ${shown}\n  problem: ${problem}`;
}

/**
 * Runs in every page before its own scripts (an init script): wraps
 * `window.dataLayer` — whoever creates it, and whatever later replaces its
 * `push` (GTM does, tests' own instrumentation does) — so each entry is
 * reported to the test through the exposed binding before it is stored.
 * Only the top frame: the site's dataLayer lives there.
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
  const wrap = (layer: unknown) => {
    if (!Array.isArray(layer) || Object.prototype.hasOwnProperty.call(layer, "__recorded")) return layer;
    Object.defineProperty(layer, "__recorded", { value: true });
    layer.forEach(record);
    let inner: (...items: unknown[]) => number = layer.push;
    const recordingPush = function (this: unknown[], ...items: unknown[]) {
      items.forEach(record);
      return inner.apply(this, items);
    };
    Object.defineProperty(layer, "push", {
      configurable: true,
      get: () => recordingPush,
      set: (replacement: (...items: unknown[]) => number) => {
        inner = replacement;
      },
    });
    return layer;
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
