import "@fontsource-variable/inter/wght.css";
import "./src/styles/global.css";
import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { schedulePageView } from "./src/lib/analytics-page-view";

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

/** Page view 50 ms after each route change, first load included (src/lib/analytics-page-view.ts). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  schedulePageView(location);
};
