// What the page's inline GTM loader runs (bundled by plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts), its data in the JSON element before it.
import { loadGtmWhenShown, type GtmLoaderData } from "./gtm-when-shown";
import { readScriptData } from "./script-data";

loadGtmWhenShown(window, readScriptData<GtmLoaderData>(document));
