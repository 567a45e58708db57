#!/usr/bin/env node
// `npm start`: build if the production build is missing or stale, then serve
// it, together with the lead form's backend: the send-contact-email function
// under Deno at http://127.0.0.1:54321/functions/v1/send-contact-email, backed
// by the embedded database in .data/leads (see docs/lead-capture.md).
import { spawnSync } from "node:child_process";
import { ROOT, buildIsFresh } from "./lib/build-fingerprint.mjs";
import { DEFAULT_FUNCTIONS_PORT, startFunctionRunner } from "./lib/function-runner.mjs";

const sitePort = Number(process.env.PORT || 9000);
const siteHost = process.env.HOST || "127.0.0.1";
const functionsPort = Number(process.env.FUNCTIONS_PORT || DEFAULT_FUNCTIONS_PORT);
// The site must be built for the function's address; only an explicit
// FUNCTIONS_PORT changes it (so a plain `npm run build` stays fresh).
if (process.env.FUNCTIONS_PORT && !process.env.GATSBY_SUPABASE_URL) {
  process.env.GATSBY_SUPABASE_URL = `http://127.0.0.1:${functionsPort}`;
}

if (buildIsFresh()) {
  console.log("[start] production build is up to date.");
} else {
  console.log("[start] production build is missing or stale: building…");
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let runner = null;
try {
  runner = await startFunctionRunner({
    port: functionsPort,
    dataDir: process.env.LEADS_DATA_DIR,
    env: {
      // The site's own origins, wherever it is served.
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS || [`http://${siteHost}:${sitePort}`, `http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`].join(","),
    },
  });
  console.log("[start] leads: `npm run leads` lists them, deliveries are retried by the runner itself; `npm run leads:resend` retries the undelivered ones now.");
} catch (error) {
  // The site still serves; only sending messages is unavailable.
  console.error(`[start] the contact function did not start: ${error.message}`);
  console.error("[start] the site is served anyway; its lead form cannot send until the function runs (npm run functions).");
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await runner?.stop();
    process.exit(0);
  });
}
await import("./serve.mjs");
