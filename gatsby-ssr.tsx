import type { GatsbySSR } from "gatsby";
import { consentDefaultScript, withConsentFirst } from "./src/components/consent/consent-head";

export { wrapPageElement } from "./src/components/layout/wrap-page";

/** Consent Mode v2 default, before anything else in <head> (see src/lib/consent.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([consentDefaultScript()]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(withConsentFirst(getHeadComponents()));
};
