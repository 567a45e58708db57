import { captureTouch } from "../lib/attribution";
import { readStoredConsent } from "../lib/consent";

/**
 * Records this tab's landing (and, with ad_storage consent, the first touch)
 * as the page loads: a campaign address is only seen by the page it lands on,
 * and client-side navigation keeps that document. Everything else about
 * attribution runs when a form is sent (src/lib/attribution.ts).
 */
export function installAttributionCapture(win: Window): void {
  try {
    captureTouch({
      url: win.location.href,
      referrer: win.document.referrer,
      now: Date.now(),
      adStorageGranted: readStoredConsent()?.ad_storage === "granted",
      session: win.sessionStorage,
      local: win.localStorage,
    });
  } catch {
    // storage not available (blocked or sandboxed): nothing is kept
  }
}
