// What the page's inline consent-default script runs (bundled by plugins/gatsby-plugin-swc-delivery/build/page-runtime.ts).
import { setConsentDefault } from "./consent-default";

setConsentDefault(window);
