#!/usr/bin/env node
// `npm run gtm:generate`: writes the files generated from the typed analytics
// modules (docs/analytics.md, docs/gtm/*.json; list in gatsby/analytics/generated.ts).
// The modules are TypeScript, so esbuild bundles the generator for Node first.
// `-- --check` writes nothing and exits 1 when a committed file is out of date.
// `-- --out FILE` writes only the container to import for this environment's
// build to FILE: with GATSBY_GTM_SERVER_CONTAINER_URL set, its Google tag sends
// to that first-party tagging server (server_container_url); committed files never change.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ROOT } from "./lib/build-fingerprint.mjs";

const check = process.argv.includes("--check");
const outIndex = process.argv.indexOf("--out");
const out = outIndex > 0 ? process.argv[outIndex + 1] : null;
if (outIndex > 0 && !out) {
  console.error("--out needs a file name");
  process.exit(2);
}
// Inside the repository, so that the bundles' imports of packages resolve to its node_modules.
fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
const outDir = fs.mkdtempSync(path.join(ROOT, ".cache", "gtm-generate-"));
try {
  await build({
    absWorkingDir: ROOT,
    entryPoints: { generate: "gatsby/analytics/generated.ts", "head-scripts": "plugins/gatsby-plugin-swc-delivery/bundling/page-runtime.ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    // Packages run from node_modules (esbuild and terser compile the consent script whose hash docs/analytics.md prints).
    packages: "external",
    logLevel: "warning",
  });
  const { renderGeneratedFiles, renderContainerForEnv } = await import(pathToFileURL(path.join(outDir, "generate.mjs")).href);
  const { compileHeadScript } = await import(pathToFileURL(path.join(outDir, "head-scripts.mjs")).href);
  // The committed version history: a changed container becomes its next version, dated today.
  const historyFile = path.join(ROOT, "docs/gtm/versions.json");
  const history = fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, "utf8")) : [];
  const today = new Date().toISOString().slice(0, 10);
  if (out) {
    const { json, taggingServerUrl } = renderContainerForEnv({ history, today }, process.env);
    fs.writeFileSync(path.resolve(out), json);
    console.log(`written    ${out} (${taggingServerUrl ? `GA4 via the tagging server ${taggingServerUrl}` : "no tagging server: GATSBY_GTM_SERVER_CONTAINER_URL is not set"})`);
  }
  let stale = 0;
  for (const [file, content] of Object.entries(out ? {} : renderGeneratedFiles({ history, today, consentScript: await compileHeadScript(ROOT, "consent-default") }))) {
    const target = path.join(ROOT, file);
    const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : null;
    if (current === content) {
      console.log(`unchanged  ${file}`);
    } else if (check) {
      stale++;
      console.log(`stale      ${file}`);
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
      console.log(`written    ${file}`);
    }
  }
  if (stale) process.exitCode = 1;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
