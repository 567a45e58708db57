// What the benchmarks share: a production build that is current, and a local
// static server for it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, buildIsFresh } from "./build-fingerprint.mjs";
import { createStaticServer } from "./static-server.mjs";

/**
 * public/, built first when it is missing or older than its sources (unless
 * `build` is false). Exits the process when there is no built site to measure.
 */
export function ensureBuiltSite({ build = true } = {}) {
  const publicDir = path.join(ROOT, "public");
  if (build && !buildIsFresh()) {
    console.error("[bench] production build missing or stale: building…");
    const result = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  assertBuiltSite(publicDir);
  return publicDir;
}

/** Exits the process when `dir` holds no built site. */
export function assertBuiltSite(dir) {
  if (fs.existsSync(path.join(dir, "index.html"))) return;
  console.error(`No built site in ${dir}: run \`npm run build\`.`);
  process.exit(1);
}

/** Serves `dir` as the host would (its _headers and _redirects) on 127.0.0.1:port. */
export function serveSite(dir, port) {
  const server = createStaticServer(dir);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
