// One Lighthouse run as the benchmarks make it: mobile preset, simulated Slow
// 4G, the CPU slowdown calibrated from the run's own benchmarkIndex
// (scripts/bench-lighthouse.mjs and scripts/bench-lighthouse-compare.mjs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { cpuSlowdownFromBenchmark } from "./perf-budget.mjs";

/** A headless Chromium for Lighthouse to drive. */
export async function launchLighthouseChrome() {
  const chromePath = process.env.CHROME_PATH || findChromium();
  if (!chromePath) throw new Error("No Chromium found: set CHROME_PATH.");
  return chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
}

/**
 * Lighthouse now and then fails to record a trace on a loaded machine
 * (NO_NAVSTART, NO_FCP); such a run measured nothing, so it is repeated, twice
 * at most, and said so. Any other failure ends the benchmark.
 */
const TRANSIENT_RUNTIME_ERRORS = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_LCP"]);

/**
 * `options`: { categories } or { audits } (the audits to run, instead of whole
 * categories), `notFound` (the page answers 404 on purpose) and
 * `fixedMultiplier` (one slowdown instead of the calibrated one). Resolves to
 * { lhr, multiplier, capped }.
 */
export function runLighthouse(chrome, url, options) {
  return repeatWhileNoTrace(() => runLighthouseOnce(chrome, url, options), url);
}

/** Runs `run` (one Lighthouse run of `url`) again while it fails for want of a trace, three times in all at most. */
export async function repeatWhileNoTrace(run, url, attempt = 1) {
  try {
    return await run();
  } catch (error) {
    if (attempt >= 3 || !TRANSIENT_RUNTIME_ERRORS.has(error.runtimeErrorCode)) throw error;
    console.log(`  ${url}: Lighthouse recorded no trace (${error.runtimeErrorCode}); repeating the run`);
    return repeatWhileNoTrace(run, url, attempt + 1);
  }
}

/** Lighthouse's settings for a run on `chrome` (its debugging port): the mobile preset on simulated Slow 4G. */
export function lighthouseFlags(chrome, { categories, audits, notFound = false }) {
  return {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: audits ? null : categories,
    onlyAudits: audits ?? null,
    // The not-found page answers 404 on purpose; Lighthouse refuses such a page unless told.
    ignoreStatusCode: notFound,
    disableFullPageScreenshot: true,
    formFactor: "mobile",
    screenEmulation: lighthouseConstants.screenEmulationMetrics.mobile,
    throttlingMethod: "simulate",
    throttling: { ...lighthouseConstants.throttling.mobileSlow4G },
  };
}

/**
 * The CPU slowdown for gathered `artifacts`: `fixedMultiplier` when given, else
 * calibrated from their own benchmarkIndex (`capped` when that index is past
 * the calibrated range). Written into the artifacts' settings: Lighthouse
 * checks that gathering and auditing used the same settings, and the
 * multiplier is the one setting gathering never used.
 */
export function calibrateArtifacts(artifacts, fixedMultiplier) {
  const calibration = fixedMultiplier ? null : cpuSlowdownFromBenchmark(artifacts.BenchmarkIndex);
  const multiplier = fixedMultiplier ?? calibration.multiplier;
  artifacts.settings.throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  return { multiplier, capped: calibration?.capped ?? false };
}

/**
 * One Lighthouse run, in its two phases. With simulated throttling the page
 * loads at full speed and the CPU slowdown is applied only when the trace is
 * analysed, so the run first gathers (Lighthouse's -G mode: the load, the
 * trace and the benchmarkIndex it measures just before the load), then the
 * multiplier is set from that run's own benchmarkIndex, then the audits run
 * on the saved artifacts (-A mode). The speed of a shared machine swings
 * within minutes (benchmarkIndex 1100–1900 here in one hour); a multiplier
 * measured once at the start of a ten-minute benchmark would misjudge most
 * of its runs. `fixedMultiplier` (--multiplier) skips the calibration.
 */
async function runLighthouseOnce(chrome, url, options) {
  const artifactsDir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-lighthouse-"));
  try {
    const flags = lighthouseFlags(chrome, options);
    await lighthouse(url, { ...flags, gatherMode: artifactsDir });
    const artifactsFile = path.join(artifactsDir, "artifacts.json");
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, "utf8"));
    const { multiplier, capped } = calibrateArtifacts(artifacts, options.fixedMultiplier);
    const throttling = { ...flags.throttling, cpuSlowdownMultiplier: multiplier };
    fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, throttling, auditMode: artifactsDir });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
        runtimeErrorCode: lhr.runtimeError.code,
      });
    }
    return { lhr, multiplier, capped };
  } finally {
    fs.rmSync(artifactsDir, { recursive: true, force: true });
  }
}
