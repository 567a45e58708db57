import { useEffect } from "react";
import { navigate } from "gatsby";
import { skipPendingPageView } from "./analytics-page-view";

/** The page Gatsby renders for any path it has no page for. */
export const NOT_FOUND_PAGE_PATH = "/404.html";

/** Unknown article slugs and case ids end on /404 itself, replacing history. */
const REDIRECT_TO_404 = /^\/(insights|case-study)\/[^/]+\/?$/;

const isNotFoundRoute = (path: string) => path === "/404" || path === "/404/" || path === NOT_FOUND_PAGE_PATH;

/** True when `pathname` is an unknown path that should be replaced by /404 rather than shown in place. */
export function redirectsToNotFound(pathname: string): boolean {
  return REDIRECT_TO_404.test(pathname);
}

/**
 * When the not-found page is shown for an unknown path: logs the bad path
 * and, for an unknown article slug or case id, replaces it with /404
 * and drops the bad path's pending page view, so only /404 counts as viewed.
 *
 * Layout calls it, outside its Suspense boundary, so it runs in the first,
 * blocking hydration pass: the page itself hydrates later, in time slices,
 * possibly after the 50 ms page-view delay has run out.
 */
export function useNotFoundHandling(pathname: string, showsNotFoundPage: boolean) {
  useEffect(() => {
    if (!showsNotFoundPage || isNotFoundRoute(pathname)) return;
    console.error("404 Error: User attempted to access non-existent route:", pathname);
    if (redirectsToNotFound(pathname)) {
      skipPendingPageView();
      navigate("/404", { replace: true });
    }
  }, [pathname, showsNotFoundPage]);
}
