#!/usr/bin/env node
// `npm run develop`: gatsby develop on http://127.0.0.1:8000 (`--port <n>` for
// another port), with the production build's public/ set aside while it runs
// and put back when it stops (scripts/lib/develop-public.mjs).
import { spawn } from "node:child_process";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { GATSBY_CLI, gatsbyEnv } from "./lib/gatsby-env.mjs";
import { restoreBuiltPublic, setBuiltPublicAside } from "./lib/develop-public.mjs";

const at = process.argv.indexOf("--port");
const port = at < 0 ? "8000" : process.argv[at + 1];
setBuiltPublicAside(ROOT);
const site = spawn(process.execPath, [GATSBY_CLI, "develop", "-H", "127.0.0.1", "-p", port], { cwd: ROOT, stdio: "inherit", env: gatsbyEnv() });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => site.kill("SIGINT"));
site.on("exit", (code) => {
  restoreBuiltPublic(ROOT);
  process.exit(code ?? 0);
});
