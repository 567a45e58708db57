// The CMS's local backend: decap-server, the proxy through which the CMS at
// /admin reads and writes the files of a working copy when it is opened on
// localhost or 127.0.0.1 (local_backend in the generated config.yml). It runs
// in "fs" mode: edits are plain file changes, reviewed and committed with git.
// It also answers an experiment's results (scripts/lib/cms-backend-server.mjs).
// Used by `npm run cms` (the repository itself) and by the CMS browser test
// (a temporary copy of content/).
import { spawn } from "node:child_process";
import path from "node:path";

/** As LOCAL_BACKEND_PORT in gatsby/cms/config.ts, which the generated config points the CMS to. */
export const LOCAL_BACKEND_PORT = 8081;

/** Whether a decap-server answers at `url` (its API takes POSTed actions). */
async function answers(url) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts decap-server on 127.0.0.1:`port` over the files of `directory` and
 * resolves once it answers (or rejects after `timeoutMs`). `stop()` ends it.
 * `root` is the repository whose server script runs; `env` adds to its environment (LEADS_DATA_DIR, EXPERIMENT_EXPOSURES_DIR:
 * see cms-backend-server.mjs).
 */
export async function startLocalBackend({ directory, root = process.cwd(), port = LOCAL_BACKEND_PORT, timeoutMs = 60_000, stdio = "inherit", env = {} }) {
  const url = `http://127.0.0.1:${port}/api/v1`;
  // Another decap-server there would serve other files (another working copy): never talk to it.
  if (await answers(url)) throw new Error(`a local backend already answers on port ${port}`);
  const entry = path.join(root, "scripts", "lib", "cms-backend-server.mjs");
  const child = spawn(process.execPath, [entry], {
    cwd: directory,
    stdio,
    env: { ...process.env, ...env, PORT: String(port), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: directory, LOG_LEVEL: "warn" },
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  const started = Date.now();
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode}) before it answered on port ${port}`);
    if (Date.now() - started > timeoutMs) {
      stop();
      throw new Error(`decap-server did not answer on ${url} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (child.exitCode !== null) throw new Error(`decap-server exited (${child.exitCode}): is port ${port} taken?`);
  return { child, url, stop };
}
