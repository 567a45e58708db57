/**
 * Speculation Rules for every page: the browser prerenders a page of the site
 * when the visitor shows intent to open it (moderate eagerness: a hover of
 * about 200 ms or a press on a link), so the click shows a page that is
 * already rendered. https://developer.chrome.com/docs/web-platform/prerender-pages
 *
 * Left out: the CMS (/admin), the feeds and sitemaps (.xml), anything with a
 * query string (a campaign address or a debug switch must be a real visit),
 * downloads and links that open elsewhere. A prerendered page that is never
 * shown counts nothing (src/lib/activation.ts).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { selector_matches: 'a[href^="/admin"], a[href*="?"], a[href$=".xml"], a[download], a[target]' } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/** The rules as the text of `<script type="speculationrules">` (its CSP hash is taken from these bytes). */
export const SPECULATION_RULES_JSON = JSON.stringify(SPECULATION_RULES);
