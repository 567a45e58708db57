// The site's own TypeScript modules for scripts, which run on plain Node: a
// script reads a fact where the site declares it (the site facts through
// src/lib/site-facts.ts, as the site's code outside a query reads them; the
// consent cookie's name and format in src/lib/consent.ts …) instead of a copy. esbuild bundles the
// module for Node in memory (about 20 ms), and the bundle is imported as a
// data: URL, so nothing is written.
import { build } from "esbuild";
import { ROOT } from "./build-fingerprint.mjs";

/** The exports of `file` (a TypeScript module, relative to the repository). */
export async function importSiteModule(file) {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [file],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "warning",
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

/** A stored "Reject all", the cookie src/lib/consent.ts writes: no consent banner over the page's own controls. */
export async function storedRejectAll() {
  const { ALL_DENIED, CONSENT_COOKIE, encodeConsent } = await importSiteModule("src/lib/consent.ts");
  return { name: CONSENT_COOKIE, value: encodeConsent(ALL_DENIED) };
}
