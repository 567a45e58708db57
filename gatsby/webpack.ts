import path from "path";
import type { GatsbyNode } from "gatsby";

const IMAGE_COMPONENT = path.resolve(__dirname, "..", "src", "components", "ui", "gatsby-image.tsx");

/**
 * Gatsby's generated types (graphqlTypegen.typesOutputPath). Tailwind reports
 * its content folders (src/, content/) to postcss-loader, which makes webpack
 * watch every file in them; Gatsby rewrites this file, unchanged, after each
 * rebuild's query extraction, so watching it made `gatsby develop` rebuild
 * forever (every second or two, a core busy, with nothing edited).
 */
export const GENERATED_TYPES = /[\\/]src[\\/]gatsby-types\.d\.ts$/;

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
 * `gatsby develop` does not watch the generated types (GENERATED_TYPES).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  actions.setWebpackConfig({
    ...(stage === "develop" ? { watchOptions: { ignored: GENERATED_TYPES } } : {}),
    plugins: [plugins.normalModuleReplacement(/^gatsby-plugin-image$/, IMAGE_COMPONENT)],
  });
};
