import { NOT_FOUND_LOG, isNotFoundRoute, redirectsToNotFound } from "../../../src/lib/not-found";

/** On the not-found page's root element (src/components/not-found/NotFoundPage.tsx). */
export const NOT_FOUND_PAGE_ATTRIBUTE = "data-not-found-page";

/**
 * Before the not-found page counts its view: the bad path is logged, and an
 * unknown article slug or case id is replaced by /404 without a view of its
 * own (only /404 counts). Whether the view counts; on any other page, yes.
 */
export function notFoundPageView(doc: Document, pathname: string): boolean {
  if (!doc.querySelector(`[${NOT_FOUND_PAGE_ATTRIBUTE}]`) || isNotFoundRoute(pathname)) return true;
  console.error(NOT_FOUND_LOG, pathname);
  if (!redirectsToNotFound(pathname)) return true;
  doc.defaultView!.location.replace("/404");
  return false;
}
