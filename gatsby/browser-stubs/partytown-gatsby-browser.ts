/** Production stand-in for Gatsby's internal Partytown plugin's gatsby-browser.js: why, and how an upgrade is caught, in gatsby/webpack.ts. */
export const onInitialClientRender = (): void => undefined;
