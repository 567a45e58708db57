// The CMS's local backend as a process: decap-server's file-system proxy
// (its own middlewares, as its command registers them) plus the results of
// the experiments, which the CMS shows in each experiment's entry:
//
//   GET /api/v1/experiments/<slug>/report     the report of `npm run experiments:report`
//                                             for that experiment, as JSON
//   PUT /api/v1/experiments/<slug>/exposures  a GA4 export (CSV) of its exposures: checked
//                                             by the report, then kept for the next reports
//
// The report is computed by the same command as `npm run experiments:report`
// (supabase/local/lead-commands.ts under Deno: leads from DATABASE_URL, else the
// local database in LEADS_DATA_DIR, default .data/leads), over the experiments
// of the working copy the backend serves. An experiment's exposures are the
// file <EXPERIMENT_EXPOSURES_DIR>/<slug>.csv (default .data/experiment-exposures
// in that working copy): uploaded in the CMS or put there by hand.
//
// Environment: PORT, BIND_HOST, GIT_REPO_DIRECTORY and LOG_LEVEL as decap-server
// reads them; LEADS_DATA_DIR, DATABASE_URL, EXPERIMENT_EXPOSURES_DIR.
import fs from "node:fs";
import path from "node:path";
import express from "express";
import middlewares from "decap-server/dist/middlewares.js";
import { ROOT } from "./build-fingerprint.mjs";
import { denoRunArgs, spawnDeno } from "./deno.mjs";

const directory = path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());
const exposuresDir = path.resolve(directory, process.env.EXPERIMENT_EXPOSURES_DIR || path.join(".data", "experiment-exposures"));
const leadsDir = path.resolve(ROOT, process.env.LEADS_DATA_DIR || path.join(".data", "leads"));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Runs the report command for one experiment; resolves to its JSON, or rejects with what it printed on stderr. */
function runReport(slug, exposures) {
  const args = ["report", "--json", "--experiment", slug, "--content", path.join(directory, "content"), ...(exposures ? ["--exposures", exposures] : [])];
  const writable = process.env.LEADS_DATA_DIR === "memory" ? undefined : leadsDir;
  const child = spawnDeno([...denoRunArgs("supabase/local/lead-commands.ts", { writable, nodeModules: process.env.DATABASE_URL ? "auto" : "manual" }), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(JSON.parse(out.trim().split("\n").pop()));
      else reject(new Error(err.trim().split("\n").pop() || `the report ended with code ${code}`));
    });
  });
}

// One report at a time: each opens the local database, which one process may hold.
let queue = Promise.resolve();
function serialized(task) {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Where an experiment's exposures are kept. */
const exposuresFile = (slug) => path.join(exposuresDir, `${slug}.csv`);

/** The answer for one experiment: its report, where its leads and exposures came from (`read` is the file the report reads, `kept` the one named). */
async function answer(slug, read, kept = read) {
  const { reports, leadsFrom } = await runReport(slug, read);
  const report = reports[0];
  if (!report) throw Object.assign(new Error(`No experiment has the id "${slug}" in content/experiments.`), { status: 404 });
  const saved = read && fs.statSync(read).mtime.toISOString().slice(0, 16).replace("T", " ");
  return { report, leadsFrom, exposuresFrom: read ? `the GA4 export saved ${saved} UTC (${path.relative(directory, kept)})` : null };
}

function fail(response, error) {
  response.status(error.status ?? 422).json({ error: error instanceof Error ? error.message : String(error) });
}

const app = express();
await middlewares.registerLocalFs(app, { logLevel: process.env.LOG_LEVEL || "info" });

app.get("/api/v1/experiments/:slug/report", (request, response) => {
  const { slug } = request.params;
  if (!SLUG.test(slug)) return fail(response, { status: 400, message: "Not an experiment id." });
  const file = exposuresFile(slug);
  serialized(() => answer(slug, fs.existsSync(file) ? file : null)).then((body) => response.json(body), (error) => fail(response, error));
});

app.put("/api/v1/experiments/:slug/exposures", express.text({ type: () => true, limit: "5mb" }), (request, response) => {
  const { slug } = request.params;
  if (!SLUG.test(slug)) return fail(response, { status: 400, message: "Not an experiment id." });
  if (typeof request.body !== "string" || request.body.trim() === "") return fail(response, { status: 400, message: "The file is empty." });
  fs.mkdirSync(exposuresDir, { recursive: true });
  const file = exposuresFile(slug);
  // Kept only once the report has read it: a file it refuses never replaces a good one.
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, request.body);
  serialized(async () => {
    try {
      const body = await answer(slug, partial, file);
      fs.renameSync(partial, file);
      return body;
    } finally {
      fs.rmSync(partial, { force: true });
    }
  }).then((body) => response.json(body), (error) => fail(response, error));
});

const port = Number(process.env.PORT || 8081);
const host = process.env.BIND_HOST || "127.0.0.1";
app.listen(port, host, () => console.log(`[cms] local backend on ${host}:${port} over ${directory}`));
