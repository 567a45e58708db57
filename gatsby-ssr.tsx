import type { GatsbySSR } from "gatsby";
import { consentDefaultScript, withConsentFirst } from "./src/components/consent/consent-head";
import { fontPreloadLinks } from "./src/components/layout/font-preload";

export { wrapPageElement } from "./src/components/layout/wrap-page";

/**
 * Consent Mode v2 default, before anything else in <head> (see src/lib/consent.ts);
 * the preload of the latin Inter file (src/components/layout/font-preload.tsx).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([consentDefaultScript(), ...fontPreloadLinks()]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withConsentFirst(getHeadComponents()));
};
