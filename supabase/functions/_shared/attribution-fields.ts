/**
 * The names of what a lead's attribution records: one source for the page
 * runtime's capture, the form's module (src/lib/attribution.ts) and the
 * function's validation (contact-schema.ts), with the one rule of what an
 * address keeps (keptAddress). Constants and small functions, no imports, so
 * the capture that runs on every page stays a few hundred bytes.
 */
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Google Ads (gclid, and gbraid/wbraid for iOS app and web), Meta, Microsoft Ads, LinkedIn. */
export const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "li_fat_id"] as const;
export const CAMPAIGN_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;
/**
 * What may be kept before the visitor granted ad_storage: which campaign
 * brought the visit, never an identifier of the click (or of the person).
 */
export const CONSENTLESS_PARAMS = ["utm_source", "utm_medium", "utm_campaign"] as const;

export type UtmParam = (typeof UTM_PARAMS)[number];
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** Caps of attribution values (the function refuses longer ones). */
export const ATTRIBUTION_LIMITS = { url: 2048, utm: 300, clickId: 512 } as const;
/**
 * The database's cap of a stored attribution (octet_length of its jsonb
 * text; the CHECK in the *_lead_limits.sql migration repeats this number and a
 * test compares the two). A unit test builds the largest attribution the
 * caps above allow and checks it fits.
 */
export const ATTRIBUTION_MAX_BYTES = 32768;
/**
 * Page addresses as the browser serialises them: printable ASCII without
 * quote or backslash, so each character is one byte in the database.
 */
export const ADDRESS_PATTERN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
/** Ad platforms' click ids are URL-safe base64 or hex (gclid: letters, digits, - and _). */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;

/**
 * sessionStorage: this tab's latest touch (its landing, or a later page that
 * carried campaign parameters). Without ad_storage consent it holds the page
 * address with CONSENTLESS_PARAMS only.
 */
export const VISIT_TOUCH_KEY = "swc_touch_visit";
/** localStorage, only with ad_storage consent (it holds click ids): the first touch, for FIRST_TOUCH_DAYS. */
export const FIRST_TOUCH_KEY = "swc_touch_first";
export const FIRST_TOUCH_DAYS = 90;

/** What the capture keeps: the page address (known parameters only), the referrer's origin and path, the time (ms). */
export interface RawTouch {
  url: string;
  referrer: string;
  at: number;
}

/**
 * The rule for every address a lead keeps, in the browser (the capture and
 * the form, src/lib/attribution.ts) and in the function (contact-schema.ts
 * applies it to whatever it receives): origin and path plus `params` found in
 * it; never credentials (user:pass@), a fragment or any other parameter (an
 * ?email= or a reset token). An address longer than ATTRIBUTION_LIMITS.url
 * once its parameters are re-encoded keeps its origin and path only. "" when
 * it is not a web address.
 */
function addressKeeping(value: string, params: readonly string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return "";
    const bare = `${url.origin}${url.pathname}`;
    const kept = new URL(bare);
    for (const name of params) {
      const param = url.searchParams.get(name);
      if (param !== null) kept.searchParams.set(name, param);
    }
    const text = kept.toString();
    return text.length <= ATTRIBUTION_LIMITS.url ? text : bare.slice(0, ATTRIBUTION_LIMITS.url);
  } catch {
    return "";
  }
}

/**
 * A page of the site as it may be kept, with or without consent: the campaign
 * parameters the consent allows (CAMPAIGN_PARAMS with ad_storage, else
 * CONSENTLESS_PARAMS) and nothing else (addressKeeping).
 */
export function keptAddress(value: string, adStorageGranted: boolean): string {
  return addressKeeping(value, adStorageGranted ? CAMPAIGN_PARAMS : CONSENTLESS_PARAMS);
}

/** A referrer as it may be kept: another site's origin and path only, its query none of ours. */
export function keptReferrer(value: string): string {
  return addressKeeping(value, []);
}
