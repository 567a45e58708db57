import { captureTouch } from "../lib/attribution";
import { readStoredConsent } from "../lib/consent";
import { whenIdleAfterLoad } from "./activation";

/**
 * Records this tab's landing (and, with ad_storage consent, the first touch)
 * for the page just shown: a campaign address is only seen by the page it
 * lands on. The page's address, referrer and time are read at once; keeping
 * them waits for the first idle moment after load, because reading the
 * consent cookie, sessionStorage and localStorage are synchronous round trips
 * to the browser process, which cost several milliseconds while the page is
 * still being parsed. A page left before that keeps its touch on the way out
 * (pagehide), and sending a form captures the same touch first
 * (buildAttribution), so no visit goes unrecorded. Everything else about
 * attribution runs when a form is sent (src/lib/attribution.ts).
 */
export function installAttributionCapture(win: Window): void {
  const page = { url: win.location.href, referrer: win.document.referrer, now: Date.now() };
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    win.removeEventListener("pagehide", keep);
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
  win.addEventListener("pagehide", keep);
  whenIdleAfterLoad(win, keep);
}
