import "@fontsource-variable/inter/wght.css";
import "./src/styles/global.css";
import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { schedulePageView } from "./src/lib/analytics-page-view";
import { DEBUG_PREFIX, debugDataLayerWanted } from "./src/lib/debug-datalayer-flag";
import { whenIdleAfterLoad } from "./src/lib/deferred-hydration";

export { wrapPageElement } from "./src/components/layout/wrap-page";

/**
 * Hydration as a transition, so React yields to the browser every few
 * milliseconds instead of hydrating the whole page in one task. Gatsby's own
 * hydrateRoot runs at default priority, which React 18 never time-slices: one
 * task as long as the page is big, during which a tap waits (Lighthouse's
 * Total Blocking Time). The server HTML stays on screen either way, and a part
 * the visitor interacts with is hydrated first (selective hydration).
 * A page without server HTML (none today) is rendered as Gatsby would.
 */
function hydrateAsTransition(element: React.ReactElement, container: Element) {
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
// (Gatsby types the result as react-dom's legacy Renderer; it only calls it as (element, container).)
export const replaceHydrateFunction = (() => hydrateAsTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];

/**
 * Every route change starts at the top. A URL with a hash is left
 * to the shared hash-scroll mechanism in Layout, which waits for the page.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (!routerProps.location.hash) window.scrollTo(0, 0);
  return false;
};

/** Two chunks the first load never carries: the vitals report, and the debug view when asked for. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  reportWebVitalsWhenIdle();
  startDebugViewIfWanted();
};

/**
 * Real visitors' Core Web Vitals (src/lib/web-vitals-report.ts): a chunk
 * requested once the page is idle after load, so the first load carries
 * none of it. A chunk that fails to load costs the report, nothing else.
 */
function reportWebVitalsWhenIdle() {
  const landingPath = window.location.pathname;
  whenIdleAfterLoad(() => {
    import(/* webpackChunkName: "web-vitals" */ "./src/lib/web-vitals-report")
      .then(({ startWebVitals }) => startWebVitals(landingPath))
      .catch(() => undefined);
  });
}

/**
 * The admins' dataLayer debug view, only on a tab that asked for it
 * (`?debug_datalayer=1`): its code is a chunk of its own, requested then and
 * never otherwise. It prints what the page pushed before it loaded too.
 */
function startDebugViewIfWanted() {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused: the query alone decides.
  }
  if (!debugDataLayerWanted(window.location.search, storage)) return;
  import(/* webpackChunkName: "debug-datalayer" */ "./src/lib/debug-datalayer")
    .then(({ startDataLayerDebug }) => startDataLayerDebug())
    .catch((error: unknown) => console.warn(`${DEBUG_PREFIX} the debug view could not load`, error));
}

/** Page view 50 ms after each route change, first load included (src/lib/analytics-page-view.ts). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  schedulePageView(location);
};
