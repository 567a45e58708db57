#!/usr/bin/env node
// `npm run cms`: the CMS for editing content on this machine, no account
// needed. Starts the site in watch mode (gatsby develop on
// http://127.0.0.1:8000, the CMS at /admin/) and the CMS's local backend
// (decap-server on 127.0.0.1:8081), which writes the edits into content/ of
// this working copy: review them with `git diff` and commit as usual.
// Ctrl-C stops both; when one stops, the other is stopped too.
//
//   options: --port <n> (the site's port, 8000 unless given; the local
//            backend's is fixed: the generated CMS configuration points to it)
import { spawn } from "node:child_process";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { startLocalBackend } from "./lib/cms-backend.mjs";
import { GATSBY_CLI, gatsbyEnv } from "./lib/gatsby-env.mjs";
import { restoreBuiltPublic, setBuiltPublicAside } from "./lib/develop-public.mjs";

/** The site's port: `--port <n>`, else 8000. */
function sitePort(argv) {
  const at = argv.indexOf("--port");
  if (at < 0) return 8000;
  const port = Number(argv[at + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error("--port must be a port number");
  return port;
}

const port = sitePort(process.argv.slice(2));
const backend = await startLocalBackend({ directory: ROOT, root: ROOT }).catch((error) => {
  console.error(`[cms] ${error.message}\n[cms] Is another \`npm run cms\` running? The local backend needs port 8081.`);
  process.exit(1);
});
console.log(`[cms] local backend: ${backend.url} (writes into ${ROOT}/content)`);

// develop writes its own files into public/: the build's waits aside until the site stops (develop-public.mjs).
setBuiltPublicAside(ROOT);
const site = spawn(process.execPath, [GATSBY_CLI, "develop", "-H", "127.0.0.1", "-p", String(port)], {
  cwd: ROOT,
  stdio: "inherit",
  env: gatsbyEnv(),
});
console.log(`[cms] site starting: the CMS will be at http://127.0.0.1:${port}/admin/`);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  backend.stop();
  if (site.exitCode === null) site.kill("SIGINT");
  process.exitCode = code;
}
site.on("exit", (code) => {
  restoreBuiltPublic(ROOT);
  stopAll(code ?? 0);
});
backend.child.on("exit", (code) => {
  console.error(`[cms] the local backend stopped (${code}); stopping the site.`);
  stopAll(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));
