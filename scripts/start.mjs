#!/usr/bin/env node
// `npm start`: build if the production build is missing or stale, then serve it.
import { spawnSync } from "node:child_process";
import { ROOT, buildIsFresh } from "./lib/build-fingerprint.mjs";

if (buildIsFresh()) {
  console.log("[start] production build is up to date.");
} else {
  console.log("[start] production build is missing or stale: building…");
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("./serve.mjs");
