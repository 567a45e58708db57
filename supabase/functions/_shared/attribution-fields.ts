/**
 * The names of what a lead's attribution records: one source for the page
 * runtime's capture, the form's module (src/lib/attribution.ts) and the
 * function's validation (attribution-schema.ts). Constants only, no imports,
 * so the capture that runs on every page stays a few hundred bytes.
 */
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Google Ads (gclid, and gbraid/wbraid for iOS app and web), Meta, Microsoft Ads, LinkedIn. */
export const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "li_fat_id"] as const;
export const CAMPAIGN_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;

export type UtmParam = (typeof UTM_PARAMS)[number];
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** Caps of attribution values (the function refuses longer ones). */
export const ATTRIBUTION_LIMITS = { url: 2048, utm: 300, clickId: 512 } as const;
/** Ad platforms' click ids are URL-safe base64 or hex (gclid: letters, digits, - and _). */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;

/** sessionStorage: this tab's latest touch (its landing, or a later page that carried campaign parameters). */
export const VISIT_TOUCH_KEY = "swc_touch_visit";
/** localStorage, only with analytics consent: the first touch, for FIRST_TOUCH_DAYS. */
export const FIRST_TOUCH_KEY = "swc_touch_first";
export const FIRST_TOUCH_DAYS = 90;

/** What the capture keeps: the raw page address, the referrer and the time (ms); parsed when a form is sent. */
export interface RawTouch {
  url: string;
  referrer: string;
  at: number;
}
