// The plugin's Node APIs: Gatsby's own files back in public/ before a build
// reads them, and the page runtime and late code compiled before any page
// renders. Its HTML steps run in the site's ordered post-build list
// (gatsby/build-output/index.ts): see README.md, "The HTML steps".
export { onPreInit } from "./build-output/gatsby-files";
export { onPreBootstrap } from "./bundling/page-runtime";
