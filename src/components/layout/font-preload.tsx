import React from "react";
// Same file, same loader, same hashed URL as the latin @font-face rule of
// @fontsource-variable/inter/wght.css (imported in gatsby-browser.tsx).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/**
 * Preload of the one font file every page needs (latin subset, all weights):
 * the download starts with the HTML instead of after the inlined CSS is
 * parsed, so text swaps to Inter before or at first paint. Other subsets load
 * only if a page uses their characters (unicode-range).
 */
export function fontPreloadLinks() {
  return [
    <link key="preload-inter-latin" rel="preload" as="font" type="font/woff2" href={interLatin} crossOrigin="anonymous" />,
  ];
}
