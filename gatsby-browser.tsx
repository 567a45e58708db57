// Gatsby's browser entry: a build takes only the site stylesheet from it (its pages load no Gatsby runtime); `gatsby develop` also wraps pages in the layout.
// The site's stylesheet: Gatsby builds it from these imports and every page
// inlines the rules it uses (plugins/gatsby-plugin-swc-delivery/build-output/inline-used-css.ts).
import "./src/styles/global.css";

/**
 * Built pages load none of Gatsby's browser runtime: they are HTML, the inline
 * page runtime and the lead form's island (README, "Loading order"). This file
 * serves `gatsby develop`, which renders pages in the browser with the same layout.
 */
export { wrapPageElement } from "./src/components/layout/wrap-page";
