/**
 * A visitor using a part of the page, as against reading it, scrolling past
 * it or pointing at it: the focus enters it, a press or a touch lands inside
 * it, a key is pressed in it. What only such a visitor needs (Google's
 * captcha script for a lead form) waits for it.
 *
 * The page runtime marks each island the moment it is engaged with, from the
 * first paint on (plugins/gatsby-plugin-swc-delivery/page-runtime/islands.ts), so code that arrives later
 * still learns what happened before it ran (engagedAlready).
 */
export const ENGAGEMENT_EVENTS = ["focusin", "pointerdown", "touchstart", "keydown"] as const;

/** Set on an element the visitor has engaged with. */
export const ENGAGED_ATTRIBUTE = "data-engaged";

/**
 * Calls `onFirst` once, at the first event of one of `types` inside `node`
 * (heard as it passes `node` on its way in, so events that do not bubble, as
 * pointerenter, count too); returns a function that stops watching.
 */
export function watchFirstEvent(node: Element, types: readonly string[], onFirst: () => void): () => void {
  const stop = () => {
    for (const type of types) node.removeEventListener(type, first, { capture: true });
  };
  const first = () => {
    stop();
    onFirst();
  };
  for (const type of types) node.addEventListener(type, first, { capture: true, passive: true });
  return stop;
}

/** Calls `onEngage` once, at the first engagement inside `node`; returns a function that stops watching. */
export function watchEngagement(node: Element, onEngage: () => void): () => void {
  return watchFirstEvent(node, ENGAGEMENT_EVENTS, onEngage);
}

/** Marks `node` with ENGAGED_ATTRIBUTE at the first engagement inside it. */
export function markEngagement(node: Element): void {
  watchEngagement(node, () => node.setAttribute(ENGAGED_ATTRIBUTE, ""));
}

/** Whether the visitor has engaged with `node` already: an element around it is marked, or the focus is inside it. */
export function engagedAlready(node: Element): boolean {
  return node.closest(`[${ENGAGED_ATTRIBUTE}]`) !== null || node.contains(node.ownerDocument.activeElement);
}
