import { useEffect } from "react";

/**
 * Deferred hydration: keep a part of a page out of its first-load JavaScript
 * (issue 6 budget) without removing it from the page.
 *
 * The server render waits for every lazy component, so the HTML is complete.
 * In the browser, React leaves a suspended part exactly as the server sent it
 * (visible, links working, inputs typeable) and hydrates it in place once its
 * code arrives. The code is requested when the visitor heads for that part:
 * scrolls it near the viewport, points at it, touches it or tabs into it. On
 * a client-side navigation there is no server HTML to keep, so it loads at once.
 */

/** How close (after the visitor scrolls) a deferred part must come before its code loads. */
const APPROACH_MARGIN = "600px 0px";
const ENGAGE_EVENTS = ["focusin", "pointerenter", "pointerdown", "touchstart"] as const;

export interface Gate {
  open: () => void;
  opened: Promise<void>;
}

/** A promise the browser resolves on demand; the server resolves it at once. */
export function createGate(): Gate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (typeof window === "undefined") open();
  return { open, opened };
}

/**
 * Opens `gate` when the visitor heads for the element: after a scroll brings
 * it within APPROACH_MARGIN, or on pointer, touch or focus inside it; at once
 * on a client-side navigation (Layout marks <html> once the first page has hydrated).
 */
export function useOpenOnApproach(ref: React.RefObject<HTMLElement>, gate: Gate) {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (document.documentElement.dataset.hydrated === "true" || typeof IntersectionObserver === "undefined") {
      gate.open();
      return;
    }
    // Native listeners on the document, in the capture phase: React's own root
    // listener stops the propagation of discrete events (focusin, pointerdown,
    // touchstart) aimed at a part it has not hydrated yet, so a listener on the
    // part itself would never hear a keyboard visitor tabbing in.
    const engage = (event: Event) => {
      if (event.target instanceof Node && node.contains(event.target)) gate.open();
    };
    for (const type of ENGAGE_EVENTS) document.addEventListener(type, engage, { capture: true, passive: true });
    // Approach counts only once the visitor scrolls, so a part in view at load costs nothing until used.
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
        rootMargin: APPROACH_MARGIN,
      });
      observer.observe(node);
    };
    window.addEventListener("scroll", watch, { once: true, passive: true });
    return () => {
      for (const type of ENGAGE_EVENTS) document.removeEventListener(type, engage, { capture: true });
      window.removeEventListener("scroll", watch);
      observer?.disconnect();
    };
  }, [ref, gate]);
}
