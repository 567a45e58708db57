import { useEffect, useState } from "react";

/**
 * Code that loads later, in one place. A "deferred part" of a page
 * (src/components/ui/DeferredPart.tsx) is server-rendered in full, so the
 * visitor sees it, reads it, follows its links and types into it at once;
 * its code arrives only when the visitor heads for it, and React then hydrates
 * it in place. Heavy code inside a part (the captcha) waits for the same signal.
 *
 * "Heading for" an element: a scroll brings it within APPROACH_MARGIN, or the
 * pointer, a touch or the keyboard focus lands inside it.
 */
export const APPROACH_MARGIN = "600px 0px";
const ENGAGE_EVENTS = ["focusin", "pointerenter", "pointerdown", "touchstart"] as const;

export interface WatchOptions {
  /**
   * Count nearness only once the visitor has scrolled: a part already in view
   * at load costs nothing until it is used or the visitor moves on.
   */
  afterFirstScroll: boolean;
}

/** Calls `onApproach` (once) when the visitor heads for `node`; returns a function that stops watching. */
export function watchApproach(node: HTMLElement, onApproach: () => void, { afterFirstScroll }: WatchOptions): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onApproach();
    return () => undefined;
  }
  let done = false;
  const approach = () => {
    if (done) return;
    done = true;
    stop();
    onApproach();
  };
  // Native listeners on the document, in the capture phase: React's own root
  // listener stops the propagation of discrete events (focusin, pointerdown,
  // touchstart) aimed at a part it has not hydrated yet, so a listener on the
  // part itself would never hear a keyboard visitor tabbing in.
  const engage = (event: Event) => {
    if (event.target instanceof Node && node.contains(event.target)) approach();
  };
  for (const type of ENGAGE_EVENTS) document.addEventListener(type, engage, { capture: true, passive: true });
  let observer: IntersectionObserver | undefined;
  const observe = () => {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && approach(), {
      rootMargin: APPROACH_MARGIN,
    });
    observer.observe(node);
  };
  if (afterFirstScroll) window.addEventListener("scroll", observe, { once: true, passive: true });
  else observe();
  function stop() {
    for (const type of ENGAGE_EVENTS) document.removeEventListener(type, engage, { capture: true });
    window.removeEventListener("scroll", observe);
    observer?.disconnect();
  }
  return stop;
}

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

/** True once the page has hydrated: what mounts later came with a client-side navigation (Layout marks <html>). */
function pageHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

/**
 * Opens `gate` when the visitor heads for the element (after a first scroll
 * for nearness), or at once on a client-side navigation, where there is no
 * server HTML to keep.
 */
export function useOpenOnApproach(ref: React.RefObject<HTMLElement>, gate: Gate) {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (pageHydrated()) {
      gate.open();
      return;
    }
    return watchApproach(node, gate.open, { afterFirstScroll: true });
  }, [ref, gate]);
}

/**
 * For code inside a part that is already running: true once the visitor heads
 * for the element (nearness counts without waiting for a scroll). The setter
 * lets a handler ask for it early (a field taking focus).
 */
export function useApproached(ref: React.RefObject<HTMLElement>, enabled = true): [boolean, () => void] {
  const [approached, setApproached] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (approached || !enabled || !node) return;
    return watchApproach(node, () => setApproached(true), { afterFirstScroll: false });
  }, [approached, enabled, ref]);
  return [approached, () => setApproached(true)];
}

/** The longest an idle-time task waits for the main thread to be idle. */
export const IDLE_TIMEOUT_MS = 10_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle: after
 * hydration and anything the visitor started (React's scheduler keeps the
 * thread busy until then), or after IDLE_TIMEOUT_MS at the latest.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
