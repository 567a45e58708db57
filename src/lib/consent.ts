import { PAGE_EVENT_NAME } from "./analytics-vocabulary";
import { CONSENT_EVENT_NAME, CONSENT_SIGNALS, STORED_CHOICE, type ConsentSignal } from "./consent-vocabulary";
import { forgetExperiments } from "./experiment-records";
import { appendToDataLayer, dataLayerOf } from "./data-layer";
import { withdrawnTagCookies } from "./tag-cookies";
import { loadLateCode } from "./late-code";
import type { ConsentChoice, ConsentState, ConsentValue } from "./analytics-schema";

/**
 * Google Consent Mode v2 for the site (docs/analytics.md "Consent").
 *
 * 1. Before GTM loads, an inline head script (src/head-scripts/consent-default.ts, placed
 *    first in <head> by gatsby-ssr) pushes `gtag('consent','default',…)`:
 *    everything denied with wait_for_update, or the visitor's stored choice.
 * 2. The banner (src/components/consent, its behaviour in the page runtime:
 *    plugins/gatsby-plugin-swc-delivery/page-runtime/consent-banner.ts) records a choice with
 *    `gtag('consent','update',…)`, a custom event, and a first-party cookie;
 *    withdrawing a purpose deletes the cookies it allowed.
 * 3. Before every analytics push (src/lib/analytics.ts pushToDataLayer), the
 *    page reads the stored choice again and, when it is not what the page last
 *    told GTM, tells GTM first (syncGtmConsent): a page restored from the
 *    back/forward cache, or left open while the choice changed in another
 *    tab, never pushes an event under a consent the visitor took back.
 *
 * Events are always pushed to the dataLayer. The container implements
 * Consent Mode's *basic* behaviour: every tag waits for the consent it needs
 * (GTM's additional consent checks), so nothing is sent to Google, not even a
 * cookieless ping, before the visitor says yes (docs/analytics.md "Consent").
 */

// The signals, choices, wait and event name are declared in ./consent-vocabulary (the schemas read them too).
export * from "./consent-vocabulary";
// Declared once as zod schemas; only the types are imported here (the page runtime carries no schema library).
export type { ConsentChoice, ConsentState, ConsentValue };

/** First-party cookie holding the choice: "v1-" + one letter per signal (g/d) in CONSENT_SIGNALS order. */
export const CONSENT_COOKIE = "swc_consent";
const COOKIE_VERSION = "v1";
/** A choice is asked again after six months (a common regulator guideline). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Every signal of CONSENT_SIGNALS with one value. */
const everySignal = (value: ConsentValue) => Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value])) as ConsentState;
export const ALL_DENIED: ConsentState = /* @__PURE__ */ everySignal("denied");
export const ALL_GRANTED: ConsentState = /* @__PURE__ */ everySignal("granted");

/**
 * The signals each purpose the visitor can toggle under "Customize" sets: all
 * the page runtime needs to record a choice (the words are in CONSENT_PURPOSES,
 * which only the server render and the docs read, so the inline runtime
 * carries none of them).
 */
const ANALYTICS_SIGNALS = ["analytics_storage"] as const satisfies readonly ConsentSignal[];
const ADVERTISING_SIGNALS = ["ad_storage", "ad_user_data"] as const satisfies readonly ConsentSignal[];
const PERSONALIZATION_SIGNALS = ["ad_personalization"] as const satisfies readonly ConsentSignal[];
export const CONSENT_PURPOSE_SIGNALS = {
  analytics: ANALYTICS_SIGNALS,
  advertising: ADVERTISING_SIGNALS,
  personalization: PERSONALIZATION_SIGNALS,
};

export type ConsentPurposeId = keyof typeof CONSENT_PURPOSE_SIGNALS;
export const CONSENT_PURPOSE_IDS = /* @__PURE__ */ Object.keys(CONSENT_PURPOSE_SIGNALS) as ConsentPurposeId[];

