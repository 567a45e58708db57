/** The page Gatsby renders for any path it has no page for; the static host serves it with status 404. */
export const NOT_FOUND_PAGE_PATH = "/404.html";

/** Unknown article slugs and case ids end on /404 itself, replacing history. */
const REDIRECT_TO_404 = /^\/(insights|case-study)\/[^/]+\/?$/;

/** True for /404 itself, under any of the names the host serves it by. */
export function isNotFoundRoute(path: string): boolean {
  return path === "/404" || path === "/404/" || path === NOT_FOUND_PAGE_PATH;
}

/** True when `pathname` is an unknown path that should be replaced by /404 rather than shown in place. */
export function redirectsToNotFound(pathname: string): boolean {
  return REDIRECT_TO_404.test(pathname);
}

/** What the console says when a visitor reaches an unknown path. */
export const NOT_FOUND_LOG = "404 Error: User attempted to access non-existent route:";
