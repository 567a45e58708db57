import site from "../../content/site.json";

/**
 * The site's facts (content/site.json: brand, address, e-mail, time zone …)
 * for code that runs outside a page's GraphQL query: gatsby-config, the
 * build steps, gatsby-ssr's head tags, and the analytics and consent
 * vocabularies, whose event names carry the brand. Components get the same
 * facts through their queries (`useSiteData`, the pages' queries), which
 * read the same file as Gatsby's `SiteJson` node.
 *
 * A JSON import, so each bundle keeps only what its code reads: webpack drops
 * the unused keys, and the page runtime's and late code's esbuild bundles get
 * only the facts the browser needs (gatsby/late-code.ts).
 */
export const siteFacts = site;

export type SiteFacts = typeof siteFacts;
