import { normalizePath, PAGE_VIEW_DELAY_MS, trackPageView } from "./analytics";

/**
 * One page view per page shown, pushed PAGE_VIEW_DELAY_MS after the page is
 * shown. Every page is its own document (links are the browser's), so "shown"
 * is: loaded, activated after a prerender (plugins/gatsby-plugin-swc-delivery/page-runtime/page-view.ts), or
 * restored from the back/forward cache.
 *
 * A page that sends the visitor on before they see it (an unknown case id or
 * article slug → /404) cancels its pending view, so only where the visitor
 * lands counts.
 */
export function createPageViews(send: (pathname: string) => void = trackPageView, delayMs = PAGE_VIEW_DELAY_MS) {
  let pending: ReturnType<typeof setTimeout> | null = null;

  function cancel(): void {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  }

  function schedule(pathname: string): void {
    cancel();
    pending = setTimeout(() => {
      pending = null;
      send(normalizePath(pathname));
    }, delayMs);
  }

  return { schedule, cancel };
}

export type PageViews = ReturnType<typeof createPageViews>;
