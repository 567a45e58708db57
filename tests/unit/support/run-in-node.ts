import { spawnSync } from "node:child_process";
import path from "node:path";

/** The repository's root: the folder the scripts run in. */
export const ROOT = path.join(__dirname, "..", "..", "..");

/**
 * Runs `code` as an ES module in plain Node, in the repository's root, as the
 * scripts run: Jest's module system cannot import a data: URL, nor a module
 * that reads import.meta (every scripts/lib module that finds the repository
 * through build-fingerprint.mjs). Returns its exit status and output. `env`:
 * its environment (this process's by default); `timeoutMs`: when it is ended.
 */
export function runInNode(code: string, { env = process.env, timeoutMs = 120_000 }: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: ROOT, env, encoding: "utf8", timeout: timeoutMs });
  // A run ended by its time limit has no status and often nothing on stderr: say so.
  const ended = run.signal ? `(ended by ${run.signal} after ${timeoutMs / 1000} s or on a signal)` : "";
  return { status: run.status, stdout: run.stdout.trim(), stderr: [run.stderr.trim(), ended].filter(Boolean).join("\n") };
}

/** Runs `code` as runInNode does and returns what it printed; throws with its errors when it fails. */
export function outputInNode(code: string, options?: Parameters<typeof runInNode>[1]): string {
  const run = runInNode(code, options);
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}
