import path from "path";
import type { GatsbyNode } from "gatsby";

const IMAGE_COMPONENT = path.resolve(__dirname, "..", "src", "components", "ui", "gatsby-image.tsx");

/**
 * `import { GatsbyImage, getImage } from "gatsby-plugin-image"` resolves to
 * src/components/ui/gatsby-image.tsx in every bundle (server render and
 * develop), so the site renders its own image component. The plugin keeps
 * doing all build-time image work; only its React runtime is left out (the
 * reasons are in gatsby-image.tsx). A replacement, not a resolve alias, so it
 * matches the exact request and nothing else.
 *
 * Built pages load none of Gatsby's browser bundles (gatsby/build-output/no-client-runtime.ts);
 * webpack's browser build still runs, for the stylesheet it extracts.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.normalModuleReplacement(/^gatsby-plugin-image$/, IMAGE_COMPONENT)],
  });
};
