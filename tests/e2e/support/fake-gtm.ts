import fs from "fs";
import path from "path";
import type { Page, Route } from "@playwright/test";
import { CONTAINER_CONSTANTS, GTM_CONTAINER_PATH, type ExportedParameter } from "../../../gatsby/analytics/gtm-container";
import { CONSENT_TAG, withGtmSnippet } from "./gtm-page";

/**
 * A local stand-in for Google Tag Manager that runs where GTM runs: inside the
 * page, loaded by the page's own GTM snippet as gtm.js from
 * www.googletagmanager.com, under the Content-Security-Policy the site serves.
 * It processes the committed docs/gtm/container.json as GTM processes a
 * container, so a test sees which tags the imported container would fire,
 * and what the site's policy would let them do.
 *
 * What it does, as GTM does: it processes the dataLayer queue in order and
 * every later push as it comes. gtag consent commands set the consent state;
 * every object is stamped with `gtm.uniqueEventId` and merged into the data
 * model; an object with `event` runs the triggers: the built-in Consent
 * Initialization and Initialization (before gtm.js) and the container's
 * Custom Event triggers with their conditions, resolving Data Layer,
 * Constant, User-Provided Data and Custom JavaScript variables (the last
 * compiled with `new Function`, which the site's CSP refuses, as it refuses
 * GTM's eval: the variable is then undefined, as in production). A tag whose
 * trigger is met fires, highest priority first, unless an exception trigger
 * is met or the consent it needs is denied (then it is recorded as blocked),
 * at most once per page when it says so. A fired tag sends what the real tag
 * sends, to the hosts it sends to (the Google tag loads gtag.js, a GA4 event
 * posts to google-analytics.com, a Google Ads conversion requests
 * googleadservices.com and google.com), so the page's CSP decides whether
 * those requests may leave; the test answers them locally.
 */
export interface FakeGtmRecord {
  /** every trigger whose conditions were met, with the event it was met on */
  triggers: { trigger: string; event: string }[];
  /** every tag a met trigger asked to fire, in firing order: fired, or blocked (consent, exception) */
  tags: {
    tag: string;
    event: string;
    fired: boolean;
    /** a GA4 event tag's event parameters (its eventSettingsTable) */
    parameters: Record<string, unknown>;
    /** the tag's own fields, resolved (a Google Ads tag's orderId, its user-provided data …) */
    fields: Record<string, unknown>;
  }[];
  /** Custom JavaScript variables the page's CSP kept from running */
  refusedEval: string[];
  /** the consent state GTM holds now, by signal, as the page's consent commands set it */
  consent: Record<string, string>;
}

export interface FakeGtmOptions {
  /** the values an admin fills in, by constant name (the container's placeholders otherwise; the GA4 measurement id is filled in unless given) */
  constants?: Record<string, string>;
  /** variables added to the container and evaluated once GTM starts, as a tag reading them would */
  probeVariables?: ContainerVersion["variable"];
}

type Parameter = ExportedParameter;
interface Condition {
  type: string;
  parameter: Parameter[];
}
interface ContainerVersion {
  tag: {
    name: string;
    type: string;
    firingTriggerId: string[];
    blockingTriggerId?: string[];
    paused?: boolean;
    priority?: { value: string };
    tagFiringOption?: string;
    parameter?: Parameter[];
    consentSettings?: { consentStatus: string; consentType?: { list: Parameter[] } };
  }[];
  trigger: { triggerId: string; name: string; type: string; customEventFilter?: Condition[]; filter?: Condition[] }[];
  variable: { name: string; type: string; parameter?: Parameter[] }[];
}

const CONTAINER_ID = "GTM-FAKE123";
const GTM_JS = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/;
/** The Google hosts a fired tag of the fake sends to; answered here, after the page's CSP let them go. */
const TAG_HITS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|googleadservices\.com|google\.com|doubleclick\.net)\//;

const container = (): ContainerVersion =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../..", GTM_CONTAINER_PATH), "utf8")).containerVersion;

