import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { GTM_CONTAINER_PATH, type ExportedParameter } from "../../../gatsby/analytics/gtm-container";

/**
 * A local stand-in for Google Tag Manager, run from the committed
 * docs/gtm/container.json: no Google script is requested, yet the page's
 * dataLayer is processed as GTM processes it, so a test sees which tags the
 * imported container would fire.
 *
 * What it does, as GTM does: when the page has parsed (GTM's script is async)
 * it pushes what GTM's snippet pushes (gtm.js), then processes the queue in
 * order and every later push as it comes. gtag consent commands set the
 * consent state; every object is stamped with `gtm.uniqueEventId` and merged
 * into the data model; an object with `event` runs the triggers: the
 * built-in Consent Initialization and Initialization (before gtm.js) and
 * All Pages, and the container's Custom Event triggers with their
 * conditions, resolving Data Layer, Constant and Custom JavaScript variables.
 * A tag whose trigger is met fires when all the consent it needs is granted
 * (otherwise it is recorded as blocked), at most once per page when it says so.
 *
 * Custom JavaScript variables are compiled with `new Function`, which the
 * site's CSP forbids: tests that use this fake run with `bypassCSP`.
 */
export interface FakeGtmRecord {
  /** every trigger whose conditions were met, with the event it was met on */
  triggers: { trigger: string; event: string }[];
  /** every tag a met trigger asked to fire: fired, or blocked for want of consent */
  tags: { tag: string; event: string; fired: boolean; parameters: Record<string, unknown> }[];
}

const container = () =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../..", GTM_CONTAINER_PATH), "utf8")).containerVersion as ContainerVersion;

type Parameter = ExportedParameter;
interface Condition {
  type: string;
  parameter: Parameter[];
}
interface ContainerVersion {
  tag: {
    name: string;
    firingTriggerId: string[];
    paused?: boolean;
    tagFiringOption?: string;
    parameter?: Parameter[];
    consentSettings?: { consentStatus: string; consentType?: { list: Parameter[] } };
  }[];
  trigger: { triggerId: string; name: string; type: string; customEventFilter?: Condition[]; filter?: Condition[] }[];
  variable: { name: string; type: string; parameter?: Parameter[] }[];
}

/** Installs the fake on every document the page opens. */
export async function useFakeGtm(page: Page) {
  await page.addInitScript(FAKE_GTM, container());
}

/** What the fake has recorded on the current document. */
export function fakeGtmRecord(page: Page): Promise<FakeGtmRecord> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { __fakeGtm: FakeGtmRecord }).__fakeGtm)));
}

function FAKE_GTM(definitions: ContainerVersion) {
  if (window !== window.top) return;
  const record: FakeGtmRecord = { triggers: [], tags: [] };
  (window as unknown as { __fakeGtm: FakeGtmRecord }).__fakeGtm = record;
  const BUILT_IN_EVENTS: Record<string, string> = {
    "2147479572": "gtm.init_consent",
    "2147479573": "gtm.init",
    "2147479553": "gtm.js",
  };
  const consent: Record<string, string> = {};
  const model: Record<string, unknown> = {};
  const firedOnce = new Set<string>();
  let nextEventId = 1;

  const param = (parameters: Parameter[] | undefined, key: string) => parameters?.find((entry) => entry.key === key);
  function variable(name: string): unknown {
    if (name === "_event") return model.event;
    const found = definitions.variable.find((entry) => entry.name === name);
    if (!found) throw new Error(`fake GTM: no variable ${name}`);
    const value = param(found.parameter, found.type === "jsm" ? "javascript" : found.type === "v" ? "name" : "value")?.value ?? "";
    if (found.type === "v") return model[value];
    if (found.type === "c") return value;
    if (found.type === "jsm") {
      const code = value.replace(/\{\{([^{}]+)\}\}/g, (_match, inner: string) => JSON.stringify(variable(inner)) ?? "undefined");
      return new Function(`return (${code})();`)();
    }
    throw new Error(`fake GTM: variable type ${found.type} is not faked`);
  }
  const operand = (value = "") => {
    const reference = /^\{\{([^{}]+)\}\}$/.exec(value);
    return String(reference ? variable(reference[1]) : value);
  };
  function holds(condition: Condition): boolean {
    const left = operand(param(condition.parameter, "arg0")?.value);
    const right = operand(param(condition.parameter, "arg1")?.value);
    const result =
      condition.type === "EQUALS" ? left === right : condition.type === "MATCH_REGEX" ? new RegExp(right).test(left) : condition.type === "CONTAINS" ? left.includes(right) : null;
    if (result === null) throw new Error(`fake GTM: condition ${condition.type} is not faked`);
    return param(condition.parameter, "negate")?.value === "true" ? !result : result;
  }

  function runEvent(event: string) {
    const met = new Set<string>();
    for (const [id, builtIn] of Object.entries(BUILT_IN_EVENTS)) if (builtIn === event) met.add(id);
    for (const trigger of definitions.trigger) {
      if (trigger.type !== "CUSTOM_EVENT") throw new Error(`fake GTM: trigger type ${trigger.type} is not faked`);
      if ([...(trigger.customEventFilter ?? []), ...(trigger.filter ?? [])].every(holds)) {
        met.add(trigger.triggerId);
        record.triggers.push({ trigger: trigger.name, event });
      }
    }
    for (const tag of definitions.tag) {
      if (tag.paused || !tag.firingTriggerId.some((id) => met.has(id))) continue;
      const needed = tag.consentSettings?.consentStatus === "NEEDED" ? (tag.consentSettings.consentType?.list ?? []).map((entry) => entry.value!) : [];
      const fired = needed.every((signal) => consent[signal] === "granted");
      if (fired && tag.tagFiringOption === "ONCE_PER_LOAD") {
        if (firedOnce.has(tag.name)) continue;
        firedOnce.add(tag.name);
      }
      const rows = param(tag.parameter, "eventSettingsTable")?.list ?? [];
      const parameters = Object.fromEntries(rows.map((row) => [param(row.map, "parameter")?.value, operand(param(row.map, "parameterValue")?.value)]));
      record.tags.push({ tag: tag.name, event, fired, parameters: fired ? parameters : {} });
    }
  }

  function processEntry(entry: unknown) {
    if (Object.prototype.toString.call(entry) === "[object Arguments]") {
      const [command, action, state] = Array.from(entry as ArrayLike<unknown>);
      if (command === "consent" && (action === "default" || action === "update") && state && typeof state === "object") {
        for (const [signal, value] of Object.entries(state)) if (value === "granted" || value === "denied") consent[signal] = value;
      }
      return;
    }
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return;
    const message = entry as Record<string, unknown>;
    message["gtm.uniqueEventId"] = nextEventId++;
    Object.assign(model, message);
    if (typeof message.event === "string") runEvent(message.event);
  }

  function load() {
    const w = window as unknown as { dataLayer?: unknown[] };
    const layer = (w.dataLayer = w.dataLayer || []);
    layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const queued = layer.slice();
    const push = layer.push;
    layer.push = function (this: unknown[], ...entries: unknown[]) {
      const length = push.apply(this, entries);
      entries.forEach(processEntry);
      return length;
    };
    for (const entry of queued) {
      // GTM runs Consent Initialization and Initialization before the snippet's gtm.js.
      if ((entry as { event?: string })?.event === "gtm.js") layer.push({ event: "gtm.init_consent" }, { event: "gtm.init" });
      processEntry(entry);
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", load, { once: true });
  else load();
}
