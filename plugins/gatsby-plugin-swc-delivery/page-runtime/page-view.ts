import { createPageViews, type PageViews } from "../../../src/lib/analytics-page-view";
import { whenParsed, whenShown } from "../../../src/lib/activation";

/** Decides, as the page is shown, whether its view counts (the not-found page's part: ./not-found.ts). */
export type PageViewCheck = (doc: Document, pathname: string) => boolean;

/**
 * The page view, once per page shown: after load, or at activation when the
 * browser prerendered the page, and again when the back/forward cache
 * restores it (a return the visitor sees as a new view). `check` runs first,
 * once, and may keep the first view from counting.
 */
export function installPageViews(doc: Document, views: PageViews = createPageViews(), check?: PageViewCheck): void {
  const win = doc.defaultView!;
  whenShown(doc, () =>
    whenParsed(doc, () => {
      const pathname = win.location.pathname;
      if (!check || check(doc, pathname)) views.schedule(pathname);
    }),
  );
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) views.schedule(win.location.pathname);
  });
}
