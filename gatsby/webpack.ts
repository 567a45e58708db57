import path from "path";
import type { GatsbyNode } from "gatsby";

const IMAGE_COMPONENT = path.resolve(__dirname, "..", "src", "components", "ui", "gatsby-image.tsx");
const PARTYTOWN_BROWSER_STUB = path.resolve(__dirname, "browser-stubs", "partytown-gatsby-browser.ts");
const SERVICE_WORKER_STUB = path.resolve(__dirname, "browser-stubs", "register-service-worker.ts");

/**
 * Request replacements that keep first-load JavaScript within the budget of
 * issue 6 (80 KB gzip per page). Replacements, not resolve aliases, so they
 * match the exact request and nothing else.
 *
 * - `import { GatsbyImage, getImage } from "gatsby-plugin-image"` resolves to
 *   src/components/ui/gatsby-image.tsx in every bundle (server render,
 *   browser, develop), so server and client render the same component. The
 *   plugin keeps doing all build-time image work; only its React runtime is
 *   left out, which cost about 25 KB gzip on every page with an image (the
 *   reasons are in gatsby-image.tsx).
 * - In the production browser bundle, Gatsby's internal Partytown plugin,
 *   which does nothing outside `gatsby develop`, without its imports.
 * - In the production browser bundle, Gatsby's service-worker registration,
 *   which runs only for a plugin that registers one (the site has none).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(/^gatsby-plugin-image$/, IMAGE_COMPONENT),
      ...(stage === "build-javascript"
        ? [
            plugins.normalModuleReplacement(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, PARTYTOWN_BROWSER_STUB),
            plugins.normalModuleReplacement(/^\.\/register-service-worker$/, SERVICE_WORKER_STUB),
          ]
        : []),
    ],
  });
};
