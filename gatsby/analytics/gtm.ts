import { GTM_ROUTE_CHANGE_EVENT } from "../../src/lib/analytics-vocabulary";
import { PRODUCTION_MEASUREMENT, type MeasurementBuild } from "./tag-hosts";
import type { GtmLoaderData } from "../../src/head-scripts/gtm-when-shown";

/**
 * Google Tag Manager is loaded only when a container id is configured
 * (GATSBY_GTM_ID): local runs and tests never request a Google script, while
 * `window.dataLayer` still receives every event (docs/analytics.md).
 *
 * A build for a GTM environment (a staging or preview site) names it:
 * GATSBY_GTM_ENVIRONMENT (GTM's gtm_preview, e.g. "env-5") and
 * GATSBY_GTM_AUTH (its gtm_auth), both from GTM → Admin → Environments →
 * the environment → Get snippet. Such a build loads that environment's
 * container and admits Tag Assistant in its CSP; production never does
 * (a Netlify production deploy, CONTEXT=production, refuses to build with it).
 *
 * GATSBY_GTM_SERVER_CONTAINER_URL: the first-party tagging server's URL
 * (server-side GTM, e.g. https://sgtm.example.com), admitted by the CSP; the
 * container generated with the same variable sends GA4 there.
 */

export type BuildEnv = Record<string, string | undefined>;

export interface GtmEnvironment {
  preview: string;
  auth: string;
}

/** The GTM environment the build is made for, or null (production). */
export function gtmEnvironmentFromEnv(env: BuildEnv): GtmEnvironment | null {
  const preview = env.GATSBY_GTM_ENVIRONMENT?.trim();
  const auth = env.GATSBY_GTM_AUTH?.trim();
  if (!preview && !auth) return null;
  if (!preview || !auth) throw new Error("A GTM environment build needs both GATSBY_GTM_ENVIRONMENT (gtm_preview, e.g. env-5) and GATSBY_GTM_AUTH (gtm_auth).");
  if (!/^env-\d+$/.test(preview)) throw new Error(`GATSBY_GTM_ENVIRONMENT is "${preview}": GTM names an environment env-<number> (its snippet's gtm_preview).`);
  if (env.CONTEXT === "production") throw new Error("GATSBY_GTM_ENVIRONMENT is set for a production deploy: Tag Assistant's hosts and a GTM environment are for staging builds only.");
  return { preview, auth };
}

/** The first-party tagging server's origin from GATSBY_GTM_SERVER_CONTAINER_URL, or null. */
export function taggingServerUrlFromEnv(env: BuildEnv): string | null {
  const given = env.GATSBY_GTM_SERVER_CONTAINER_URL?.trim();
  if (!given) return null;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`GATSBY_GTM_SERVER_CONTAINER_URL is not a URL: "${given}"`);
  }
  if (url.protocol !== "https:" || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`GATSBY_GTM_SERVER_CONTAINER_URL must be an https origin such as https://sgtm.example.com, not "${given}"`);
  }
  return url.origin;
}

/** What the build's CSP adds to the container's hosts. */
export function measurementBuildFromEnv(env: BuildEnv): MeasurementBuild {
  const environment = gtmEnvironmentFromEnv(env);
  return { ...PRODUCTION_MEASUREMENT, gtmEnvironment: environment?.preview ?? null, taggingServerOrigin: taggingServerUrlFromEnv(env) };
}

/** GTM's host, which serves the container's script (gtm.js) the loader requests. */
export const GTM_ORIGIN = "https://www.googletagmanager.com";

/**
 * What the page's GTM loader (src/head-scripts/gtm-when-shown.ts) is given for
 * the container the plugin is configured with (gtmPlugins): the container's
 * script URL, with the environment's parameters for a GTM environment build,
 * as GTM's own snippet requests it.
 */
export function gtmLoaderData(containerId: string, environment: GtmEnvironment | null = null): GtmLoaderData {
  const url = new URL("/gtm.js", GTM_ORIGIN);
  url.searchParams.set("id", containerId.trim());
  if (environment) {
    url.searchParams.set("gtm_auth", environment.auth);
    url.searchParams.set("gtm_preview", environment.preview);
    url.searchParams.set("gtm_cookies_win", "x");
  }
  return { src: url.href };
}

export function gtmPlugins(containerId: string | undefined, environment: GtmEnvironment | null = null) {
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
        ...(environment ? { gtmPreview: environment.preview, gtmAuth: environment.auth } : {}),
      },
    },
  ];
}
