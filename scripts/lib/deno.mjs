// Runs the Supabase function code under Deno from the npm `deno` package
// (node_modules/.bin/deno), resolving npm: imports from this project's
// node_modules (--node-modules-dir=manual): no download, same versions as the site.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "./build-fingerprint.mjs";

export const DENO = path.join(ROOT, "node_modules", ".bin", process.platform === "win32" ? "deno.cmd" : "deno");
export const FUNCTION_CONFIG = "supabase/functions/send-contact-email/deno.json";

/** `deno run` arguments for a script under supabase/; `writable` is the only directory it may write. */
export function denoRunArgs(script, { writable, nodeModules = "manual" } = {}) {
  return [
    "run",
    `--node-modules-dir=${nodeModules}`,
    "--no-lock",
    "--config",
    FUNCTION_CONFIG,
    "--allow-net",
    "--allow-env",
    "--allow-read",
    ...(writable ? [`--allow-write=${writable}`] : []),
    script,
  ];
}

export function spawnDeno(args, options = {}) {
  return spawn(DENO, args, { cwd: ROOT, ...options, env: { ...process.env, NO_COLOR: "1", ...options.env } });
}
