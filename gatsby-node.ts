// Barrel: each Node API lives in a small module under gatsby/.
export { createSchemaCustomization } from "./gatsby/schema";
export { createResolvers } from "./gatsby/resolvers";
export { sourceNodes } from "./gatsby/build-date";
export { onCreateNode } from "./gatsby/insight-nodes";
export { createPages, onCreatePage, onPostBootstrap } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/build-output";
export { onCreateWebpackConfig } from "./gatsby/webpack";
export { onCreateDevServer } from "./gatsby/cms/dev-server";
