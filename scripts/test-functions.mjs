#!/usr/bin/env node
// `npm run test:functions`: the Edge Function's tests under Deno (every
// supabase/**/*.deno.test.ts, against PGlite with the real migrations; with
// FUNCTIONS_TEST_DATABASE_URL the tests that open supabase/local/memory-stores.ts
// run on that PostgreSQL database through postgres.js instead), and a
// type check of the local runner and CLI. The production entry (index.ts)
// imports the postgres driver, which Deno fetches from the npm registry, so it
// is checked separately with --node-modules-dir=auto (skip: FUNCTIONS_SKIP_ENTRY_CHECK=1).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { DENO, FUNCTION_CONFIG } from "./lib/deno.mjs";

const common = ["--no-lock", "--config", FUNCTION_CONFIG];
function deno(args) {
  const run = spawnSync(DENO, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? "1" } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

// Listed explicitly: Deno's discovery skips folders starting with "_" (functions/_shared).
const tests = fs
  .readdirSync(path.join(ROOT, "supabase"), { recursive: true })
  .filter((file) => file.endsWith(".deno.test.ts") && !file.includes("node_modules"))
  .map((file) => path.join("supabase", file))
  .sort();

deno(["test", "--node-modules-dir=manual", ...common, "--allow-net", "--allow-env", "--allow-read", ...tests, ...process.argv.slice(2)]);
deno(["check", "--node-modules-dir=manual", ...common, "supabase/local/serve.ts", "supabase/local/lead-commands.ts"]);
if (!process.env.FUNCTIONS_SKIP_ENTRY_CHECK) deno(["check", "--node-modules-dir=auto", ...common, "supabase/functions/send-contact-email/index.ts"]);
