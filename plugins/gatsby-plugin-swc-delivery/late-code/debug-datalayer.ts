/** The admins' dataLayer debug view as late code: prints what the page pushed so far, then every push. */
export { startDataLayerDebug as default } from "../../../src/lib/debug-datalayer";
