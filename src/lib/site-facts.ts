import site from "../../content/site.json";

/**
 * The site's facts (content/site.json: brand, address, e-mail, time zone …)
 * for code that runs outside a page's GraphQL query: gatsby-config, the
 * build steps and gatsby-ssr's head tags (not the analytics event names:
 * their prefix is fixed in code, src/lib/analytics-vocabulary.ts, so a brand
 * edit never breaks a live GTM container). Components get the same
 * facts through their queries (`useSiteData`, the pages' queries), which
 * read the same file as Gatsby's `SiteJson` node.
 *
 * A JSON import, so each bundle keeps only what its code reads: webpack drops
 * the unused keys, and the page runtime's and late code's esbuild bundles get
 * only the facts the browser needs (plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts).
 */
export const siteFacts = site;

export type SiteFacts = typeof siteFacts;
