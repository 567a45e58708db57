#!/usr/bin/env node
// `npm run bench:cms-idle`: whether `npm run cms` is idle when nothing is
// edited. Starts `npm run cms` in this working copy (the site's development
// server on a free port, the CMS's local backend on its fixed 127.0.0.1:8081),
// waits until both answer (the backend its API, the site /admin/ and /, once
// Gatsby has compiled the development bundle), then for 60 s
//   - samples the CPU time of the whole process tree every second (npm, the
//     CMS script, decap-server, gatsby develop and its workers: utime + stime
//     of each from /proc/<pid>/stat, plus cutime + cstime, the time of the
//     children it has already reaped, so a worker that ends within the minute
//     still counts), and
//   - every 5 s lists the files of the working copy and records each whose
//     mtime changed, or that was created or deleted (the folders left out are
//     in IGNORED, each with why);
// prints the CPU used (% of one core, the busiest 5 s, the processes that used
// it) and the files written, stops the whole tree, and exits 1 when the CPU
// reached 5% of one core or any file was written.
//
// With a cold webpack cache (the first start after `gatsby clean`) webpack
// stores its cache of the development bundle, about 100 MB, within that first
// minute: about 10 s of CPU.
//
//   options: --seconds <n> (how long to watch, default 60)
//            --after <n> (seconds to wait once ready before watching, default
//            0: 90 watches a minute after webpack's start-up store)
//            --port <n> (the site's port; default a free one)
//            --timeout <seconds for the start, default 900>
import { spawn } from "node:child_process";
import fs from "node:fs";
import { freePort } from "./lib/free-port.mjs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { LOCAL_BACKEND_PORT } from "./lib/cms-backend.mjs";
import { gatsbyEnv } from "./lib/gatsby-env.mjs";
import { option, readOptions } from "./lib/options.mjs";

/** The most CPU `npm run cms` may use with nothing edited, in % of one core. */
const CPU_LIMIT_PERCENT = 5;
const SAMPLE_MS = 1000;
/** Every how many CPU samples the files are listed again. */
const FILE_SCAN_EVERY = 5;
/** The samples of each stretch of the reported timeline. */
const STRETCH_SAMPLES = 5;
/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** Installed packages, left out at any depth (Deno keeps its own under supabase/functions/). */
const PACKAGES = "node_modules";
/**
 * The other folders of the working copy (paths from its root) whose writes
 * are not a change: each is generated, never a source file, and none is under
 * version control. Anything else written while nothing is edited fails the
 * bench, the rest of Gatsby's .cache/ included.
 */
const IGNORED = new Map([
  [".git", "git's own data (in a worktree, a file naming it)"],
  ["public", "the site's output: gatsby develop writes page data and the CMS's files (/admin) there when it starts and when a page is requested"],
  [
    ".cache/webpack",
    "webpack's persistent cache of the development bundle, which webpack stores once its compiler has been idle for 60 s after a compilation (its idleTimeout): the store after the start-up compilation falls within the first minute, and with nothing edited there is no other compilation (its CPU time still counts)",
  ],
]);

const OPTIONS = {
  seconds: option.number({ min: 1, default: 60 }),
  after: option.number({ min: 0, default: 0 }),
  port: option.number({ min: 1, default: null }),
  timeout: option.number({ min: 1, default: 900 }),
};

/** Every process's parent, name and CPU ticks (its own and its reaped children's), from /proc/<pid>/stat. */
function readProcesses() {
  const processes = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      // The name is in parentheses and may hold spaces; the fields after it are numbers.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const [ppid, utime, stime, cutime, cstime] = [fields[1], fields[11], fields[12], fields[13], fields[14]].map(Number);
      processes.set(Number(name), { ppid, ticks: utime + stime + cutime + cstime, name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) });
    } catch {
      // the process ended while /proc was read
    }
  }
  return processes;
}

