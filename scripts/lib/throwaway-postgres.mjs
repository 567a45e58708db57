// A PostgreSQL server of its own for one test run: a fresh cluster in a
// temporary folder, on a free local port, trusted local connections only,
// removed when stopped. The Debian package (`apt-get install -y postgresql`)
// provides the binaries; as root (CI) the server runs as the package's
// `postgres` user, since PostgreSQL refuses to run as root.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { freePort } from "./free-port.mjs";
import os from "node:os";
import path from "node:path";

/** The folder of initdb/pg_ctl: on PATH, else the newest of Debian's versioned folders; null when not installed. */
export function postgresBinaries() {
  const onPath = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return path.dirname(fs.realpathSync(onPath));
  const debian = "/usr/lib/postgresql";
  if (!fs.existsSync(debian)) return null;
  const versions = fs.readdirSync(debian).filter((name) => fs.existsSync(path.join(debian, name, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(debian, versions[0], "bin") : null;
}

/**
 * Starts a throwaway server and returns its URL (database `postgres`, user
 * `postgres`) and `stop()`, which shuts it down and deletes its files.
 */
export async function startThrowawayPostgres(binaries) {
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "swc-postgres-"));
  if (asRoot) {
    const owner = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    if (owner.status !== 0) throw new Error("PostgreSQL will not run as root, and there is no `postgres` user to run it as (it comes with `apt-get install -y postgresql`)");
    spawnSync("chown", ["postgres", folder]);
  }
  const run = (tool, args) => {
    const command = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(binaries, tool), ...args]] : [path.join(binaries, tool), args];
    const result = spawnSync(command[0], command[1], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  };
  /** The same, without blocking this process (the benchmark's stubs keep answering meanwhile). */
  const runInBackground = (tool, args) =>
    new Promise((resolve, reject) => {
      const command = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(binaries, tool), ...args]] : [path.join(binaries, tool), args];
      const child = spawn(command[0], command[1], { stdio: "ignore" });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (${code})`))));
    });
  const data = path.join(folder, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c max_connections=40`;
  const startArgs = ["-D", data, "-o", settings, "-l", path.join(folder, "server.log"), "-w", "-t", "60", "start"];
  run("pg_ctl", startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** An outage: the server stops at once (as in a crash, every connection cut) until `up()`. */
    down: () => runInBackground("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    /** The server back after `down()`, on the same port with the same data. */
    up: () => runInBackground("pg_ctl", startArgs),
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
