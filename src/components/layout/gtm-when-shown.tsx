import React from "react";

/** React key of the GTM snippet among the head components (gatsby-plugin-google-tagmanager's gatsby-ssr). */
export const GTM_SCRIPT_KEY = "plugin-google-tagmanager";

/** `code` run at once on a page loaded normally, and only at activation on a page the browser prerendered. */
export function whenShownScript(code: string): string {
  return `(function(run){if(document.prerendering)document.addEventListener("prerenderingchange",run,{once:true});else run()})(function(){${code}});`;
}

/**
 * Head components with the GTM snippet made to wait until the page is shown:
 * a page prerendered on a hover (Speculation Rules) and never opened must
 * load no tag and count no visit. The site's own pushes wait the same way
 * (src/page-runtime/activation.ts).
 */
export function withGtmWhenShown(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement<{ dangerouslySetInnerHTML?: { __html: string } }>(component) || component.key !== GTM_SCRIPT_KEY) return component;
    const code = component.props.dangerouslySetInnerHTML?.__html;
    if (!code) return component;
    return React.cloneElement(component, { dangerouslySetInnerHTML: { __html: whenShownScript(code) } });
  });
}