/** The processes of the tree under `rootPid` (itself included), each with its CPU ticks. */
function treeTicks(rootPid) {
  const processes = readProcesses();
  const children = new Map();
  for (const [pid, { ppid }] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = new Map();
  const stack = processes.has(rootPid) ? [rootPid] : [];
  while (stack.length) {
    const pid = stack.pop();
    tree.set(pid, processes.get(pid));
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const sumTicks = (tree) => [...tree.values()].reduce((total, { ticks }) => total + ticks, 0);

/** What a process runs, shortened for the report ("node …/gatsby/dist/commands/develop-process.js"). */
function commandOf(pid, fallback) {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    const shown = args.map((arg) => (arg.length > 60 ? `…${arg.slice(-57)}` : arg)).join(" ");
    return shown.length > 120 ? `${shown.slice(0, 117)}…` : shown || fallback;
  } catch {
    return fallback;
  }
}

/** Every file of the working copy outside IGNORED, with its mtime in nanoseconds. */
function listFiles(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const relative = path.relative(root, file);
      if (entry.name === PACKAGES || IGNORED.has(relative.split(path.sep).join("/"))) continue;
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.lstatSync(file, { bigint: true, throwIfNoEntry: false });
        if (stat) files.set(relative, stat.mtimeNs);
      }
    }
  };
  walk(root);
  return files;
}

/** Adds to `changes` (file → number of scans it changed in) what differs between two listings. */
function recordChanges(before, after, changes) {
  for (const [file, mtime] of after) {
    if (before.get(file) !== mtime) changes.set(file, { count: (changes.get(file)?.count ?? 0) + 1, how: before.has(file) ? "rewritten" : "created" });
  }
  for (const file of before.keys()) if (!after.has(file)) changes.set(file, { count: (changes.get(file)?.count ?? 0) + 1, how: "deleted" });
}

/** Whether a request to `url` is answered with a 2xx whose body passes `check`. */
async function answers(url, { method = "GET", body, check = () => true } = {}) {
  try {
    const response = await fetch(url, { method, body, headers: body ? { "Content-Type": "application/json" } : undefined, signal: AbortSignal.timeout(30_000) });
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What Gatsby prints once its first compilation of the development bundle is done (it serves pages before). */
const GATSBY_COMPILED = "You can now view";

/**
 * Waits until the local backend answers its API, Gatsby has compiled the
 * development bundle (`printed()` holds GATSBY_COMPILED) and the site serves
 * the CMS at /admin/ and its home page; rejects if `child` ends or time runs out.
 */
async function waitUntilReady(child, port, timeoutSeconds, printed) {
  const site = `http://127.0.0.1:${port}`;
  const checks = [
    async () => printed().includes(GATSBY_COMPILED),
    () => answers(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, { method: "POST", body: JSON.stringify({ action: "info" }) }),
    () => answers(`${site}/admin/`, { check: (html) => html.includes("decap-cms-app") }),
    () => answers(`${site}/`, { check: (html) => html.includes("___gatsby") }),
  ];
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (const check of checks) {
    while (!(await check())) {
      if (child.exitCode !== null) throw new Error(`npm run cms exited (${child.exitCode}) before it was ready`);
      if (Date.now() > deadline) throw new Error(`npm run cms was not ready within ${timeoutSeconds} s`);
      await sleep(1000);
    }
  }
}

/** Stops every process of the tree: SIGINT first (`npm run cms` stops both its servers), SIGKILL for any still there after 10 s. */
async function stopTree(child) {
  const pids = () => [...treeTicks(child.pid).keys()];
  const signal = (name) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, name);
      } catch {
        // already gone
      }
    }
  };
  signal("SIGINT");
  const deadline = Date.now() + 10_000;
  while (pids().length > 0 && Date.now() < deadline) await sleep(250);
  signal("SIGKILL");
}

/** Samples the tree's CPU and the working copy's files for `seconds`; returns the ticks used, the busiest window's and each process's, and the files written. */
async function watchIdle(rootPid, seconds) {
  const first = treeTicks(rootPid);
  const changes = new Map();
  let listed = listFiles(ROOT);
  let previous = sumTicks(first);
  const perSample = [];
  const started = Date.now();
  for (let sample = 1; Date.now() - started < seconds * 1000; sample++) {
    await sleep(Math.min(SAMPLE_MS, started + seconds * 1000 - Date.now()));
    const total = sumTicks(treeTicks(rootPid));
    perSample.push(total - previous);
    previous = total;
    if (sample % FILE_SCAN_EVERY === 0) {
      const now = listFiles(ROOT);
      recordChanges(listed, now, changes);
      listed = now;
    }
  }
  recordChanges(listed, listFiles(ROOT), changes);
  const last = treeTicks(rootPid);
  const elapsed = (Date.now() - started) / 1000;
  const byProcess = [...last]
    .map(([pid, { ticks, name }]) => ({ pid, ticks: ticks - (first.get(pid)?.ticks ?? 0), command: commandOf(pid, name) }))
    .filter(({ ticks }) => ticks > 0)
    .sort((a, b) => b.ticks - a.ticks);
  return { elapsed, ticks: sumTicks(last) - sumTicks(first), perSample, byProcess, changes };
}

