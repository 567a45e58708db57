/**
 * The page runtime: written inline into every page's <head> (plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts),
 * it runs before the body is parsed and installs document-level listeners,
 * so every control it serves answers from the moment it is painted. It is all
 * the JavaScript a page without a form runs, with the vitals reporter it
 * requests once the page is idle; a page with a lead form also hydrates the
 * form's island when the visitor heads for it.
 *
 * What every page needs is here; what only some pages need is a part
 * (./parts.ts), given by the entry the page's runtime is built from: a page
 * carries only the parts its markup asks for.
 */
import { installClickTracking } from "../../../src/lib/analytics-clicks";
import { whenParsed, whenShown, whenShownAndPainted } from "../../../src/lib/activation";
import { installAttributionCapture } from "./attribution";
import { installConsentBanner } from "./consent-banner";
import { installConsentSync } from "./consent-sync";
import { installImagePlaceholders } from "./image-placeholders";
import { installLateTools } from "./late-tools";
import { installMenus } from "./menus";
import { installPageShell } from "./page-shell";
import { installPageViews, type PageViewCheck } from "./page-view";

/** The parts of ./parts.ts, each as the runtime calls it; a page's entry gives those it carries. */
export interface PageRuntimeParts {
  installIslands?: (doc: Document) => void;
  installRadioPresets?: (doc: Document) => void;
  notFoundPageView?: PageViewCheck;
}

export function startPageRuntime(parts: PageRuntimeParts): void {
  whenShown(document, () => installAttributionCapture(window));
  installClickTracking(document);
  installConsentBanner(document);
  installConsentSync(window);
  installMenus(document);
  parts.installRadioPresets?.(document);
  installPageShell(document);
  installImagePlaceholders(document);
  installPageViews(document, undefined, parts.notFoundPageView);
  installLateTools(window);
  const { installIslands } = parts;
  if (installIslands) whenParsed(document, () => whenShownAndPainted(document, () => installIslands(document)));
}