/** Serves the site's pages as a build with a GTM container id serves them (./gtm-page.ts); a build made with GATSBY_GTM_ID is served as built. */
async function servePagesWithGtm(page: Page) {
  await page.route(
    (url) => url.hostname === "127.0.0.1" || url.hostname === "localhost",
    async (route: Route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      if (html.includes("googletagmanager.com/gtm.js") || !html.includes(CONSENT_TAG)) return route.fulfill({ response, body: html });
      return route.fulfill({ response, ...withGtmSnippet(html, response.headers(), CONTAINER_ID) });
    },
  );
}

/** Records every document's CSP violations from its start (cspViolations reads them). */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
}

/** A measurement id as an admin fills it in: GA4's tags are blocked while it is the placeholder. */
export const TEST_MEASUREMENT_ID = "G-E2ETEST123";

/**
 * Loads the fake as the page's gtm.js, on every document the page opens, and
 * records the page's CSP violations (cspViolations).
 */
export async function useFakeGtm(page: Page, given: FakeGtmOptions = {}) {
  const options = { ...given, constants: { [CONTAINER_CONSTANTS.measurementId.name]: TEST_MEASUREMENT_ID, ...given.constants } };
  const hits: string[] = [];
  await recordCspViolations(page);
  await servePagesWithGtm(page);
  await page.route(TAG_HITS, (route) => {
    const url = route.request().url();
    // reCAPTCHA is answered by its own fake (tests/e2e/support/fake-recaptcha.ts).
    if (url.includes("/recaptcha/")) return route.fallback();
    if (GTM_JS.test(url)) {
      return route.fulfill({ contentType: "application/javascript", body: `(${FAKE_GTM.toString()})(${JSON.stringify(container())}, ${JSON.stringify(options)});` });
    }
    hits.push(url);
    return route.fulfill({ status: 204, body: "" });
  });
  return { hits };
}

/** What the fake has recorded on the current document. */
export function fakeGtmRecord(page: Page): Promise<FakeGtmRecord> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { __fakeGtm?: FakeGtmRecord }).__fakeGtm ?? { triggers: [], tags: [], refusedEval: [], consent: {} })));
}

