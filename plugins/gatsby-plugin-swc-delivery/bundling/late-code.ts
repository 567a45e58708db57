import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { build, type Metafile, type Plugin } from "esbuild";
import LOCAL_DEFAULTS from "../../../src/lib/local-build-defaults.json";
import { LATE_CODE, LATE_CODE_PATH, LATE_CODE_RETRY_FOLDER, type LateCodeName } from "../../../src/lib/late-code";
import { LATE_CODE_BUILD_FILE, LATE_CODE_CACHE_DIR, type LateCodeBuild } from "./page-runtime-file";

/**
 * The build of the code the browser loads after the page (the table in
 * src/lib/late-code.ts): the lead form's island with its renderer, toasts and
 * Supabase client, the Core Web Vitals reporter, the hash scroll and the
 * dataLayer debug view. esbuild bundles each bundle of the table on its own
 * into hashed ES modules, one per row plus the chunks its rows share, so a
 * page requests only the files of what it uses and no bundle pulls in
 * another's code. The page names the files on its runtime's script element
 * (gatsby-ssr.tsx), where src/lib/late-code.ts finds them; this module also
 * publishes them in /late/ and answers a retry's folder there.
 */

/**
 * The site facts the browser's code reads through src/lib/site-facts.ts
 * (analytics event names carry the brand). The page runtime and the late code
 * get content/site.json cut down to these keys instead of the whole file:
 * esbuild keeps every key of a JSON file imported whole.
 */
const BROWSER_SITE_FACTS = ["brand"] as const;

export const onlyBrowserSiteFacts: Plugin = {
  name: "only-browser-site-facts",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]content[\\/]site\.json$/ }, (args) => {
      const site = JSON.parse(fs.readFileSync(args.path, "utf8")) as Record<string, unknown>;
      return { contents: JSON.stringify(Object.fromEntries(BROWSER_SITE_FACTS.map((key) => [key, site[key]]))), loader: "json" };
    });
  },
};

/**
 * zod's index re-exports every locale (about 100 KB minified), and esbuild
 * keeps them all: zod reads its core as a namespace object. The site's
 * messages are its own and zod's defaults English, so the island's bundle
 * carries only the English locale.
 */
export const onlyEnglishZodLocale: Plugin = {
  name: "only-english-zod-locale",
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: "js",
    }));
  },
};

/**
 * A retry's folder (src/lib/late-code.ts) served from /late/, as a rewrite
 * (status 200): a redirect would hand the browser the address that failed.
 * Netlify's `_redirects` syntax; scripts/lib/static-server.mjs reads it too.
 */
export const LATE_CODE_RETRY_REWRITE = `${LATE_CODE_PATH}/${LATE_CODE_RETRY_FOLDER}/:retry/* ${LATE_CODE_PATH}/:splat 200`;

/**
 * The variables the browser's code reads (src/lib/supabase.ts,
 * src/components/forms/Recaptcha.tsx): the keys of their local defaults, the
 * one list of them. Only these reach the bundles, not every `GATSBY_*` of the
 * build's environment: Gatsby sets its own `GATSBY_LOGGER` (`ink` in a
 * terminal, `yurnalist` in CI), and the same commit must give the same bytes
 * wherever it is built.
 */
export const BROWSER_ENV_KEYS = Object.keys(LOCAL_DEFAULTS) as (keyof typeof LOCAL_DEFAULTS)[];

/** The values of `process.env` the browser code may read, fixed at build time; an unset one is empty (its code falls back to the default). */
export function browserEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return { NODE_ENV: "production", ...Object.fromEntries(BROWSER_ENV_KEYS.map((key) => [key, env[key] ?? ""])) };
}

/** Each bundle of the table and its rows. */
export function lateCodeBundles(): Map<string, LateCodeName[]> {
  const bundles = new Map<string, LateCodeName[]>();
  for (const [name, row] of Object.entries(LATE_CODE) as [LateCodeName, (typeof LATE_CODE)[LateCodeName]][]) {
    bundles.set(row.bundle, [...(bundles.get(row.bundle) ?? []), name]);
  }
  return bundles;
}

/** Bundles every row of the table into `outDir` (emptied first) and returns the build's id and files. */
export async function buildLateCode(root: string, outDir = path.join(root, LATE_CODE_CACHE_DIR), env = process.env): Promise<LateCodeBuild> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const values = browserEnv(env);
  // One esbuild run per bundle: with all of them in one run, esbuild's shared
  // chunks would make the island import the debug view's share of zod.
  const bundles = await Promise.all(
    [...lateCodeBundles().values()].map((names) => bundleRows(root, outDir, names, values, [onlyBrowserSiteFacts, onlyEnglishZodLocale])),
  );
  const files: string[] = [];
  for (const outputs of bundles) {
    const rows = Object.keys(outputs).filter((output) => outputs[output].entryPoint);
    files.push(...rows.map((output) => path.basename(output)));
    const startRows = rows.filter((output) => LATE_CODE[rowName(output)].when === "start");
    for (const file of new Set(startRows.flatMap((row) => startUpFiles(outputs, row)))) {
      const written = path.join(root, file);
      const code = fs.readFileSync(written, "utf8");
      if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(written, COMPILE_HINT + code);
    }
  }
  const digest = createHash("sha256");
  for (const [output, meta] of bundles.flatMap((outputs) => Object.entries(outputs)).sort(([a], [b]) => a.localeCompare(b))) {
    digest.update(output).update(String(meta.bytes));
  }
  const build: LateCodeBuild = { build: digest.digest("hex").slice(0, 20), files: files.sort() };
  fs.writeFileSync(path.join(outDir, LATE_CODE_BUILD_FILE), JSON.stringify(build));
  return build;
}

/** The row a written module belongs to, by its name (`<row>-<hash>.js`). */
function rowName(output: string): LateCodeName {
  return path.basename(output).replace(/-[0-9A-Z]+\.js$/, "") as LateCodeName;
}

/**
 * V8's file-level compile hint: Chromium compiles every function of a file so
 * marked on the background thread that streams it, instead of compiling each
 * lazily on the main thread the first time it runs: the island's start-up
 * tasks (React's DOM renderer evaluating, hydration slices) get shorter, so a
 * tap meanwhile waits less.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The files a row loaded as the page asks for it runs as it starts: its
 * module and everything that imports statically. The rows loaded later, on a
 * visitor's action (the Supabase client, on the first send), are not among them.
 */
export function startUpFiles(outputs: Metafile["outputs"], row: string): string[] {
  const found = new Set<string>([row]);
  const visit = (file: string) => {
    for (const { path: imported, kind } of outputs[file]?.imports ?? []) {
      if (kind !== "import-statement" || found.has(imported) || !(imported in outputs)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(row);
  return [...found];
}

/** The rows of one bundle as ES modules with their shared chunks, `process.env` fixed to `values`; returns what esbuild wrote. */
async function bundleRows(root: string, outDir: string, names: LateCodeName[], values: Record<string, string>, plugins: Plugin[]) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(names.map((name) => [name, LATE_CODE[name].source])),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    legalComments: "none",
    outdir: outDir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    logLevel: "silent",
    plugins,
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      "process.env": JSON.stringify(values),
    },
  });
  return result.metafile.outputs;
}
