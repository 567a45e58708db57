// Runs the Supabase function code under Deno from the npm `deno` package
// (node_modules/.bin/deno), resolving npm: imports from this project's
// node_modules (--node-modules-dir=manual): no download, same versions as the site.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { ROOT } from "./build-fingerprint.mjs";

// The npm package's bin is a Node wrapper that runs the real binary with
// spawnSync; a signal sent to the wrapper (runner.stop(), a test's teardown)
// ends the wrapper only and leaves the Deno process serving. So the binary
// itself is run. The package's own installer puts it in place and returns its
// path: npm may skip the package's postinstall (a fresh `npm install` from the
// lock file does), and the wrapper would otherwise install it only on its first run.
const requireFromRoot = createRequire(path.join(ROOT, "package.json"));
export const DENO = requireFromRoot("deno/install_api.cjs").runInstall();
export const FUNCTION_CONFIG = "supabase/functions/send-contact-email/deno.json";

/** `deno run` arguments for a script under supabase/; `writable` is the only directory it may write. */
export function denoRunArgs(script, { writable, nodeModules = "manual" } = {}) {
  return [
    "run",
    `--node-modules-dir=${nodeModules}`,
    // deno.lock next to the config pins what Deno downloads (--node-modules-dir=auto).
    "--frozen",
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
