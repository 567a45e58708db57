import { generateHtmlPath } from "gatsby-core-utils/page-html";
import LOCAL_DEFAULTS from "../../src/lib/local-build-defaults.json";
import { ADMIN_PATH } from "../cms/admin-page";
import { cmsBackendFromEnv } from "../cms/backend";
import { adminHeaderRules } from "../cms/headers";
import { inlineScriptHashes, urlPathOf, writeHeadersFile } from "../security-headers";
import { failOnPages, type BuildOutput, type BuildOutputStep } from "./pipeline";

/**
 * public/_headers (gatsby/security-headers.ts): security and cache headers,
 * and a Content-Security-Policy per page that allows that page's inline
 * scripts by hash. Every page Gatsby renders has inline scripts (its chunk
 * map, the page runtime, the bundle loader): a page with none found means the
 * script pattern no longer matches Gatsby's tags, and its policy would block
 * them all, so the build stops.
 */
export function writeSecurityHeaders(output: Pick<BuildOutput, "publicDir" | "pagePaths" | "env">): { pages: number; hashes: number; hashedAssets: number } {
  const supabaseOrigin = new URL(output.env.GATSBY_SUPABASE_URL || LOCAL_DEFAULTS.GATSBY_SUPABASE_URL).origin;
  const written = writeHeadersFile(output.publicDir, { supabaseOrigin }, adminHeaderRules(cmsBackendFromEnv(output.env).backend.name), [ADMIN_PATH]);
  const hashesByPage = new Map(written.pages.map((page) => [page.urlPath, inlineScriptHashes(page.html).length]));
  const gatsbyPages = output.pagePaths.map((pagePath) => urlPathOf(output.publicDir, generateHtmlPath(output.publicDir, pagePath)));
  failOnPages("pages without a policy", gatsbyPages.filter((page) => !hashesByPage.has(page)));
  failOnPages("pages whose policy allows no inline script", gatsbyPages.filter((page) => hashesByPage.get(page) === 0));
  const hashes = [...hashesByPage.values()].reduce((sum, count) => sum + count, 0);
  return { pages: written.pages.length, hashes, hashedAssets: written.hashedAssets.length };
}

export const securityHeadersStep: BuildOutputStep = {
  name: "security-headers",
  // The hashes must be of the final bytes of every page: after every step
  // that writes or rewrites HTML (the meta-refresh pages get a policy too).
  after: ["strip-nul-bytes", "no-client-runtime", "inline-used-css", "cms-admin", "redirect-files"],
  run(output) {
    const { pages, hashes, hashedAssets } = writeSecurityHeaders(output);
    return `_headers: a policy for ${pages} HTML files (${hashes} inline-script hashes), a year's cache for ${hashedAssets} hashed bundles`;
  },
};
