/**
 * The CMS's page, /admin (public/admin/index.html). It loads two scripts of
 * its own and nothing of the site: /admin/site-cms.js (src/cms/, the preview
 * templates and editor components, compiled at build) and Decap's
 * prebuilt standalone bundle /admin/decap-cms.js, which carries its own React,
 * so the site's React stays as it is. site-cms.js comes first: it asks Decap to
 * wait, then starts it with the generated /admin/config.yml once both have run.
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
    <script src="${ADMIN_PATH}/decap-cms.js"></script>
  </body>
</html>
`;
}
