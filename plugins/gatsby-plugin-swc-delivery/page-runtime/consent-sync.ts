import { ALL_DENIED, readStoredConsent, removeWithdrawnTagCookies, syncGtmConsent } from "../../../src/lib/consent";
import { whenShown } from "../../../src/lib/activation";

/**
 * Keeps GTM's consent in step with the stored choice between pushes too (every
 * analytics push checks it first, src/lib/analytics.ts): when the page is
 * shown again from the back/forward cache, before the page's other pageshow
 * listeners (the experiment script's exposure) run, and when the tab is
 * shown or hidden, before Google's tag sends what it sends as the visitor
 * leaves, a choice made in another tab meanwhile is GTM's. When the page is
 * first shown, tag cookies the stored choice does not allow are removed: a
 * withdrawal's removal cut short by leaving the page is finished here.
 */
export function installConsentSync(win: Window): void {
  win.addEventListener("pageshow", syncGtmConsent);
  win.document.addEventListener("visibilitychange", syncGtmConsent);
  whenShown(win.document, () => removeWithdrawnTagCookies(readStoredConsent() ?? ALL_DENIED));
}
