import { createPageViews, type PageViews } from "../lib/analytics-page-view";
import { NOT_FOUND_LOG, isNotFoundRoute, redirectsToNotFound } from "../lib/not-found";
import { whenParsed, whenShown } from "./activation";

/**
 * The page view, once per page shown: after load, or at activation when the
 * browser prerendered the page, and again when the back/forward cache
 * restores it (a return the visitor sees as a new view). On the not-found
 * page the bad path is logged, and an unknown article slug or case id is
 * replaced by /404 without a view of its own (only /404 counts).
 */
export function installPageViews(doc: Document, views: PageViews = createPageViews()): void {
  const win = doc.defaultView!;
  whenShown(doc, () =>
    whenParsed(doc, () => {
      const pathname = win.location.pathname;
      if (doc.querySelector("[data-not-found-page]") && !isNotFoundRoute(pathname)) {
        console.error(NOT_FOUND_LOG, pathname);
        if (redirectsToNotFound(pathname)) {
          win.location.replace("/404");
          return;
        }
      }
      views.schedule(pathname);
    }),
  );
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) views.schedule(win.location.pathname);
  });
}
