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
 * - a newer route update within the delay replaces the pending one (a redirect
 *   such as an unknown case id → /404 counts once, for where the visitor lands);
 * - an update that keeps path and query (only the hash changed, e.g. the
 *   footer's /services#technologies while on /services) is not a new view.
 */
export function createPageViewScheduler(send: (pathname: string) => void = trackPageView, delayMs = PAGE_VIEW_DELAY_MS) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  let lastViewKey: string | null = null;

  return function onRouteUpdate(location: RouteLocation): void {
    if (pending !== null) clearTimeout(pending);
    const pathname = normalizePath(location.pathname);
    const key = `${pathname}${location.search ?? ""}`;
    pending = setTimeout(() => {
      pending = null;
      if (key === lastViewKey) return;
      lastViewKey = key;
      send(pathname);
    }, delayMs);
  };
}

/** The site's scheduler, driven by gatsby-browser's onRouteUpdate. */
export const schedulePageView = createPageViewScheduler();
