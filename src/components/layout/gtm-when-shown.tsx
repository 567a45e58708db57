import React from "react";
import { whenShownScript } from "../../lib/when-shown-script";

/** React key of the GTM snippet among the head components (gatsby-plugin-google-tagmanager's gatsby-ssr). */
export const GTM_SCRIPT_KEY = "plugin-google-tagmanager";

/**
 * Head components with the GTM snippet made to wait until the page is shown:
 * a page prerendered on a hover (Speculation Rules) and never opened must
 * load no tag and count no visit.
 */
export function withGtmWhenShown(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<{ dangerouslySetInnerHTML?: { __html: string } }>(component) || component.key !== GTM_SCRIPT_KEY) return component;
    const code = component.props.dangerouslySetInnerHTML?.__html;
    if (!code) return component;
    return React.cloneElement(component, { dangerouslySetInnerHTML: { __html: whenShownScript(code) } });
  });
}
