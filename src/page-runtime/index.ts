/**
 * The page runtime: written inline into every page's <head> (gatsby/page-runtime.ts),
 * it runs before the body is parsed and installs document-level listeners,
 * so every control it serves answers from the moment it is painted. It is all
 * the JavaScript a page without a form runs, with the vitals reporter it
 * requests once the page is idle; a page with a lead form also hydrates the
 * form's island when the visitor heads for it.
 */
import { installClickTracking } from "../lib/analytics-clicks";
import { whenParsed, whenShown, whenShownAndPainted } from "./activation";
import { installAttributionCapture } from "./attribution";
import { installConsentBanner } from "./consent-banner";
import { installImagePlaceholders } from "./image-placeholders";
import { installIslands } from "./islands";
import { installLateTools } from "./late-tools";
import { installMenus } from "./menus";
import { installPageShell } from "./page-shell";
import { installPageViews } from "./page-view";
import { installRadioPresets } from "./radio-presets";

whenShown(document, () => installAttributionCapture(window));
installClickTracking(document);
installConsentBanner(document);
installMenus(document);
installRadioPresets(document);
installPageShell(document);
installImagePlaceholders(document);
installPageViews(document);
installLateTools(window);
whenParsed(document, () => whenShownAndPainted(document, () => installIslands(document)));
