/**
 * A visitor using a part of the page, as against reading it, scrolling past
 * it or pointing at it: the focus enters it, a press or a touch lands inside
 * it, a key is pressed in it. What only such a visitor needs (Google's
 * captcha script for a lead form) waits for it.
 *
 * The page runtime marks each island the moment it is engaged with, from the
 * first paint on (src/page-runtime/islands.ts), so code that arrives later
 * still learns what happened before it ran (engagedAlready).
 */
export const ENGAGEMENT_EVENTS = ["focusin", "pointerdown", "touchstart", "keydown"] as const;

/** Set on an element the visitor has engaged with. */
export const ENGAGED_ATTRIBUTE = "data-engaged";

/** Calls `onEngage` once, at the first engagement inside `node`; returns a function that stops watching. */
export function watchEngagement(node: Element, onEngage: () => void): () => void {
  const stop = () => {
    for (const type of ENGAGEMENT_EVENTS) node.removeEventListener(type, engage, { capture: true });
  };
  const engage = () => {
    stop();
    onEngage();
  };
  for (const type of ENGAGEMENT_EVENTS) node.addEventListener(type, engage, { capture: true, passive: true });
  return stop;
}

/** Marks `node` with ENGAGED_ATTRIBUTE at the first engagement inside it. */
export function markEngagement(node: Element): void {
  watchEngagement(node, () => node.setAttribute(ENGAGED_ATTRIBUTE, ""));
}

/** Whether the visitor has engaged with `node` already: an element around it is marked, or the focus is inside it. */
export function engagedAlready(node: Element): boolean {
  return node.closest(`[${ENGAGED_ATTRIBUTE}]`) !== null || node.contains(node.ownerDocument.activeElement);
}
