import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { build, type Metafile, type Plugin } from "esbuild";
import LOCAL_DEFAULTS from "../src/lib/local-build-defaults.json";
import { LATE_CODE_ENTRIES } from "../src/late-code/entries";
import type { LateCodeName } from "../src/page-runtime/late-code-modules";

/**
 * Code the browser loads after the page (src/late-code/): the lead form's
 * island, the Core Web Vitals reporter, the hash scroll and the dataLayer
 * debug view. esbuild bundles each entry on its own into a hashed ES module
 * (plus the chunks it imports on demand, such as the Supabase client the
 * island loads on the first send), so a page requests one file per entry it
 * uses and no entry pulls in another's code. The page runtime imports them by the URLs in the manifest this
 * module writes (src/page-runtime/late-code-files.ts is replaced by it when
 * the runtime is bundled), so no page carries Gatsby's client runtime.
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

/** Where the bundles are written at bootstrap, and where the build output copies them from. */
export const LATE_CODE_CACHE_DIR = path.join(".cache", "late-code");
/** The public URL folder of the bundles. */
export const LATE_CODE_PUBLIC_PATH = "/late";
/** The file in that folder naming the deployed build, for a page to tell it is older than the deploy. */
export const LATE_CODE_BUILD_FILE = "build.json";

export interface LateCodeManifest {
  /** A digest of every bundle: changes whenever any of them does. */
  build: string;
  /** Each entry's URL. */
  files: Record<LateCodeName, string>;
}

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

/** Bundles every entry into `outDir` (emptied first) and returns the manifest. */
export async function buildLateCode(root: string, outDir = path.join(root, LATE_CODE_CACHE_DIR), env = process.env): Promise<LateCodeManifest> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const values = browserEnv(env);
  const names = Object.keys(LATE_CODE_ENTRIES) as LateCodeName[];
  // One esbuild run per entry: with all entries in one run, esbuild's shared
  // chunks would make the island import the debug view's share of zod.
  const bundles = await Promise.all(
    names.map(async (name) => ({ name, outputs: await bundleEntry(root, outDir, name, values, [onlyBrowserSiteFacts, onlyEnglishZodLocale]) })),
  );
  const files = {} as Record<LateCodeName, string>;
  for (const { name, outputs } of bundles) {
    const entry = Object.keys(outputs).find((output) => outputs[output].entryPoint);
    if (!entry) throw new Error(`esbuild wrote no bundle for the late-code entry "${name}" (${LATE_CODE_ENTRIES[name]})`);
    files[name] = `${LATE_CODE_PUBLIC_PATH}/${path.basename(entry)}`;
    for (const file of startUpFiles(outputs, entry)) {
      const written = path.join(root, file);
      const code = fs.readFileSync(written, "utf8");
      if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(written, COMPILE_HINT + code);
    }
  }
  const digest = createHash("sha256");
  for (const [output, meta] of bundles.flatMap(({ outputs }) => Object.entries(outputs)).sort(([a], [b]) => a.localeCompare(b))) {
    digest.update(output).update(String(meta.bytes));
  }
  const manifest: LateCodeManifest = { build: digest.digest("hex").slice(0, 20), files };
  fs.writeFileSync(path.join(outDir, LATE_CODE_BUILD_FILE), JSON.stringify({ build: manifest.build }));
  return manifest;
}

/**
 * V8's file-level compile hint: Chromium compiles every function of a file so
 * marked on the background thread that streams it, instead of compiling each
 * lazily on the main thread the first time it runs. Measured on /contact at
 * 4x: the island's start-up tasks (React's DOM renderer evaluating, hydration
 * slices) went from 20-47 ms to 12-23 ms, so a tap meanwhile waits less.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The files an entry runs as it starts: the entry, what it imports itself
 * (statically, or dynamically: an entry's default export is called as soon as
 * it is loaded and imports what it needs at once) and everything those import
 * statically. Chunks imported on demand later (the Supabase client, on the
 * first send) are not among them.
 */
export function startUpFiles(outputs: Metafile["outputs"], entry: string): string[] {
  const found = new Set<string>([entry]);
  const visit = (file: string, followDynamic: boolean) => {
    for (const { path: imported, kind } of outputs[file]?.imports ?? []) {
      if (kind !== "import-statement" && !(followDynamic && kind === "dynamic-import")) continue;
      if (found.has(imported) || !(imported in outputs)) continue;
      found.add(imported);
      visit(imported, false);
    }
  };
  visit(entry, true);
  return [...found];
}

/** One entry as an ES module with its on-demand chunks, `process.env` fixed to `values`; returns what esbuild wrote. */
async function bundleEntry(root: string, outDir: string, name: LateCodeName, values: Record<string, string>, plugins: Plugin[]) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [name]: LATE_CODE_ENTRIES[name] },
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
