import { captureTouch } from "../../../src/lib/attribution";
import { readStoredConsent } from "../../../src/lib/consent";

/**
 * Records this tab's landing (and, with ad_storage consent, the first touch)
 * for the page just shown: a campaign address is only seen by the page it
 * lands on. The page's address, referrer and time are read at once; keeping
 * them waits until the visitor leaves the page (pagehide, or the tab being
 * hidden, after which a phone may discard it without a pagehide), because
 * reading the consent cookie, sessionStorage and localStorage are synchronous
 * round trips to the browser process that would otherwise land in the page's
 * first tasks. Sending a form captures the same touch first
 * (buildAttribution), so no visit goes unrecorded. Everything else about
 * attribution runs when a form is sent (src/lib/attribution.ts).
 */
export function installAttributionCapture(win: Window): void {
  const doc = win.document;
  const page = { url: win.location.href, referrer: doc.referrer, now: Date.now() };
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    win.removeEventListener("pagehide", keep);
    doc.removeEventListener("visibilitychange", keepWhenHidden);
    try {
      captureTouch({
        ...page,
        adStorageGranted: readStoredConsent()?.ad_storage === "granted",
        session: win.sessionStorage,
        local: win.localStorage,
      });
    } catch {
      // storage not available (blocked or sandboxed): nothing is kept
    }
  };
  const keepWhenHidden = () => {
    if (doc.visibilityState === "hidden") keep();
  };
  win.addEventListener("pagehide", keep);
  doc.addEventListener("visibilitychange", keepWhenHidden);
}
