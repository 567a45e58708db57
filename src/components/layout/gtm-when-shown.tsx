import React from "react";
import type { GtmLoaderData } from "../../head-scripts/gtm-when-shown";
import { inlineScriptJson } from "../../lib/seo";

/** React key of the GTM snippet among the head components (gatsby-plugin-google-tagmanager's gatsby-ssr). */
export const GTM_SCRIPT_KEY = "plugin-google-tagmanager";

/** Marks the GTM loader's data and script in <head>. */
export const GTM_LOADER_ATTRIBUTE = "data-gtm-loader";

/**
 * Head components with the GTM plugin's snippet replaced by the site's
 * loader (src/head-scripts/gtm-when-shown.ts, compiled: `code`) and its data,
 * which loads the same container only once the page is shown: a page
 * prerendered on a hover (Speculation Rules) and never opened must load no
 * tag and count no visit. `data` is null when the build has no container, and
 * then the plugin adds no snippet.
 */
export function withGtmWhenShown(components: readonly React.ReactNode[], code: string, data: GtmLoaderData | null): React.ReactNode[] {
  return components.flatMap((component): React.ReactNode[] => {
    if (!React.isValidElement(component) || component.key !== GTM_SCRIPT_KEY) return [component];
    if (!data) throw new Error("The GTM plugin added its snippet, but the build names no container for the site's loader");
    const marker = { [GTM_LOADER_ATTRIBUTE]: "" };
    return [
      <script key="gtm-loader-data" type="application/json" {...marker} dangerouslySetInnerHTML={{ __html: inlineScriptJson(data) }} />,
      <script key={GTM_SCRIPT_KEY} {...marker} dangerouslySetInnerHTML={{ __html: code }} />,
    ];
  });
}
