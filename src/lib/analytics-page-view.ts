import { normalizePath, PAGE_VIEW_DELAY_MS, trackPageView } from "./analytics";

export interface RouteLocation {
  pathname: string;
  search?: string;
}

/**
 * Page views for a single-page site: one view per page, pushed
 * PAGE_VIEW_DELAY_MS after Gatsby reports a route update (first load included),
 * so Head has already put the new title in place.
 *
 * "Never twice for one view":
 * - a newer route update within the delay replaces the pending one;
 * - a page that sends the visitor on (an unknown case id → /404) drops its own
 *   pending view (skipPendingPageView), so only where the visitor lands counts;
 * - an update that keeps path and query (only the hash changed, e.g. the
 *   footer's /services#technologies while on /services) is not a new view.
 */
export function createPageViewScheduler(send: (pathname: string) => void = trackPageView, delayMs = PAGE_VIEW_DELAY_MS) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  let lastViewKey: string | null = null;

  function cancelPending(): void {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  }

  function onRouteUpdate(location: RouteLocation): void {
    cancelPending();
    const pathname = normalizePath(location.pathname);
    const key = `${pathname}${location.search ?? ""}`;
    pending = setTimeout(() => {
      pending = null;
      if (key === lastViewKey) return;
      lastViewKey = key;
      send(pathname);
    }, delayMs);
  }

  return { onRouteUpdate, cancelPending };
}

/** The site's scheduler: gatsby-browser's onRouteUpdate drives it. */
const sitePageViews = createPageViewScheduler();
export const schedulePageView = sitePageViews.onRouteUpdate;

/**
 * For a page that sends the visitor on before they see it (an unknown case id
 * or article slug → /404): its view is dropped, however long the redirect
 * takes, and only the page the visitor lands on counts.
 */
export const skipPendingPageView = sitePageViews.cancelPending;
