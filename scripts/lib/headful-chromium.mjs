// A real, headful Chromium with nothing attached to it: a virtual X display
// (Xvfb), the browser started as a visitor would start it (no DevTools
// protocol, no automation flags), and the system pointer moved and pressed
// with xdotool. Chrome turns Speculation Rules prerendering off while DevTools
// is attached, so this is how a prerendered navigation can be measured at all.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumArgs } from "./chromium.mjs";

/** The Debian packages this needs, as the error message names them. */
export const X_PACKAGES = { Xvfb: "xvfb", xdotool: "xdotool" };

/** The programs of X_PACKAGES that are not on PATH. */
export function missingXTools() {
  return Object.keys(X_PACKAGES).filter((program) => spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends a process group this module started (spawned detached), politely and then for good. */
async function endGroup(child, graceMs = 2000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  if (await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
  await Promise.race([exited, sleep(graceMs)]);
}

/**
 * Starts Xvfb on a free display (it picks the number itself: -displayfd) of
 * `width`×`height`; resolves to { display, stop }.
 */
export function startXvfb({ width, height, timeoutMs = 15_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", `${width}x${height}x24`, "-nolisten", "tcp", "-nocursor"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
      detached: true,
    });
    let stderr = "";
    let number = "";
    const timer = setTimeout(() => fail(new Error(`Xvfb did not start within ${timeoutMs} ms: ${stderr.trim()}`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      endGroup(child).finally(() => reject(error));
    };
    child.on("error", (error) => fail(new Error(`cannot run Xvfb (${error.message}): apt-get install -y ${X_PACKAGES.Xvfb}`)));
    child.on("exit", (code) => fail(new Error(`Xvfb exited (${code}): ${stderr.trim()}`)));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdio[3].on("data", (chunk) => {
      number += chunk;
      if (!number.includes("\n")) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      resolve({ display: `:${number.trim()}`, stop: () => endGroup(child) });
    });
  });
}

/** The real pointer on `display`, in screen pixels. */
export function pointer(display) {
  const run = (...args) => {
    const result = spawnSync("xdotool", args, { env: { ...process.env, DISPLAY: display }, encoding: "utf8", timeout: 10_000 });
    if (result.error) throw new Error(`xdotool ${args.join(" ")}: ${result.error.message} (apt-get install -y ${X_PACKAGES.xdotool})`);
    if (result.status !== 0) throw new Error(`xdotool ${args.join(" ")} exited ${result.status}: ${result.stderr.trim()}`);
  };
  return {
    moveTo: (x, y) => run("mousemove", "--sync", String(Math.round(x)), String(Math.round(y))),
    click: () => run("click", "1"),
  };
}

/**
 * Starts `executable` headful on `display` in a fresh profile, at `url`, its
 * window at the screen's top left. `prerender: false` starts it with
 * prerendering turned off (the feature disabled, and the profile's "Preload
 * pages" setting off, as a visitor can set it); `reducedMotion` as a visitor
 * who asked for reduced motion; `extraArgs` are added as given. Resolves to
 * { stop, log, exited }; `stop(keepLogAs)` copies the browser's output there first.
 */
export async function launchHeadful(executable, { display, url, width, height, prerender = true, reducedMotion = false, gpu = false, extraArgs = [] }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-navigation-"));
  if (!prerender) {
    // chrome://settings/performance → "Preload pages" off (net.network_prediction_options 2: never).
    fs.mkdirSync(path.join(profile, "Default"));
    fs.writeFileSync(path.join(profile, "Default", "Preferences"), JSON.stringify({ net: { network_prediction_options: 2 } }));
  }
  const args = [
    // `gpu`: the machine's GPU, where it has one (elsewhere Chromium falls back to drawing on the CPU).
    ...chromiumArgs({ gpu }),
    `--user-data-dir=${profile}`,
    "--no-default-browser-check",
    "--password-store=basic",
    "--window-position=0,0",
    `--window-size=${width},${height}`,
    // Nothing leaves the machine: every other host fails at once instead of waiting on DNS.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ...(prerender ? [] : ["--disable-features=Prerender2"]),
    ...(reducedMotion ? ["--force-prefers-reduced-motion"] : []),
    ...extraArgs,
    url,
  ];
  const logFile = path.join(profile, "chromium.log");
  const out = fs.openSync(logFile, "w");
  const child = spawn(executable, args, { stdio: ["ignore", out, out], detached: true, env: { ...process.env, DISPLAY: display } });
  fs.closeSync(out);
  await new Promise((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  return {
    exited: () => child.exitCode !== null || child.signalCode !== null,
    log: () => {
      try {
        return fs.readFileSync(logFile, "utf8");
      } catch {
        return "";
      }
    },
    stop: async (keepLogAs) => {
      await endGroup(child, 3000);
      if (keepLogAs) fs.copyFileSync(logFile, keepLogAs);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
