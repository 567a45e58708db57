import path from "path";
import type { GatsbyNode } from "gatsby";
import type { Chunk, Compiler } from "webpack";

const IMAGE_COMPONENT = path.resolve(__dirname, "..", "src", "components", "ui", "gatsby-image.tsx");

/**
 * Two stand-ins for private files of Gatsby's own browser runtime
 * (gatsby/browser-stubs/). Gatsby offers no option to leave them out, and no
 * public API reaches them, so the production browser bundle swaps them by
 * the request webpack sees:
 *
 * - Gatsby's internal Partytown plugin (gatsby/dist/internal-plugins/partytown/
 *   gatsby-browser.js, added to every site by Gatsby's load-internal-plugins)
 *   does nothing outside `gatsby develop`, but its imports (gatsby-script's
 *   Partytown integration and snippet injector) still landed in every page's
 *   first-load JavaScript. The site has no off-main-thread scripts.
 * - `require("./register-service-worker")` in Gatsby's production-app.js
 *   (cache-dir/, copied to .cache/) runs only when a plugin answers
 *   `registerServiceWorker` (gatsby-plugin-offline does); the site has none,
 *   and the registration code was 0.8 KB gzip of dead weight on every page.
 *
 * Both are private paths, which a Gatsby release may move or rename; the
 * replacement would then match nothing and the weight would come back
 * unnoticed. gatsby/webpack.test.ts therefore checks, against the installed
 * Gatsby, that each pattern below still matches the file or request it stands
 * in for and that each stub exports what the original exports: after an
 * upgrade that moves them, `npm test` fails there.
 */
export const PARTYTOWN_BROWSER_REQUEST = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
export const SERVICE_WORKER_REQUEST = /^\.\/register-service-worker$/;
export const PARTYTOWN_BROWSER_STUB = path.resolve(__dirname, "browser-stubs", "partytown-gatsby-browser.ts");
export const SERVICE_WORKER_STUB = path.resolve(__dirname, "browser-stubs", "register-service-worker.ts");

/**
 * Request replacements that keep first-load JavaScript within the budget of
 * the first-load budget (80 KB gzip per page). Replacements, not resolve aliases, so they
 * match the exact request and nothing else.
 *
 * - `import { GatsbyImage, getImage } from "gatsby-plugin-image"` resolves to
 *   src/components/ui/gatsby-image.tsx in every bundle (server render,
 *   browser, develop), so server and client render the same component. The
 *   plugin keeps doing all build-time image work; only its React runtime is
 *   left out, which cost about 25 KB gzip on every page with an image (the
 *   reasons are in gatsby-image.tsx).
 * - In the production browser bundle, Gatsby's internal Partytown plugin and
 *   its service-worker registration, by the stand-ins described above.
 *
 * The production browser bundle also gets V8's compile hint (below).
 *
 * `gatsby develop` does not watch the generated types (GENERATED_TYPES).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === "build-javascript") {
    const config = getConfig();
    keepChunkWhole(config.optimization?.splitChunks, DEBUG_DATALAYER_CHUNK);
    actions.replaceWebpackConfig(config);
  }
  actions.setWebpackConfig({
    ...(stage === "develop" ? { watchOptions: { ignored: GENERATED_TYPES } } : {}),
    plugins: [
      plugins.normalModuleReplacement(/^gatsby-plugin-image$/, IMAGE_COMPONENT),
      ...(stage === "build-javascript"
        ? [
            plugins.normalModuleReplacement(PARTYTOWN_BROWSER_REQUEST, PARTYTOWN_BROWSER_STUB),
            plugins.normalModuleReplacement(SERVICE_WORKER_REQUEST, SERVICE_WORKER_STUB),
            new EagerCompileHintPlugin(),
          ]
        : []),
    ],
  });
};

/**
 * Gatsby's generated types (graphqlTypegen.typesOutputPath). Tailwind reports
 * its content folders (src/, content/) to postcss-loader, which makes webpack
 * watch every file in them; Gatsby rewrites this file, unchanged, after each
 * rebuild's query extraction, so watching it made `gatsby develop` rebuild
 * forever (every second or two, a core busy, with nothing edited).
 */
export const GENERATED_TYPES = /[\\/]src[\\/]gatsby-types\.d\.ts$/;

/** The admins' dataLayer debug view (gatsby-browser.tsx imports it under this chunk name). */
export const DEBUG_DATALAYER_CHUNK = "debug-datalayer";

type ChunkFilter = "all" | "async" | "initial" | ((chunk: Chunk) => boolean);
type SplitChunks = { chunks?: ChunkFilter; cacheGroups?: Record<string, false | { chunks?: ChunkFilter }> } | false | undefined;

/**
 * Leaves one async chunk out of every split-chunks group, so it carries its
 * own copy of what it shares with other chunks. The debug view shares zod with
 * the lead form: split, the lead form would need a second request (and
 * 0.3 KB more gzip, measured) for the sake of a chunk visitors never load.
 */
function keepChunkWhole(splitChunks: SplitChunks, name: string) {
  if (!splitChunks || !splitChunks.cacheGroups) return;
  for (const group of Object.values(splitChunks.cacheGroups)) {
    if (!group) continue;
    const chosen = group.chunks ?? splitChunks.chunks ?? "async";
    group.chunks = (chunk: Chunk) =>
      chunk.name !== name &&
      (typeof chosen === "function" ? chosen(chunk) : chosen === "all" || (chosen === "initial" ? chunk.canBeInitial() : !chunk.canBeInitial()));
  }
}

/** The bundles every page runs in full on load: React (framework) and Gatsby's runtime with the site's layout (app). */
export const RUN_ON_LOAD = /^(framework|app)-[0-9a-f]+\.js$/;
/** V8's explicit compile hint (Chrome 136+; other engines read it as a comment). */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Marks the bundles every page runs on load with V8's compile hint, so V8
 * compiles their functions eagerly while it streams the script, off the main
 * thread. Without it, each function is compiled on the main thread the first
 * time it runs: React DOM is one webpack module, so its first call compiled
 * about 130 KB in one go inside the app's start-up task. Measured unthrottled
 * on /about: the task that evaluates React fell from 31–47 ms to 9–21 ms, and
 * script self time from 89 to 58 ms.
 * It runs after minification (which drops comments) and before source maps
 * are written, so the maps account for the added line.
 */
class EagerCompileHintPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("EagerCompileHintPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "EagerCompileHintPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (RUN_ON_LOAD.test(name)) compilation.updateAsset(name, (source) => new sources.ConcatSource(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n`, source));
          }
        },
      );
    });
  }
}
