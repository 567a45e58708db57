import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { inlineScriptHashes } from "../../../gatsby/build-output/security-headers";
import { gtmLoaderData, gtmPlugins } from "../../../gatsby/gtm";
import { consentDefaultScript, withConsentFirst } from "../../../src/components/consent/consent-head";
import { withGtmWhenShown } from "../../../src/components/layout/gtm-when-shown";
import { readHeadScript } from "../../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime-file";

/**
 * A page of the default build (no container id) as a build with
 * GATSBY_GTM_ID serves it: the site's GTM loader in place of the plugin's snippet, ordered
 * and made to wait by the site's own gatsby-ssr code, and its hash in the
 * page's CSP as the build puts it there (gatsby/build-output/security-headers.ts).
 */

/** The consent script as every page has it: what the head with the snippet replaces. */
export const CONSENT_TAG = renderToStaticMarkup(consentDefaultScript(readHeadScript("consent-default")));

/** The head's consent script and GTM snippet as Gatsby renders them with `containerId`. */
export function headWithGtm(containerId: string): string {
  const gtmSsr = require("gatsby-plugin-google-tagmanager/gatsby-ssr");
  let pluginHead: React.ReactNode[] = [];
  for (const plugin of gtmPlugins(containerId)) {
    gtmSsr.onRenderBody(
      { setHeadComponents: (components: React.ReactNode[]) => (pluginHead = pluginHead.concat(components)), setPreBodyComponents: () => undefined, reporter: {} },
      { ...plugin.options, includeInDevelopment: true },
    );
  }
  if (pluginHead.length !== 1) throw new Error(`the GTM plugin rendered ${pluginHead.length} head components, not its one snippet`);
  return renderToStaticMarkup(React.createElement(React.Fragment, null, ...withGtmWhenShown(withConsentFirst([...pluginHead, consentDefaultScript(readHeadScript("consent-default"))]), readHeadScript("gtm-when-shown"), gtmLoaderData(containerId))));
}

/** The page's HTML and headers with the snippet in place of the consent script and every inline script's hash in its CSP. */
export function withGtmSnippet(html: string, headers: Record<string, string>, containerId: string) {
  const withSnippet = html.replace(CONSENT_TAG, headWithGtm(containerId));
  const hashed = (policy: string) => policy.replace(/script-src 'self'( 'sha256-[^']+')*/, `script-src 'self' ${inlineScriptHashes(withSnippet).join(" ")}`);
  // The not-found page carries its policy in a <meta> too (security-headers.ts, withMetaPolicy), made from its final scripts.
  const body = withSnippet.replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)/, (_match, start: string, policy: string) => start + hashed(policy));
  const csp = headers["content-security-policy"];
  if (!csp) return { body, headers };
  return { body, headers: { ...headers, "content-security-policy": hashed(csp) } };
}
