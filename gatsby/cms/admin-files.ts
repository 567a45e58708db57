/**
 * Writes the CMS into public/admin/: its page, its generated configuration,
 * Decap's standalone bundle (copied, never bundled by the site's webpack) and
 * the site's own script for it (src/cms/, compiled here with esbuild). The
 * preview stylesheet is the site's: the built one after a build
 * (copyPreviewStylesheet), compiled from src/styles under `gatsby develop`
 * (gatsby/cms/dev-server.ts).
 */
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { buildContentSchema } from "../schema-document";
import { resolveSiteUrl } from "../../src/lib/site-url";
import { siteFacts as site } from "../../src/lib/site-facts";
import { cmsBackendFromEnv } from "./backend";
import { cmsConfig, cmsConfigYaml } from "./config";
import { adminPageHtml, ADMIN_PATH } from "./admin-page";
import { contentReader } from "./content-reader";
import { globalStylesheet } from "../build-output/webpack-stats";

export const CMS_ENTRY = "src/cms/index.ts";
export const PREVIEW_STYLESHEET = "preview.css";
/** The site's script for the CMS (src/cms/), named apart from Decap's own files. */
export const SITE_SCRIPT = "site-cms.js";
const DECAP_FILE = /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]{16,}\.wasm$/;

/** A package file as Node resolves it from the repository (`require.resolve` is not kept by Gatsby's compilation of gatsby-node). */
export function resolveFrom(root: string, request: string): string {
  return createRequire(path.join(root, "package.json")).resolve(request);
}

export function adminDir(publicDir: string): string {
  return path.join(publicDir, ADMIN_PATH.slice(1));
}

/** Returns how many of Decap's files were copied. */
export async function writeAdminFiles(root: string, publicDir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ decapFiles: number }> {
  const dir = adminDir(publicDir);
  fs.mkdirSync(dir, { recursive: true });
  const settings = cmsBackendFromEnv(env);
  const config = cmsConfig({ schema: buildContentSchema(), content: contentReader(root), settings, siteUrl: resolveSiteUrl(site.siteUrl) });
  fs.writeFileSync(path.join(dir, "index.html"), adminPageHtml({ brand: site.brand, backend: settings.backend.name }));
  fs.writeFileSync(path.join(dir, "config.yml"), cmsConfigYaml(config));
  const decapFiles = copyDecapBundle(dir, root);
  // It draws with the CMS's React (window.h) and imports none of its own. esbuild is loaded only
  // here: modules that import this one may be tested under jsdom, where esbuild cannot run.
  const { bundleScript } = await import("../page-runtime");
  fs.writeFileSync(path.join(dir, SITE_SCRIPT), await bundleScript(root, CMS_ENTRY));
  return { decapFiles };
}

/**
 * Decap's standalone bundle and the files it loads on demand from beside
 * itself (numbered chunks, WebAssembly): everything of decap-cms/dist/ but
 * source maps and the other build (cms.js, …) the package also ships.
 */
export function copyDecapBundle(dir: string, root: string): number {
  const dist = path.dirname(resolveFrom(root, "decap-cms/dist/decap-cms.js"));
  const files = fs.readdirSync(dist).filter((name) => DECAP_FILE.test(name));
  for (const name of files) fs.copyFileSync(path.join(dist, name), path.join(dir, name));
  return files.length;
}

/** The build's global stylesheet (webpack.stats.json names it), copied for the preview pane; fails when there is not exactly one. */
export function copyPreviewStylesheet(publicDir: string): string {
  const stylesheet = globalStylesheet(publicDir);
  fs.copyFileSync(path.join(publicDir, stylesheet), path.join(adminDir(publicDir), PREVIEW_STYLESHEET));
  return stylesheet;
}
