/**
 * Production stand-in for gatsby/dist/internal-plugins/partytown/gatsby-browser.js
 * (swapped in by gatsby/webpack.ts). The original only acts in `gatsby
 * develop` (it returns at once when NODE_ENV is production), but its imports
 * (the Partytown integration and snippet injector) still ended up in every
 * page's first-load JavaScript. The site has no off-main-thread scripts.
 */
export const onInitialClientRender = (): void => undefined;
