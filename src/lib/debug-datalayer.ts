import { z } from "zod";
import { DATALAYER_PUSHES, pushKind, type DataLayerPushKind } from "./analytics-schema";
import {
  DATALAYER_SCHEMA_PATH,
  dataLayerEntryKind,
  dataLayerEntryValue,
  dataLayerShapeProblem,
  schemaLocation,
  showDataLayerEntry,
  unclaimedProblem,
  type DataLayerEntryKind,
} from "./datalayer-entry";
import { DEBUG_DATALAYER_PARAM, DEBUG_PREFIX } from "./debug-datalayer-flag";

/**
 * The admins' debug view (`?debug_datalayer=1`): every entry of
 * `window.dataLayer`, those already there and each one pushed after, printed
 * to the console with its check against the zod schemas that
 * docs/gtm/datalayer.schema.json is generated from — valid, or what is wrong
 * and where in that JSON Schema. Late code of its own, loaded only when the
 * flag is on (plugins/gatsby-plugin-swc-delivery/page-runtime/late-tools.ts), so zod and the schemas reach no visitor.
 */

// The pages' CSP has no 'unsafe-eval': without jitless, zod probes `new Function`,
// which the browser reports as a CSP violation even though zod catches it.
z.config({ jitless: true });

export interface DataLayerCheck {
  kind: DataLayerEntryKind;
  /** the definition of the JSON Schema the entry is meant to match, if any claims it */
  definition: DataLayerPushKind | null;
  /** the entry as an admin reads it */
  shown: string;
  /** what is wrong, each with its place in the JSON Schema; empty when valid */
  problems: string[];
}

type Path = readonly PropertyKey[];

/** The JSON Pointer, inside a definition, of the schema for the value at `path` (tuples are the only arrays). */
const pointerOf = (path: Path) => path.map((key) => (typeof key === "number" ? `/prefixItems/${key}` : `/properties/${String(key)}`)).join("");

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/** The keyword of the JSON Schema (by JSON Pointer inside the definition) that a zod issue breaks. */
export function issuePointer(issue: z.core.$ZodIssue, value: unknown): string {
  const at = pointerOf(issue.path);
  switch (issue.code) {
    case "unrecognized_keys":
      return `${at}/additionalProperties`;
    case "invalid_type":
      // A field left out: the object's `required`; a field of the wrong type: its `type`.
      if (issue.path.length && valueAt(value, issue.path) === undefined) return `${pointerOf(issue.path.slice(0, -1))}/required`;
      return `${at}/type`;
    case "invalid_value":
      return `${at}/${issue.values.length === 1 ? "const" : "enum"}`;
    case "invalid_format":
      return `${at}/pattern`;
    case "too_small":
      return `${at}/${issue.origin === "string" ? "minLength" : issue.origin === "array" ? "minItems" : "minimum"}`;
    case "too_big":
      return `${at}/${issue.origin === "string" ? "maxLength" : issue.origin === "array" ? "maxItems" : "maximum"}`;
    default:
      return at;
  }
}

const describeIssue = (definition: DataLayerPushKind, issue: z.core.$ZodIssue, value: unknown) => {
  const where = issue.path.length ? `/${issue.path.map(String).join("/")}` : "(the push)";
  return `${where}: ${issue.message} — schema ${schemaLocation(definition, issuePointer(issue, value))}`;
};

/** One entry of dataLayer, checked. */
export function checkDataLayerEntry(entry: unknown): DataLayerCheck {
  const kind = dataLayerEntryKind(entry);
  const value = dataLayerEntryValue(entry);
  const shown = showDataLayerEntry(kind, value);
  const shapeProblem = dataLayerShapeProblem(kind);
  if (shapeProblem) return { kind, definition: null, shown, problems: [shapeProblem] };
  const definition = pushKind(value);
  if (!definition) return { kind, definition, shown, problems: [unclaimedProblem(kind)] };
  const result = (DATALAYER_PUSHES[definition] as z.ZodType).safeParse(value);
  const problems = result.success ? [] : result.error.issues.map((issue) => describeIssue(definition, issue, value));
  return { kind, definition, shown, problems };
}

/** The console line of a checked entry. */
export function formatDataLayerCheck(check: DataLayerCheck): string {
  const name = check.definition ?? "unknown";
  if (!check.problems.length) return `${DEBUG_PREFIX} ✓ ${name} valid ${check.shown}`;
  return `${DEBUG_PREFIX} ✗ ${name} INVALID ${check.shown}\n${check.problems.map((problem) => `  ${problem}`).join("\n")}`;
}

type DebugConsole = Pick<Console, "info" | "warn">;
type DataLayerHost = { dataLayer?: unknown[]; __dataLayerDebug?: true };

/**
 * Prints every entry already in the page's dataLayer, then wraps its `push`
 * so each new entry is printed before it is stored (GTM, once loaded, wraps
 * whatever push it finds and calls it, so its own pushes are seen too).
 * Idempotent per page: a second start prints nothing twice.
 */
export function startDataLayerDebug(host: DataLayerHost = window as unknown as DataLayerHost, out: DebugConsole = console): void {
  if (host.__dataLayerDebug) return;
  host.__dataLayerDebug = true;
  const print = (entry: unknown) => {
    const check = checkDataLayerEntry(entry);
    if (check.problems.length) out.warn(formatDataLayerCheck(check));
    else out.info(formatDataLayerCheck(check));
  };
  const layer = (host.dataLayer = host.dataLayer || []);
  out.info(
    `${DEBUG_PREFIX} debug view on: each push is checked against ${DATALAYER_SCHEMA_PATH}. ` +
      `?${DEBUG_DATALAYER_PARAM}=0 turns it off for this tab.`,
  );
  layer.forEach(print);
  const inner = layer.push;
  layer.push = function (this: unknown[], ...entries: unknown[]) {
    entries.forEach(print);
    return inner.apply(this, entries);
  };
}
