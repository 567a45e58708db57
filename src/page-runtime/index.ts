/**
 * The page runtime: written inline into every page's <head> (gatsby/page-runtime.ts),
 * it runs before the body is parsed and only installs document-level listeners,
 * so every control it serves answers from the moment it is painted, with
 * React's bundles still loading or never arriving.
 */
import { installClickTracking } from "../lib/analytics-clicks";
import { installAttributionCapture } from "./attribution";
import { installConsentBanner } from "./consent-banner";
import { installMenus } from "./menus";
import { installRadioPresets } from "./radio-presets";

installAttributionCapture(window);
installClickTracking(document);
installConsentBanner(document);
installMenus(document);
installRadioPresets(document);
