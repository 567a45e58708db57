// What the page's inline consent-default script runs (bundled by plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts).
import { setConsentDefault } from "./consent-default";

setConsentDefault(window);