/** The current document's CSP violations ("directive blocked-uri"), since it started. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

function FAKE_GTM(definitions: ContainerVersion, options: FakeGtmOptions) {
  if (window !== window.top) return;
  const consent: Record<string, string> = {};
  const record: FakeGtmRecord = { triggers: [], tags: [], refusedEval: [], consent };
  (window as unknown as { __fakeGtm: FakeGtmRecord }).__fakeGtm = record;
  const BUILT_IN_EVENTS: Record<string, string> = {
    "2147479572": "gtm.init_consent",
    "2147479573": "gtm.init",
    "2147479553": "gtm.js",
  };
  const model: Record<string, unknown> = {};
  const firedOnce = new Set<string>();
  let nextEventId = 1;

  const param = (parameters: Parameter[] | undefined, key: string) => parameters?.find((entry) => entry.key === key);
  function variable(name: string): unknown {
    if (name === "_event") return model.event;
    const found = definitions.variable.find((entry) => entry.name === name);
    if (!found) throw new Error(`fake GTM: no variable ${name}`);
    if (found.type === "v") return model[param(found.parameter, "name")?.value ?? ""];
    if (found.type === "c") return options.constants?.[name] ?? param(found.parameter, "value")?.value;
    if (found.type === "awec") return resolve(param(found.parameter, "dataSource")?.value);
    if (found.type === "jsm") {
      const code = (param(found.parameter, "javascript")?.value ?? "").replace(/\{\{([^{}]+)\}\}/g, (_match, inner: string) => JSON.stringify(variable(inner)) ?? "undefined");
      try {
        return new Function(`return (${code})();`)();
      } catch {
        // GTM evaluates Custom JavaScript variables with eval: under a CSP without 'unsafe-eval' they are undefined.
        record.refusedEval.push(name);
        return undefined;
      }
    }
    throw new Error(`fake GTM: variable type ${found.type} is not faked`);
  }
  /** A parameter's value: a lone {{reference}} gives the variable's value itself, anything else a text. */
  function resolve(value = ""): unknown {
    const reference = /^\{\{([^{}]+)\}\}$/.exec(value);
    if (reference) return variable(reference[1]);
    return value.replace(/\{\{([^{}]+)\}\}/g, (_match, inner: string) => String(variable(inner)));
  }
  const operand = (value = "") => String(resolve(value));
  function holds(condition: Condition): boolean {
    const left = operand(param(condition.parameter, "arg0")?.value);
    const right = operand(param(condition.parameter, "arg1")?.value);
    const result =
      condition.type === "EQUALS" ? left === right : condition.type === "MATCH_REGEX" ? new RegExp(right).test(left) : condition.type === "CONTAINS" ? left.includes(right) : null;
    if (result === null) throw new Error(`fake GTM: condition ${condition.type} is not faked`);
    return param(condition.parameter, "negate")?.value === "true" ? !result : result;
  }

  /** What the real tag sends, to where it sends it: the page's CSP decides whether it may. */
  function send(tag: ContainerVersion["tag"][number], fields: Record<string, unknown>, parameters: Record<string, unknown>) {
    const query = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])).toString();
    const script = (src: string) => {
      const element = document.createElement("script");
      element.src = src;
      element.async = true;
      document.head.appendChild(element);
    };
    const image = (src: string) => {
      new Image().src = src;
    };
    if (tag.type === "googtag") script(`https://www.googletagmanager.com/gtag/js?id=${fields.tagId}`);
    if (tag.type === "gaawe") void fetch(`https://region1.google-analytics.com/g/collect?en=${fields.eventName}&${query(parameters)}`, { method: "POST", mode: "no-cors", keepalive: true }).catch(() => undefined);
    if (tag.type === "awct") {
      script(`https://www.googleadservices.com/pagead/conversion_async.js`);
      image(`https://www.googleadservices.com/pagead/conversion/${fields.conversionId}/?label=${fields.conversionLabel}&oid=${fields.orderId}`);
      image(`https://www.google.com/pagead/1p-conversion/${fields.conversionId}/?label=${fields.conversionLabel}`);
      void fetch(`https://googleads.g.doubleclick.net/pagead/viewthroughconversion/${fields.conversionId}/`, { mode: "no-cors", keepalive: true }).catch(() => undefined);
    }
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
    const due = definitions.tag
      .filter((tag) => !tag.paused && tag.firingTriggerId.some((id) => met.has(id)))
      .sort((a, b) => Number(b.priority?.value ?? 0) - Number(a.priority?.value ?? 0));
    for (const tag of due) {
      const needed = tag.consentSettings?.consentStatus === "NEEDED" ? (tag.consentSettings.consentType?.list ?? []).map((entry) => entry.value!) : [];
      const excepted = (tag.blockingTriggerId ?? []).some((id) => met.has(id));
      const fired = !excepted && needed.every((signal) => consent[signal] === "granted");
      if (fired && tag.tagFiringOption === "ONCE_PER_LOAD") {
        if (firedOnce.has(tag.name)) continue;
        firedOnce.add(tag.name);
      }
      const rows = param(tag.parameter, "eventSettingsTable")?.list ?? [];
      const parameters = fired ? Object.fromEntries(rows.map((row) => [param(row.map, "parameter")?.value, resolve(param(row.map, "parameterValue")?.value)])) : {};
      const fields = fired
        ? Object.fromEntries((tag.parameter ?? []).filter((entry) => entry.type === "TEMPLATE" && entry.key).map((entry) => [entry.key!, resolve(entry.value)]))
        : {};
      record.tags.push({ tag: tag.name, event, fired, parameters, fields });
      if (fired) send(tag, fields, parameters);
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
    // GTM runs Consent Initialization and Initialization before the snippet's gtm.js (and pushes them to the queue).
    if (message.event === "gtm.js") layer.push({ event: "gtm.init_consent" }, { event: "gtm.init" });
    message["gtm.uniqueEventId"] = nextEventId++;
    Object.assign(model, message);
    if (typeof message.event === "string") runEvent(message.event);
  }

  definitions.variable.push(...(options.probeVariables ?? []));
  const w = window as unknown as { dataLayer?: unknown[] };
  const layer = (w.dataLayer = w.dataLayer || []);
  const queued = layer.slice();
  const push = layer.push;
  layer.push = function (this: unknown[], ...entries: unknown[]) {
    const length = push.apply(this, entries);
    entries.forEach(processEntry);
    return length;
  };
  queued.forEach(processEntry);
  for (const probe of options.probeVariables ?? []) variable(probe.name);
}
