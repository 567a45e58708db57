// The local runner of the send-contact-email Edge Function (supabase/local/serve.ts
// under Deno), started by `npm run functions`, `npm start` and the lead benchmarks.
import path from "node:path";
import { ROOT } from "./build-fingerprint.mjs";
import { denoRunArgs, spawnDeno } from "./deno.mjs";
import { createFakeSiteverify } from "./fake-siteverify.mjs";

export const DEFAULT_FUNCTIONS_PORT = 54321;

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`function runner exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/_local/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`function runner did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the runner and resolves once it answers. Returns its URLs and stop().
 * Options: port, host, dataDir ("memory" allowed), adminToken, env (extra
 * variables for the function), fakeSiteverify (boolean), stdio.
 */
export async function startFunctionRunner(options = {}) {
  const host = options.host ?? "127.0.0.1";
  const port = Number(options.port ?? DEFAULT_FUNCTIONS_PORT);
  const dataDir = options.dataDir ?? path.join(".data", "leads");
  const url = `http://${host}:${port}`;
  let fake = null;
  const env = {
    FUNCTIONS_HOST: host,
    FUNCTIONS_PORT: String(port),
    LEADS_DATA_DIR: dataDir,
    ...(options.adminToken ? { LOCAL_ADMIN_TOKEN: options.adminToken } : {}),
    ...options.env,
  };
  if (options.fakeSiteverify) {
    fake = createFakeSiteverify();
    env.RECAPTCHA_VERIFY_URL = await fake.listen();
    env.RECAPTCHA_SECRET_KEY ??= "local-fake-secret";
    // Long enough for a loaded machine, short enough for the "hang" tests.
    env.RECAPTCHA_TIMEOUT_MS ??= "3000";
  }
  const writable = dataDir === "memory" ? undefined : path.resolve(ROOT, dataDir);
  // A real PostgreSQL (FUNCTIONS_DATABASE_URL) needs the postgres driver, which Deno resolves itself.
  const nodeModules = env.FUNCTIONS_DATABASE_URL ?? process.env.FUNCTIONS_DATABASE_URL ? "auto" : "manual";
  const child = spawnDeno(denoRunArgs("supabase/local/serve.ts", { writable, nodeModules }), {
    env,
    stdio: options.stdio ?? "inherit",
  });
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    await waitForHealth(url, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    child.kill("SIGTERM");
    await fake?.close();
    throw error;
  }
  return {
    url,
    functionUrl: `${url}/functions/v1/send-contact-email`,
    fakeSiteverify: fake,
    child,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await fake?.close();
    },
  };
}
