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
 * Built pages load none of Gatsby's browser bundles (plugins/gatsby-plugin-swc-delivery/build-output/no-client-runtime.ts);
 * webpack's browser build still runs, for the stylesheet it extracts, and
 * does only that work (stylesheetOnlyBrowserBuild).
 * `gatsby develop` does not watch the generated types (GENERATED_TYPES).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  actions.setWebpackConfig({
    ...(stage === "develop" ? { watchOptions: { ignored: GENERATED_TYPES } } : {}),
    plugins: [plugins.normalModuleReplacement(/^gatsby-plugin-image$/, IMAGE_COMPONENT)],
  });
  if (stage === "build-javascript") actions.replaceWebpackConfig(stylesheetOnlyBrowserBuild(getConfig() as WebpackConfig, plugins.minifyCss()));
};

/** The parts of webpack's configuration the browser build's trimming reads and writes. */
export interface WebpackConfig {
  devtool?: string | false;
  optimization?: { minimizer?: unknown[]; [key: string]: unknown };
  plugins?: unknown[];
  [key: string]: unknown;
}

/**
 * The browser build (stage build-javascript) with only the work its one
 * shipped output needs, and the same output cold or warm:
 * - the stylesheet is still minified, but the JavaScript bundles no page
 *   loads are neither minified (Terser's work went into files nothing
 *   fetches, and the minified runtime's variable names differed between a
 *   cold and a warm build) nor given source maps;
 * - the stylesheet extractor loads CSS with webpack's importModule instead of
 *   a child compilation per stylesheet: a warm build takes the CSS from
 *   webpack's cache and runs no child compilation, and since the
 *   compilation's hash covers its children's, the hash Gatsby writes into
 *   page-data/app-data.json differed between a cold build and the next one.
 */
export function stylesheetOnlyBrowserBuild(config: WebpackConfig, cssMinimizer: unknown): WebpackConfig {
  return {
    ...config,
    devtool: false,
    optimization: { ...config.optimization, minimizer: [cssMinimizer] },
    plugins: config.plugins?.map(withoutChildCompilations),
  };
}

interface ExtractPlugin {
  constructor: new (options: Record<string, unknown>) => unknown;
  options: Record<string, unknown>;
}

const isCssExtractor = (plugin: unknown): plugin is ExtractPlugin => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === "MiniCssExtractPlugin";

/** mini-css-extract-plugin as configured, loading CSS through importModule; any other plugin as it is. */
function withoutChildCompilations(plugin: unknown): unknown {
  return isCssExtractor(plugin) ? new plugin.constructor({ ...plugin.options, experimentalUseImportModule: true }) : plugin;
}
