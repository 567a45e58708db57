// Finds a Chromium for the browser tests, installing one when there is none:
// CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own cache;
// else `apt-get install -y chromium` (root on Debian) or `npx playwright install chromium`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * How every test and benchmark starts Chromium here: no sandbox (containers),
 * no GPU, /tmp instead of a small /dev/shm, and none of the browser's own
 * background traffic (updates, sync, first-run pages) beside what is measured.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROMIUM_ARGS, with the machine's GPU allowed when `gpu` is set (bench:navigation's --gpu). */
export function chromiumArgs({ gpu = false } = {}) {
  return CHROMIUM_ARGS.filter((arg) => !(gpu && arg === "--disable-gpu"));
}

/**
 * Chromium driven by Playwright, started as every benchmark and script here
 * starts it: the Chromium found (installed when there is none) with
 * CHROMIUM_ARGS. `options` go to Playwright's launch.
 */
export async function launchChromium(options = {}) {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ ...options, executablePath: options.executablePath ?? ensureChromium(), args: [...CHROMIUM_ARGS, ...(options.args ?? [])] });
}

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(cache)) return null;
  for (const dir of fs.readdirSync(cache).filter((d) => d.startsWith("chromium")).sort().reverse()) {
    for (const rel of ["chrome-linux/chrome", "chrome-linux64/chrome", "chrome-headless-shell-linux64/chrome-headless-shell"]) {
      const candidate = path.join(cache, dir, rel);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return null;
}

export function findChromium() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  return SYSTEM_PATHS.find((p) => fs.existsSync(p)) ?? playwrightCacheChromium();
}

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    console.log(`[chromium] using ${found}`);
    return found;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log("[chromium] none found: installing Debian's chromium (apt-get install -y chromium)…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } else {
    console.log("[chromium] none found: installing Playwright's Chromium (npx playwright install chromium)…");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
  const installed = findChromium();
  if (!installed) throw new Error("Could not find or install Chromium; set CHROME_PATH to a Chromium or Chrome binary.");
  console.log(`[chromium] using ${installed}`);
  return installed;
}
