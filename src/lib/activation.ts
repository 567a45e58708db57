/**
 * A page the browser prerenders (Speculation Rules, on a hover or a press of
 * a link) runs its scripts before the visitor sees it, and may never be shown.
 * Whatever counts a visit (the page view, attribution, the vitals reporter)
 * waits until the page is shown: at once for a page loaded normally, at
 * activation for a prerendered one.
 */
type PrerenderingDocument = Document & { prerendering?: boolean };

export function whenShown(doc: Document, task: () => void): void {
  if ((doc as PrerenderingDocument).prerendering) doc.addEventListener("prerenderingchange", () => task(), { once: true });
  else task();
}

/**
 * Runs `task` at once on a page loaded normally; on a prerendered page, once
 * it is shown and has painted its first frame, so work that can wait (an
 * island's hydration) does not delay the page the visitor just opened.
 */
export function whenShownAndPainted(doc: Document, task: () => void): void {
  if (!(doc as PrerenderingDocument).prerendering) return task();
  whenShown(doc, () => doc.defaultView!.requestAnimationFrame(() => setTimeout(task)));
}

/** Runs `task` once the document's body is parsed (at once if it already is). */
export function whenParsed(doc: Document, task: () => void): void {
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => task(), { once: true });
  else task();
}

/** The longest an idle-time task waits for the main thread to be idle. */
export const IDLE_TIMEOUT_MS = 10_000;

/** Runs `task` when the main thread is next idle (after `timeoutMs` at the latest). */
export function whenIdle(win: Window, task: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else win.setTimeout(task, 0);
}

/** Runs `task` once the page has loaded and the main thread is idle (after IDLE_TIMEOUT_MS at the latest). */
export function whenIdleAfterLoad(win: Window, task: () => void): void {
  if (win.document.readyState === "complete") whenIdle(win, task);
  else win.addEventListener("load", () => whenIdle(win, task), { once: true });
}
