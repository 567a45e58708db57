import {
  ATTRIBUTION_LIMITS,
  CAMPAIGN_PARAMS,
  CLICK_ID_PATTERN,
  CONSENTLESS_PARAMS,
  FIRST_TOUCH_DAYS,
  FIRST_TOUCH_KEY,
  VISIT_TOUCH_KEY,
  keptAddress,
  keptReferrer,
  type RawTouch,
} from "../../supabase/functions/_shared/attribution-fields";
import type { Attribution, Touch } from "../../supabase/functions/_shared/contact-schema";
import type { ConsentState } from "./consent";

/**
 * Where a lead came from, recorded in the browser in two steps:
 *
 * 1. captureTouch, when each page loaded in full is left or hidden (the inline page runtime, a few
 *    hundred bytes): keeps this tab's touch — its landing page, or a later page
 *    whose address carries campaign parameters — in sessionStorage; and, only
 *    with ad_storage consent (the touch then holds ad click ids), the first
 *    touch in localStorage for 90 days. Without that consent the kept address
 *    has utm_source, utm_medium and utm_campaign only, and anything kept
 *    earlier is cut down or removed. Whatever the consent, a query parameter
 *    that is not a known campaign or click-id key (an `?email=`, a token) is
 *    never kept, and of the referrer only its origin and path.
 * 2. buildAttribution, when a form is sent (in the form's lazily loaded code):
 *    parses the kept touches into the fields the function validates.
 *
 * Storage can be blocked (private modes, policies): then nothing is kept, and
 * the form still sends this page as the last touch.
 */

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const FIRST_TOUCH_MS = FIRST_TOUCH_DAYS * 24 * 60 * 60 * 1000;

function hasCampaign(url: string): boolean {
  try {
    const params = new URL(url).searchParams;
    return CAMPAIGN_PARAMS.some((name) => params.has(name));
  } catch {
    return false;
  }
}

function readRaw(storage: StorageLike, key: string): RawTouch | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "null");
    if (!value || typeof value !== "object") return null;
    const { url, referrer, at } = value as Record<string, unknown>;
    return typeof url === "string" && typeof referrer === "string" && typeof at === "number" ? { url, referrer, at } : null;
  } catch {
    return null;
  }
}

/** The stored first touch if it is younger than 90 days; an older one is removed. */
function readFirstTouch(local: StorageLike, now: number): RawTouch | null {
  const first = readRaw(local, FIRST_TOUCH_KEY);
  if (first && now - first.at < FIRST_TOUCH_MS) return first;
  if (first) local.removeItem(FIRST_TOUCH_KEY);
  return null;
}

export interface CaptureInput {
  url: string;
  referrer: string;
  now: number;
  /** ad_storage granted: click ids may be kept, and the first touch between visits. */
  adStorageGranted: boolean;
  session: StorageLike;
  local: StorageLike;
}

/** Step 1 (page load): updates this tab's touch and, with ad_storage consent, the first touch. Never throws. */
export function captureTouch({ url, referrer, now, adStorageGranted, session, local }: CaptureInput): void {
  try {
    const stored = readRaw(session, VISIT_TOUCH_KEY);
    // A touch kept under an earlier, wider consent (or by an older version of this code) is cut down to what is allowed now.
    const visit = stored && { url: keptAddress(stored.url, adStorageGranted), referrer: keptReferrer(stored.referrer), at: stored.at };
    const here = keptAddress(url, adStorageGranted);
    let current = visit;
    if (here && (!visit || (hasCampaign(here) && here !== visit.url))) current = { url: here, referrer: keptReferrer(referrer), at: now };
    if (current && (current !== stored || current.url !== stored?.url || current.referrer !== stored?.referrer)) {
      session.setItem(VISIT_TOUCH_KEY, JSON.stringify(current));
    }
    if (!adStorageGranted) local.removeItem(FIRST_TOUCH_KEY);
    else if (current && !readFirstTouch(local, now)) local.setItem(FIRST_TOUCH_KEY, JSON.stringify(current));
  } catch {
    // storage blocked: nothing is kept
  }
}

const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * Parses a raw touch, its addresses by the one rule (keptAddress: a touch is
 * read only under the consent it was kept with); drops parameter values the
 * function would refuse instead of losing the lead.
 */
export function touchFromRaw(raw: RawTouch, adStorageGranted: boolean): Touch | null {
  const landingPage = keptAddress(raw.url, adStorageGranted);
  if (!landingPage) return null;
  const touch: Touch = { at: new Date(raw.at).toISOString(), landingPage, referrer: keptReferrer(raw.referrer) };
  const params = new URL(raw.url).searchParams;
  for (const name of adStorageGranted ? CAMPAIGN_PARAMS : CONSENTLESS_PARAMS) {
    const value = params.get(name)?.trim();
    if (!value || CONTROL.test(value)) continue;
    if (name.startsWith("utm_")) {
      if (value.length <= ATTRIBUTION_LIMITS.utm) touch[name] = value;
    } else if (value.length <= ATTRIBUTION_LIMITS.clickId && CLICK_ID_PATTERN.test(value)) {
      touch[name] = value;
    }
  }
  return touch;
}

export interface BuildInput {
  pageUrl: string;
  referrer: string;
  formVariant: string;
  consent: ConsentState | null;
  now: number;
  session: StorageLike;
  local: StorageLike;
}

/**
 * Step 2 (form sent): the attribution sent with the lead, with the consent
 * state in force now (null: the banner was not answered, which grants
 * nothing). Runs the capture once more, so a choice made on this page counts;
 * click ids and the first touch are sent only with ad_storage consent.
 */
export function buildAttribution({ pageUrl, referrer, formVariant, consent, now, session, local }: BuildInput): Attribution {
  const adStorageGranted = consent?.ad_storage === "granted";
  captureTouch({ url: pageUrl, referrer, now, adStorageGranted, session, local });
  let visit: RawTouch | null = null;
  let first: RawTouch | null = null;
  try {
    visit = readRaw(session, VISIT_TOUCH_KEY);
    first = adStorageGranted ? readFirstTouch(local, now) : null;
  } catch {
    // storage blocked
  }
  const fallback = { url: keptAddress(pageUrl, adStorageGranted), referrer: keptReferrer(referrer), at: now };
  return {
    firstTouch: first ? touchFromRaw(first, adStorageGranted) : null,
    lastTouch: touchFromRaw(visit ?? fallback, adStorageGranted),
    formPage: keptAddress(pageUrl, false),
    formVariant,
    consent,
  };
}
