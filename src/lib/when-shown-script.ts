/**
 * The source of an inline script that runs `code` at once on a page loaded
 * normally, and only when it is shown on a page the browser prerendered
 * (Speculation Rules): a prerendered page that is never opened pushes nothing
 * to the dataLayer and loads no tag. The page runtime's own pushes wait the
 * same way (plugins/gatsby-plugin-swc-delivery/page-runtime/activation.ts).
 */
export function whenShownScript(code: string): string {
  return `(function(r){document.prerendering?document.addEventListener("prerenderingchange",r,{once:!0}):r()})(function(){${code}});`;
}
