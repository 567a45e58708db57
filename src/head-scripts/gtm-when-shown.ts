import { whenShown } from "../lib/activation";
import { dataLayerOf } from "../lib/data-layer";

/** What the GTM loader is given: the container's script URL (its queue is the site's dataLayer). */
export interface GtmLoaderData {
  src: string;
}

/**
 * Google Tag Manager's loader, as its snippet does it (the gtm.js start
 * event, then the container's script, async, before the page's first
 * script), run at once on a page loaded normally and only when it is shown
 * on a page the browser prerendered (Speculation Rules): a prerendered page
 * that is never opened loads no tag and counts no visit.
 */
export function loadGtmWhenShown(win: Window, data: GtmLoaderData): void {
  const doc = win.document;
  whenShown(doc, () => {
    dataLayerOf(win).push({ "gtm.start": new Date().getTime(), event: "gtm.js" });
    const script = doc.createElement("script");
    script.async = true;
    script.src = data.src;
    const first = doc.getElementsByTagName("script")[0];
    first.parentNode!.insertBefore(script, first);
  });
}
