import React from "react";

/** React key of the consent-default script among Gatsby's head components. */
export const CONSENT_SCRIPT_KEY = "swc-consent-default";

/**
 * `<script>` with the Consent Mode default: `code` is the compiled head script
 * src/head-scripts/consent-default.ts (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime-file.ts readHeadScript),
 * written as it is, so the CSP hash of the page's script is the hash of that file.
 */
export function consentDefaultScript(code: string) {
  return <script key={CONSENT_SCRIPT_KEY} data-consent-default="" dangerouslySetInnerHTML={{ __html: code }} />;
}

function isConsentScript(component: React.ReactNode): boolean {
  return React.isValidElement(component) && component.key === CONSENT_SCRIPT_KEY;
}

/**
 * Head components with the consent script moved to the front. Gatsby runs the
 * site's own gatsby-ssr after every plugin, so without this the GTM plugin's
 * snippet would come first and GTM could start before the default is set.
 */
export function withConsentFirst(components: readonly React.ReactNode[]): React.ReactNode[] {
  const flat = (components as React.ReactNode[]).flat(Infinity as 1) as React.ReactNode[];
  return [...flat.filter(isConsentScript), ...flat.filter((component) => !isConsentScript(component))];
}
