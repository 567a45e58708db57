import { PAGE_EVENT_NAME, pushToDataLayer } from "./analytics";
import { CONSENT_EVENT_NAME, CONSENT_SIGNALS, CONSENT_WAIT_FOR_UPDATE_MS, type ConsentSignal } from "./consent-vocabulary";
import { whenShownScript } from "./when-shown-script";
import { forgetExperiments } from "./experiment-records";
import type { ConsentChoice, ConsentState, ConsentValue } from "./analytics-schema";

/**
 * Google Consent Mode v2 for the site (docs/analytics.md "Consent").
 *
 * 1. Before GTM loads, an inline head script (CONSENT_DEFAULT_SCRIPT, placed
 *    first in <head> by gatsby-ssr) pushes `gtag('consent','default',…)`:
 *    everything denied with wait_for_update, or the visitor's stored choice.
 * 2. The banner (src/components/consent, its behaviour in the page runtime:
 *    src/page-runtime/consent-banner.ts) records a choice with
 *    `gtag('consent','update',…)`, a custom event, and a first-party cookie.
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

export const ALL_DENIED: ConsentState = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
export const ALL_GRANTED: ConsentState = {
  analytics_storage: "granted",
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

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
export const CONSENT_PURPOSE_IDS = Object.keys(CONSENT_PURPOSE_SIGNALS) as ConsentPurposeId[];

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
export const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=${COOKIE_VERSION}-([gd]{${CONSENT_SIGNALS.length}})(?:;|$)`);

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
 * The inline head script. It must run before GTM, so it is tiny, has no
 * dependencies, and its text only changes when these constants do — a CSP
 * can pin its hash (printed in docs/analytics.md). It mirrors
 * decodeConsentCookie; a unit test runs it against the same cookies.
 */
export const CONSENT_DEFAULT_SCRIPT = /* @__PURE__ */ consentDefaultScript();

/** Built by a function so that bundles which do not use the script (the page runtime) leave it out. */
function consentDefaultScript(): string {
  return (
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}` +
  `(function(){var m=document.cookie.match(/${COOKIE_PATTERN.source.replace(/\//g, "\\/")}/),` +
  `k=${JSON.stringify(CONSENT_SIGNALS)},s={},i;` +
  `for(i=0;i<${CONSENT_SIGNALS.length};i++)s[k[i]]=m&&m[1][i]=="g"?"granted":"denied";` +
  `if(m)document.documentElement.setAttribute("${CONSENT_STORED_ATTRIBUTE}","");else s.wait_for_update=${CONSENT_WAIT_FOR_UPDATE_MS};` +
  // The mark above is for CSS (no banner over a stored choice); the commands wait until the page is shown, like GTM's snippet after this.
  whenShownScript(`gtag("consent","default",s);gtag("set","ads_data_redaction",true)`) +
  `})();`
  );
}

/**
 * Google's gtag(): pushes its real `arguments` object, which is what GTM
 * recognises as a command (a plain array or object would be a data push).
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  pushToDataLayer(arguments);
}

export function readStoredConsent(): ConsentState | null {
  if (typeof document === "undefined") return null;
  return decodeConsentCookie(document.cookie);
}

function storeConsent(state: ConsentState): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${encodeConsent(state)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  // Without analytics consent nothing about experiments may stay: not ignored from now on, removed.
  if (state.analytics_storage !== "granted") forgetExperiments(document);
}

/**
 * Whether the page's latest page view is still uncounted for want of
 * analytics consent, reading the dataLayer in the order GTM processes it:
 * the view was pushed while analytics_storage was denied (GTM blocked its
 * tag, and never runs a blocked tag again), and no consent command granted
 * analytics_storage since. A view pushed after a grant was counted as it came.
 */
export function pageViewAwaitingConsent(layer: ArrayLike<unknown>): boolean {
  let granted = false;
  let waiting = false;
  for (const entry of Array.from(layer)) {
    if (!entry || typeof entry !== "object") continue;
    const command = entry as { 0?: unknown; 2?: { analytics_storage?: unknown } };
    const message = entry as { event?: unknown };
    if (command[0] === "consent" && command[2]) {
      const state = command[2].analytics_storage;
      if (state === "granted" || state === "denied") granted = state === "granted";
      if (granted) waiting = false;
    } else if (message.event === PAGE_EVENT_NAME) {
      waiting = !granted;
    }
  }
  return waiting;
}

/** The custom event pushed after a choice; `pageViewPending` as pageViewAwaitingConsent found it before this choice. */
export function consentUpdateEvent(state: ConsentState, choice: ConsentChoice, pageViewPending = false) {
  return {
    event: CONSENT_EVENT_NAME,
    consent_choice: choice,
    ...state,
    page_view_pending: pageViewPending && state.analytics_storage === "granted",
  };
}

/** Records the visitor's choice: cookie first, then the consent update, then the event. */
export function applyConsentChoice(state: ConsentState, choice: ConsentChoice): void {
  const pending = pageViewAwaitingConsent((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []);
  storeConsent(state);
  gtag("consent", "update", { ...state });
  pushToDataLayer(consentUpdateEvent(state, choice, pending));
}
