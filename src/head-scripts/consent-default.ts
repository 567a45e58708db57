import { ALL_DENIED, CONSENT_STORED_ATTRIBUTE, decodeConsentCookie, gtag } from "../lib/consent";
import { CONSENT_WAIT_FOR_UPDATE_MS } from "../lib/consent-vocabulary";
import { dataLayerOf } from "../lib/data-layer";
import { whenShown } from "../lib/activation";

/**
 * The Consent Mode default, the first script in every page's <head> (before
 * GTM's snippet). It reads the stored choice twice: when parsed, to mark
 * <html> for CSS (a stored choice hides the server-rendered first-visit
 * banner before the first paint), and again when the page is shown, for the
 * default itself (a page prerendered before the visitor withdrew consent
 * starts with what is stored when it is opened). Without a stored choice
 * everything is denied and GTM waits briefly for the banner's answer.
 */
export function setConsentDefault(win: Window): void {
  const doc = win.document;
  const readStored = () => {
    const stored = decodeConsentCookie(doc.cookie);
    if (stored) doc.documentElement.setAttribute(CONSENT_STORED_ATTRIBUTE, "");
    return stored;
  };
  dataLayerOf(win);
  // Google's global gtag(), as a page with gtag.js has it: a tag's or an admin's gtag() call reaches the dataLayer.
  (win as Window & { gtag?: typeof gtag }).gtag = gtag;
  readStored();
  whenShown(doc, () => {
    const stored = readStored();
    gtag("consent", "default", stored ?? { ...ALL_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
    gtag("set", "ads_data_redaction", true);
  });
}