const percent = (ticks, seconds) => (ticks / CLOCK_TICKS / seconds) * 100;

/** The CPU ticks of each stretch of `size` samples. */
function stretches(perSample, size) {
  const sums = [];
  for (let i = 0; i < perSample.length; i += size) sums.push(perSample.slice(i, i + size).reduce((a, b) => a + b, 0));
  return sums;
}

function report({ elapsed, ticks, perSample, byProcess, changes }, { startedIn, after, printed }) {
  const cpu = percent(ticks, elapsed);
  const stretchSeconds = (STRETCH_SAMPLES * SAMPLE_MS) / 1000;
  const timeline = stretches(perSample, STRETCH_SAMPLES).map((stretch) => percent(stretch, stretchSeconds));
  console.log(`\nbench:cms-idle: \`npm run cms\` with nothing edited, watched for ${elapsed.toFixed(0)} s from ${after} s after it was ready (ready after ${startedIn.toFixed(0)} s)`);
  console.log(`  CPU of the process tree: ${cpu.toFixed(2)}% of one core (${(ticks / CLOCK_TICKS).toFixed(2)} s of CPU); busiest ${stretchSeconds} s: ${Math.max(0, ...timeline).toFixed(1)}%`);
  console.log(`  CPU per ${stretchSeconds} s (%): ${timeline.map((value) => value.toFixed(1)).join(" ")}`);
  for (const { pid, ticks: own, command } of byProcess.slice(0, 8)) console.log(`    ${(own / CLOCK_TICKS).toFixed(2).padStart(7)} s  ${pid}  ${command}`);
  console.log(`  files written (left out: ${[PACKAGES, ...IGNORED.keys()].join(", ")}): ${changes.size === 0 ? "none" : changes.size}`);
  for (const [file, { count, how }] of [...changes].sort()) console.log(`    ${how.padEnd(9)} ${file}${count > 1 ? ` (in ${count} of the ${FILE_SCAN_EVERY}-s scans)` : ""}`);
  const lines = printed.split("\n").filter((line) => line.trim());
  console.log(`  printed by npm run cms meanwhile: ${lines.length === 0 ? "nothing" : `${lines.length} lines, the last:`}`);
  for (const line of lines.slice(-10)) console.log(`    ${line.slice(0, 160)}`);
  const idle = cpu < CPU_LIMIT_PERCENT && changes.size === 0;
  console.log(idle ? `  idle: CPU under ${CPU_LIMIT_PERCENT}% and no file written` : `  NOT idle: ${cpu >= CPU_LIMIT_PERCENT ? `CPU ≥ ${CPU_LIMIT_PERCENT}%` : ""}${cpu >= CPU_LIMIT_PERCENT && changes.size > 0 ? " and " : ""}${changes.size > 0 ? "files written" : ""}`);
  return idle;
}

async function main() {
  const options = readOptions(process.argv.slice(2), OPTIONS);
  const port = options.port ?? (await freePort());
  console.log(`[bench:cms-idle] starting \`npm run cms -- --port ${port}\` in ${ROOT} (load average ${os.loadavg()[0].toFixed(2)})`);
  const started = Date.now();
  const child = spawn("npm", ["run", "cms", "--", "--port", String(port)], { cwd: ROOT, env: gatsbyEnv(), stdio: ["ignore", "pipe", "pipe"] });
  // Its output, kept (the last 20,000 characters) for a failed start, and what it prints while watched.
  let output = "";
  let printed = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    printed += chunk;
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopTree(child).then(() => process.exit(1)));
  let idle = false;
  try {
    await waitUntilReady(child, port, options.timeout, () => output);
    const startedIn = (Date.now() - started) / 1000;
    console.log(`[bench:cms-idle] ready after ${startedIn.toFixed(0)} s${options.after ? `; waiting ${options.after} s` : ""}`);
    await sleep(options.after * 1000);
    console.log(`[bench:cms-idle] watching for ${options.seconds} s (load average ${os.loadavg()[0].toFixed(2)})`);
    printed = "";
    const watched = await watchIdle(child.pid, options.seconds);
    idle = report(watched, { startedIn, after: options.after, printed });
  } catch (error) {
    console.error(`[bench:cms-idle] ${error.message}\n--- last output of npm run cms ---\n${output.slice(-4000)}`);
  } finally {
    await stopTree(child);
  }
  process.exit(idle ? 0 : 1);
}

await main();