/** The purposes as the banner and docs show them. */
export const CONSENT_PURPOSES = [
  {
    id: "analytics",
    label: "Analytics",
    description:
      "Statistics on how pages and services are used (Google Analytics), so we can improve what we publish. While we compare two versions of a page, a cookie (swc_exp, kept until the comparison ends) shows you the same one on every visit, and this browser keeps which one you saw (swc_exp) to send with any message you send us.",
    signals: ANALYTICS_SIGNALS,
  },
  {
    id: "advertising",
    label: "Advertising measurement",
    description:
      "Lets us see whether our campaigns bring visitors here, and share conversions with ad platforms such as Google Ads: the ad click that brought you is kept in this browser (for 90 days, with the campaign that first brought you here) and sent with any message you send us. Without it, only which campaign began this visit is kept, until the tab closes.",
    signals: ADVERTISING_SIGNALS,
  },
  {
    id: "personalization",
    label: "Personalized advertising",
    description: "Allows ad platforms to show you SWC advertising based on this visit (remarketing).",
    signals: PERSONALIZATION_SIGNALS,
  },
] as const satisfies ReadonlyArray<{ id: ConsentPurposeId; label: string; description: string; signals: readonly ConsentSignal[] }>;

export function stateFromPurposes(enabled: Partial<Record<ConsentPurposeId, boolean>>): ConsentState {
  const state = { ...ALL_DENIED };
  for (const id of CONSENT_PURPOSE_IDS) {
    if (enabled[id]) for (const signal of CONSENT_PURPOSE_SIGNALS[id]) state[signal] = "granted";
  }
  return state;
}

export function purposesFromState(state: ConsentState): Record<ConsentPurposeId, boolean> {
  return Object.fromEntries(
    CONSENT_PURPOSE_IDS.map((id) => [id, CONSENT_PURPOSE_SIGNALS[id].every((signal) => state[signal] === "granted")]),
  ) as Record<ConsentPurposeId, boolean>;
}

export function encodeConsent(state: ConsentState): string {
  return `${COOKIE_VERSION}-${CONSENT_SIGNALS.map((signal) => (state[signal] === "granted" ? "g" : "d")).join("")}`;
}

