// What the page's inline consent-default script runs (bundled by gatsby/page-runtime.ts).
import { setConsentDefault } from "./consent-default";

setConsentDefault(window);
