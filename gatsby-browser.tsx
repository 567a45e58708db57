import "@fontsource-variable/inter/wght.css";
import "./src/styles/global.css";
import type { GatsbyBrowser } from "gatsby";
import { installClickTracking } from "./src/lib/analytics-clicks";
import { schedulePageView } from "./src/lib/analytics-page-view";

export { wrapPageElement } from "./src/components/layout/wrap-page";

/**
 * Every route change starts at the top (spec §2). A URL with a hash is left
 * to the shared hash-scroll mechanism in Layout, which waits for the page.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (!routerProps.location.hash) window.scrollTo(0, 0);
  return false;
};

/** Navigation, lead-click and footer get_in_touch events: one delegated listener (src/lib/analytics-clicks.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  installClickTracking();
};

/** Page view 50 ms after each route change, first load included (src/lib/analytics-page-view.ts). */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  schedulePageView(location);
};
