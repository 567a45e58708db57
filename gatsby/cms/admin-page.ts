/**
 * The CMS's page, /admin (public/admin/index.html). It loads two scripts and
 * nothing of the site's pages: /admin/site-cms.js (src/cms/ with React and the
 * site's components the previews draw with: gatsby/cms/admin-bundle.ts), then
 * Decap's app /admin/decap-cms-app.js, which takes its React from the first.
 * Once both have run, site-cms.js starts Decap with the generated
 * /admin/config.yml.
 */
import type { BackendName } from "./backend";

export const ADMIN_PATH = "/admin";
/** Decap's login for git-gateway is Netlify Identity's widget. */
export const IDENTITY_WIDGET = "https://identity.netlify.com/v1/netlify-identity-widget.js";

export function adminPageHtml({ brand, backend }: { brand: string; backend: BackendName }): string {
  const identity = backend === "git-gateway" ? `\n    <script src="${IDENTITY_WIDGET}"></script>` : "";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content manager | ${brand}</title>${identity}
  </head>
  <body>
    <script src="${ADMIN_PATH}/site-cms.js"></script>
    <script src="${ADMIN_PATH}/decap-cms-app.js"></script>
  </body>
</html>
`;
}
