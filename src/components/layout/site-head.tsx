import React from "react";
import { organizationJsonLd, serializeJsonLd, type SiteSeoFacts } from "../../lib/seo";
import { SPECULATION_RULES_JSON } from "../../lib/speculation-rules";

/**
 * The head tags that are the same on every page: written into each page's
 * HTML by gatsby-ssr.tsx, outside Gatsby's Head API. Per-page tags: Seo.tsx.
 */
export function siteHeadComponents(site: SiteSeoFacts): React.ReactElement[] {
  return [
    // Nothing is painted until the parser has reached <main>: a page shown while
    // its header is half parsed moves when the rest of the header arrives (a
    // layout shift on slow phones). Browsers without render-blocking "expect"
    // links ignore it.
    <link key="expect-main" rel="expect" href="#main" {...{ blocking: "render" }} />,
    <meta key="og-site-name" property="og:site_name" content={site.brand} />,
    <meta key="og-locale" property="og:locale" content="en_US" />,
    <meta key="og-image-width" property="og:image:width" content="1200" />,
    <meta key="og-image-height" property="og:image:height" content="630" />,
    <meta key="twitter-card" name="twitter:card" content="summary_large_image" />,
    <meta key="theme-color" name="theme-color" content="#2346d6" />,
    // PNG, not SVG: an SVG tab icon is drawn as an SVG document on the page's
    // main thread after the first paint (scripts/render-artwork.mjs renders these).
    <link key="icon" rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    // Without JavaScript no tag runs and no choice can be recorded: no banner.
    <noscript key="no-consent-banner">
      <style>{"[data-consent-banner]{display:none}"}</style>
    </noscript>,
    // Links are the browser's: pages are prerendered on intent (src/lib/speculation-rules.ts).
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_JSON }} />,
    <script key="organization" type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(site)) }} />,
  ];
}

/**
 * Head components without Gatsby's `<meta name="generator">` (its
 * static-entry adds one to every page): it tells visitors nothing and costs
 * every page's first bytes.
 */
export function withoutGeneratorTag(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.filter((component) => !(React.isValidElement(component) && component.type === "meta" && (component.props as { name?: string }).name === "generator"));
}
