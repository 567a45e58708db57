import { safeDecodeURIComponent } from "./safe-decode";

/**
 * One mechanism for "a URL hash scrolls smoothly to its section". Pages with
 * content that settles late (fade-ins, images) wait longer, long enough for
 * the section to be in its final place; every other page scrolls on the next
 * frame.
 */
export interface HashScrollTiming {
  /** delays (ms) after every navigation that carries a hash */
  delays: readonly number[];
  /** extra delays on the first load of the site, when fonts and images still move things */
  firstLoadDelays?: readonly number[];
}

export const DEFAULT_HASH_SCROLL: HashScrollTiming = { delays: [0] };

export const HASH_SCROLL_BY_PAGE: Record<string, HashScrollTiming> = {
  "/services": { delays: [100] },
  "/workshops": { delays: [300], firstLoadDelays: [500] },
  "/about": { delays: [300], firstLoadDelays: [500] },
};

export function hashScrollTiming(pathname: string): HashScrollTiming {
  const clean = pathname.replace(/\/+$/, "") || "/";
  return HASH_SCROLL_BY_PAGE[clean] ?? DEFAULT_HASH_SCROLL;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Schedules the scrolls; returns a function that cancels the ones still pending. */
export function scheduleHashScroll(hash: string, pathname: string, firstLoad: boolean): () => void {
  const id = safeDecodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return () => undefined;
  const timing = hashScrollTiming(pathname);
  const delays = [...timing.delays, ...(firstLoad ? timing.firstLoadDelays ?? [] : [])];
  const timers = delays.map((delay) =>
    window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    }, delay),
  );
  return () => timers.forEach((timer) => window.clearTimeout(timer));
}
