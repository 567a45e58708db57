#!/usr/bin/env node
// `npm run leads [-- --json]` and `npm run leads:resend`: see supabase/local/leads.ts.
// Works while `npm start` runs (it asks the running function runner).
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { denoRunArgs, spawnDeno } from "./lib/deno.mjs";

const dataDir = process.env.LEADS_DATA_DIR || path.join(".data", "leads");
// A remote DATABASE_URL needs the postgres driver, which Deno fetches itself.
const nodeModules = process.env.DATABASE_URL ? "auto" : "manual";
const child = spawnDeno([...denoRunArgs("supabase/local/leads.ts", { writable: path.resolve(ROOT, dataDir), nodeModules }), ...process.argv.slice(2)], {
  stdio: "inherit",
});
child.on("exit", (code) => process.exit(code ?? 1));
