import { GTM_ROUTE_CHANGE_EVENT } from "../src/lib/analytics-vocabulary";

/**
 * Google Tag Manager is loaded only when a container id is configured
 * (GATSBY_GTM_ID): local runs and tests never request a Google script, while
 * `window.dataLayer` still receives every event (docs/analytics.md).
 */

export function gtmPlugins(containerId: string | undefined) {
  const id = containerId?.trim();
  if (!id) return [];
  return [
    {
      resolve: "gatsby-plugin-google-tagmanager",
      options: {
        id,
        includeInDevelopment: false,
        // The plugin's browser code would push this event after each client-side
        // route change; built pages load none of it. Page views are the analytics
        // module's "SWC page to GA" events — GTM triggers must never use this one.
        routeChangeEventName: GTM_ROUTE_CHANGE_EVENT,
        enableWebVitalsTracking: false,
      },
    },
  ];
}
