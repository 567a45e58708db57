import React from "react";
import type { GatsbySSR } from "gatsby";
import { consentDefaultScript, withConsentFirst } from "./src/components/consent/consent-head";
import { withGtmWhenShown } from "./src/components/layout/gtm-when-shown";
import { withExperimentScript } from "./src/components/experiments/ExperimentText";
import { IconSprite } from "./src/components/ui/icon-sprite";
import { withSiteImageStyle, withoutPluginImageScript } from "./src/components/ui/gatsby-image";
import { siteHeadComponents, withoutGeneratorTag } from "./src/components/layout/site-head";
import { resolveSiteUrl } from "./src/lib/site-url";
import { readHeadScript } from "./plugins/gatsby-plugin-swc-delivery/bundling/page-runtime-file";
import { siteFacts as site } from "./src/lib/site-facts";
import { gtmEnvironmentFromEnv, gtmLoaderData } from "./gatsby/gtm";

export { wrapPageElement } from "./src/components/layout/wrap-page";

/**
 * Consent Mode v2 default, before anything else in <head> (src/head-scripts/consent-default.ts),
 * ahead of the page runtime the delivery plugin writes (plugins/gatsby-plugin-swc-delivery);
 * the head tags every page shares (src/components/layout/site-head.tsx);
 * the icon sprite <Icon> draws from, outside React's root so client-side
 * navigation never removes it (src/components/ui/icon-sprite.tsx).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPreBodyComponents }) => {
  setHeadComponents([
    consentDefaultScript(readHeadScript("consent-default")),
    ...siteHeadComponents({ ...site, siteUrl: resolveSiteUrl(site.siteUrl) }),
  ]);
  setPreBodyComponents([<IconSprite key="icon-sprite" />]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const containerId = process.env.GATSBY_GTM_ID?.trim();
  const gtm = containerId ? gtmLoaderData(containerId, gtmEnvironmentFromEnv(process.env)) : null;
  const head = withGtmWhenShown(withConsentFirst(getHeadComponents()), readHeadScript("gtm-when-shown"), gtm);
  replaceHeadComponents(withoutGeneratorTag(withSiteImageStyle(withoutPluginImageScript(withExperimentScript(head, readHeadScript("experiment-assignment"))))));
};
