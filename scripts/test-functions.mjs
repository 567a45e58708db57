#!/usr/bin/env node
// `npm run test:functions`: the Edge Function's tests under Deno (every
// supabase/**/*.deno.test.ts, against PGlite with the real migrations), then
// the tests that open the stores (supabase/local/memory-stores.ts) again on a
// real PostgreSQL server through postgres.js, the production driver: a
// throwaway server of their own, or FUNCTIONS_TEST_DATABASE_URL's (an empty
// database); FUNCTIONS_SKIP_POSTGRES=1 leaves that run out. Then a
// type check of the local runner and CLI. The production entry (index.ts)
// imports the postgres driver, which Deno fetches from the npm registry (at the
// version and integrity deno.lock records; offline once cached), so it is
// checked separately with --node-modules-dir=auto (skip: FUNCTIONS_SKIP_ENTRY_CHECK=1).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { DENO, FUNCTION_CONFIG } from "./lib/deno.mjs";
import { postgresBinaries, startThrowawayPostgres } from "./lib/throwaway-postgres.mjs";

// The lock file next to the config (supabase/functions/send-contact-email/deno.lock)
// pins every npm: package Deno downloads, with its integrity; --frozen fails
// the run when an import no longer matches it instead of rewriting it.
const common = ["--frozen", "--config", FUNCTION_CONFIG];
/** Runs deno; its exit status. */
function denoStatus(args, env = {}) {
  return spawnSync(DENO, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? "1", ...env } }).status ?? 1;
}
function deno(args, env = {}) {
  const status = denoStatus(args, env);
  if (status !== 0) process.exit(status);
}

// Listed explicitly: Deno's discovery skips folders starting with "_" (functions/_shared).
const tests = fs
  .readdirSync(path.join(ROOT, "supabase"), { recursive: true })
  .filter((file) => file.endsWith(".deno.test.ts") && !file.includes("node_modules"))
  .map((file) => path.join("supabase", file))
  .sort();

const testArgs = ["test", "--node-modules-dir=manual", ...common, "--allow-net", "--allow-env", "--allow-read"];
const given = process.env.FUNCTIONS_TEST_DATABASE_URL;
// PGlite and PostgreSQL differ where it matters (how postgres.js binds a JSON
// text to a jsonb parameter, for one), so the stores' tests run on both.
deno([...testArgs, ...tests, ...process.argv.slice(2)], { FUNCTIONS_TEST_DATABASE_URL: "" });
if (!process.env.FUNCTIONS_SKIP_POSTGRES) {
  const storeTests = tests.filter((file) => fs.readFileSync(path.join(ROOT, file), "utf8").includes("openTestStores("));
  const binaries = given ? null : postgresBinaries();
  if (!given && !binaries) {
    console.error("[test:functions] PostgreSQL not found: install it (`apt-get install -y postgresql`), give FUNCTIONS_TEST_DATABASE_URL, or set FUNCTIONS_SKIP_POSTGRES=1");
    process.exit(1);
  }
  const server = given ? null : await startThrowawayPostgres(binaries);
  console.log(`[test:functions] ${storeTests.length} store test files again on PostgreSQL (${given ? "FUNCTIONS_TEST_DATABASE_URL" : "a throwaway server"})`);
  let status;
  try {
    status = denoStatus([...testArgs, ...storeTests, ...process.argv.slice(2)], { FUNCTIONS_TEST_DATABASE_URL: given ?? server.url });
  } finally {
    server?.stop();
  }
  if (status !== 0) process.exit(status);
}
deno(["check", "--node-modules-dir=manual", ...common, "supabase/local/serve.ts", "supabase/local/lead-commands.ts"]);
if (!process.env.FUNCTIONS_SKIP_ENTRY_CHECK) deno(["check", "--node-modules-dir=auto", ...common, "supabase/functions/send-contact-email/index.ts"]);