/** The consent cookie in a `document.cookie` string; group 1 holds one letter per signal. */
export const COOKIE_PATTERN = /* @__PURE__ */ new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=${COOKIE_VERSION}-([gd]{${CONSENT_SIGNALS.length}})(?:;|$)`);

/** The stored choice in a `document.cookie` string, or null when there is none (or it is malformed). */
export function decodeConsentCookie(cookieString: string): ConsentState | null {
  const match = COOKIE_PATTERN.exec(cookieString);
  if (!match) return null;
  return Object.fromEntries(
    CONSENT_SIGNALS.map((signal, index) => [signal, match[1][index] === "g" ? "granted" : "denied"]),
  ) as ConsentState;
}

/**
 * Set on <html> by the head script when a choice is stored: the server-rendered
 * first-visit banner is hidden by CSS before the first paint (global.css), so a
 * returning visitor never sees it flash while the page's JavaScript loads.
 */
export const CONSENT_STORED_ATTRIBUTE = "data-consent-stored";

/**
 * Google's gtag(): pushes its real `arguments` object, which is what GTM
 * recognises as a command (a plain array or object would be a data push).
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  appendToDataLayer(arguments);
}

/** The stored choice; null when there is none, or the page may not read cookies (a sandboxed frame). */
export function readStoredConsent(): ConsentState | null {
  try {
    return decodeConsentCookie(document.cookie);
  } catch {
    return null;
  }
}

/**
 * Removes the cookies Google's tags set that `state` does not allow (the
 * analytics tags' without analytics consent, the ad tags' without ad
 * consent). The removal is late code, requested only when there is such a
 * cookie: the page runtime carries only the check.
 */
export function removeWithdrawnTagCookies(state: ConsentState): void {
  try {
    if (withdrawnTagCookies(document.cookie, state).length) {
      loadLateCode(["tag-cookies"]).then(([removal]) => removal.default(document, state), () => undefined);
    }
  } catch {
    // Cookies are blocked (a sandboxed frame): there is none to remove.
  }
}

/**
 * What a state no longer allows is removed, not ignored from now on: without
 * analytics consent the experiments' records and the analytics tags'
 * cookies, without ad consent the ad tags' cookies.
 */
function forgetWithdrawn(state: ConsentState): void {
  if (state.analytics_storage !== "granted") forgetExperiments(document);
  removeWithdrawnTagCookies(state);
}

function storeConsent(state: ConsentState): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${encodeConsent(state)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  forgetWithdrawn(state);
}

/** Whether a dataLayer entry is a gtag consent default or update command; its state, or null. */
function consentCommandState(entry: unknown): Partial<Record<ConsentSignal, unknown>> | null {
  const command = entry as { 0?: unknown; 1?: unknown; 2?: Partial<Record<ConsentSignal, unknown>> } | null;
  return command && command[0] === "consent" && (command[1] === "default" || command[1] === "update") && command[2] && typeof command[2] === "object" ? command[2] : null;
}

/**
 * The consent the page last told GTM: its consent commands merged in the
 * order GTM processes them (null before the first, as on a prerendered page
 * not shown yet).
 */
export function consentToldGtm(layer: readonly unknown[]): Partial<Record<ConsentSignal, unknown>> | null {
  let told: Partial<Record<ConsentSignal, unknown>> | null = null;
  for (const entry of layer) {
    const state = consentCommandState(entry);
    if (state) told = Object.assign({}, told, state);
  }
  return told;
}

/**
 * Brings GTM in line with the stored choice when the page last told it
 * another (no choice stored counts as all denied): an update command and the
 * consent event (choice STORED_CHOICE), after removing what the stored
 * choice no longer allows. Called before every analytics push, so the choice
 * is read at the moment of the push, and by the page runtime when the page is
 * shown or hidden (plugins/gatsby-plugin-swc-delivery/page-runtime/consent-sync.ts). Nothing happens before
 * the page told GTM a default: that default reads the choice itself.
 */
export function syncGtmConsent(): void {
  const told = consentToldGtm(dataLayerOf(window));
  const stored = readStoredConsent() ?? ALL_DENIED;
  if (!told || CONSENT_SIGNALS.every((signal) => told[signal] === stored[signal])) return;
  forgetWithdrawn(stored);
  tellGtm(stored, STORED_CHOICE);
}

/**
 * Whether the page's latest page view is still uncounted for want of
 * analytics consent, reading the dataLayer in the order GTM processes it:
 * the view was pushed while analytics_storage was denied (GTM blocked its
 * tag, and never runs a blocked tag again), and no consent command granted
 * analytics_storage since. A view pushed after a grant was counted as it came.
 */
export function pageViewAwaitingConsent(layer: readonly unknown[]): boolean {
  let granted = false;
  let waiting = false;
  for (const entry of layer) {
    const state = consentCommandState(entry)?.analytics_storage;
    if (state === "granted" || state === "denied") {
      granted = state === "granted";
      if (granted) waiting = false;
    } else if ((entry as { event?: unknown } | null)?.event === PAGE_EVENT_NAME) {
      waiting = !granted;
    }
  }
  return waiting;
}

/** The custom event pushed after a choice; `pageViewPending` as pageViewAwaitingConsent found it before this choice. */
export function consentUpdateEvent(state: ConsentState, choice: ConsentChoice | typeof STORED_CHOICE, pageViewPending = false) {
  return {
    event: CONSENT_EVENT_NAME,
    consent_choice: choice,
    ...state,
    page_view_pending: pageViewPending && state.analytics_storage === "granted",
  };
}

/** The consent update command, then the consent event, which counts a page view still waiting for this consent. */
function tellGtm(state: ConsentState, choice: ConsentChoice | typeof STORED_CHOICE): void {
  const pending = pageViewAwaitingConsent(dataLayerOf(window));
  gtag("consent", "update", { ...state });
  appendToDataLayer(consentUpdateEvent(state, choice, pending));
}

/** Records the visitor's choice: cookie first, then the consent update, then the event. */
export function applyConsentChoice(state: ConsentState, choice: ConsentChoice): void {
  storeConsent(state);
  tellGtm(state, choice);
}
