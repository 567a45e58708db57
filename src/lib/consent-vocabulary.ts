import { EVENT_PREFIX } from "./analytics-vocabulary";

/**
 * The words of the consent pushes: signals, choices, the wait and the event.
 * A leaf, like ./analytics-vocabulary: the consent module (which re-exports
 * these) and the zod schemas both read it, without importing each other in
 * a circle.
 */

/** Google Consent Mode v2's signals, in the order the consent cookie stores them. */
/** Why a stored key is kept: strictly necessary needs no consent; the rest follow the banner's purposes. */
export type StorageCategory = "necessary" | "analytics" | "advertising";

export const CONSENT_SIGNALS = ["analytics_storage", "ad_storage", "ad_user_data", "ad_personalization"] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];
/** What the banner's buttons record: Accept all, Reject all, or Save my choices. */
export const CONSENT_CHOICES = ["accept_all", "reject_all", "custom"] as const;
/**
 * The consent event's choice when no button on the page was pressed: the page
 * brought GTM in line with a choice stored since it last told GTM one (made in
 * another tab, or while the page waited in the back/forward cache).
 */
export const STORED_CHOICE = "stored";
/** How long tags wait for the banner's update before firing with the default. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
/** Custom event pushed after every choice, so GTM can fire tags that waited for consent. */
export const CONSENT_EVENT_NAME = `${EVENT_PREFIX} consent update`;

// The consent banner's markup hooks: ConsentBanner.tsx writes them, the page runtime's consent banner acts on them.
/** On the banner. */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";
/** On the banner's buttons: the ConsentChoice the button records. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
/** On the banner's "Customize" <details>. */
export const CONSENT_CUSTOMIZE_ATTRIBUTE = "data-consent-customize";
/** On the footer's "Cookie settings" button. */
export const CONSENT_SETTINGS_ATTRIBUTE = "data-consent-settings";
/** Set on the banner while it is open on the visitor's request. */
export const CONSENT_REOPENED_ATTRIBUTE = "data-reopened";
