// A throw-away copy of the repository for tests and benchmarks that build the
// site: under the OS temp folder, node_modules linked, without build output or
// VCS data (none of them are inputs of a build).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./build-fingerprint.mjs";

const NOT_COPIED = new Set(["node_modules", "public", ".cache", ".git", "test-results", "playwright-report", ".data"]);

/** Copies the repository into a new temporary folder named after `prefix`; returns the folder. */
export function copyRepository(prefix) {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(target, entry), { recursive: true, verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(target, "node_modules"), "dir");
  return target;
}
