/**
 * Writes the CMS into public/admin/: its page, its generated configuration,
 * its script (src/cms/ with React and the site's components, bundled here
 * with esbuild: gatsby/cms/admin-bundle.ts), Decap's app (copied as shipped)
 * and the files Decap's app loads on demand from beside it. The
 * preview stylesheet is the site's: the built one after a build (copied
 * by the build output's CMS step, gatsby/build-output/cms-admin.ts),
 * compiled from src/styles under `gatsby develop` (gatsby/cms/dev-server.ts).
 */
import fs from "fs";
import path from "path";
import { buildContentSchema } from "../schema-document";
import { resolveSiteUrl } from "../../src/lib/site-url";
import { siteFacts as site } from "../../src/lib/site-facts";
import { SITE_IMAGE_CSS } from "../../src/components/ui/site-image-css";
import { cmsBackendFromEnv } from "./backend";
import { cmsConfig, cmsConfigYaml, siteAddresses } from "./config";
import { adminPageHtml, ADMIN_PATH } from "./admin-page";
import { contentReader } from "./content-reader";
import { ADMIN_DEFINE, adminBundlePlugin, decapRequire, resolveFrom } from "./admin-bundle";

export { resolveFrom };

export const CMS_ENTRY = "src/cms/index.ts";
export const PREVIEW_STYLESHEET = "preview.css";
/** gatsby-plugin-image's global styles, which the site's pages carry in their head (the previews draw its markup too). */
export const IMAGE_STYLESHEET = "image.css";
/** The CMS's script (src/cms/ and all it imports), named apart from Decap's own files. */
export const SITE_SCRIPT = "site-cms.js";
/** What the Publish check knows of the site's addresses and form names (src/cms/publish-rules.ts). */
export const SITE_ADDRESSES_FILE = "site-addresses.json";
/** Decap's app as shipped, and what it loads on demand from beside itself: numbered chunks and WebAssembly. */
export const DECAP_SCRIPT = "decap-cms-app.js";
const DECAP_FILE = /^(?:\d+\.)?decap-cms-app\.js$|^[0-9a-f]{16,}\.wasm$/;

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
  fs.writeFileSync(path.join(dir, SITE_ADDRESSES_FILE), JSON.stringify(siteAddresses(contentReader(root))));
  fs.writeFileSync(path.join(dir, IMAGE_STYLESHEET), gatsbyImageStyles());
  const decapFiles = copyDecapChunks(dir, root);
  // esbuild is loaded only here: modules that import this one may be tested under jsdom, where esbuild cannot run.
  const { bundleScript } = await import("../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime");
  fs.writeFileSync(path.join(dir, SITE_SCRIPT), await bundleScript(root, CMS_ENTRY, [adminBundlePlugin(root)], { define: ADMIN_DEFINE }));
  return { decapFiles };
}

/** The image stylesheet every page's head has (src/components/ui/site-image-css.ts), for the previews' images. */
export function gatsbyImageStyles(): string {
  return SITE_IMAGE_CSS;
}

/** Decap's app and the files it loads on demand from beside itself, from decap-cms-app/dist/ without source maps. */
export function copyDecapChunks(dir: string, root: string): number {
  const dist = path.dirname(decapRequire(root).resolve("decap-cms-app"));
  const files = fs.readdirSync(dist).filter((name) => DECAP_FILE.test(name));
  for (const name of files) fs.copyFileSync(path.join(dist, name), path.join(dir, name));
  return files.length;
}
