/**
 * Google Tag Manager's queue, `window.dataLayer`, created when the page has
 * none yet. A leaf: the analytics module pushes events through it (after
 * bringing GTM's consent up to date, src/lib/consent.ts), the consent module
 * its commands and events.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function dataLayerOf(win: Window): unknown[] {
  const w = win as DataLayerWindow;
  return (w.dataLayer = w.dataLayer || []);
}

/** Appends one entry as it is; nothing on the server, where there is no window. */
export function appendToDataLayer(entry: unknown): void {
  if (typeof window !== "undefined") dataLayerOf(window).push(entry);
}
