/** @jest-environment node */
import { outputInNode } from "./support/run-in-node";

/**
 * bench:lighthouse's runs: Lighthouse itself needs a browser and minutes; what
 * this module decides is tested here: the settings of a run, the CPU slowdown
 * written into the gathered artifacts, and which failures are run again.
 * (Lighthouse is an ES module Jest would have to compile whole, so the module
 * runs in plain Node: once, since loading Lighthouse takes seconds, with every
 * case below worked out in that one process.)
 */
const FAILING_RUNS = {
  recovers: ["NO_FCP", "NO_NAVSTART", null],
  givesUp: ["NO_LCP", "NO_TRACING_STARTED", "NO_FCP", null],
  otherFailure: ["ERRORED_DOCUMENT_REQUEST", null],
  firstTime: [null],
};

let seen: Record<string, any>;
beforeAll(() => {
  seen = JSON.parse(
    outputInNode(`
      import * as run from "./scripts/lib/lighthouse-run.mjs";
      import * as constants from "lighthouse/core/config/constants.js";
      import { cpuSlowdownFromBenchmark } from "./scripts/lib/perf-budget.mjs";
      const seen = {};

      seen.byCategory = run.lighthouseFlags({ port: 9222 }, { categories: ["performance", "accessibility"] });
      seen.byAudit = run.lighthouseFlags({ port: 9222 }, { categories: ["performance"], audits: ["total-byte-weight"], notFound: true });
      seen.throttlingIsACopy = constants.throttling.mobileSlow4G !== seen.byCategory.throttling;
      seen.screenIsMobile = seen.byCategory.screenEmulation === constants.screenEmulationMetrics.mobile;

      const artifacts = (index) => ({ BenchmarkIndex: index, settings: { throttling: { rttMs: 150, cpuSlowdownMultiplier: 4 } } });
      const calibrate = (index, fixed) => {
        const gathered = artifacts(index);
        try {
          return { ...run.calibrateArtifacts(gathered, fixed), written: gathered.settings.throttling };
        } catch (error) {
          return { error: error.message };
        }
      };
      seen.calibrated = { slow: calibrate(1000), fast: calibrate(9000), fixed: calibrate(1000, 2.5), noIndex: calibrate(undefined), noIndexFixed: calibrate(undefined, 3) };
      seen.expected = { slow: cpuSlowdownFromBenchmark(1000), fast: cpuSlowdownFromBenchmark(9000) };

      const said = [];
      console.log = (line) => said.push(line);
      seen.repeated = {};
      for (const [name, codes] of Object.entries(${JSON.stringify(FAILING_RUNS)})) {
        let attempts = 0;
        said.length = 0;
        const once = async () => {
          const code = codes[attempts++];
          if (code === null) return "measured";
          throw Object.assign(new Error("Lighthouse failed: " + code), { runtimeErrorCode: code });
        };
        const outcome = await run.repeatWhileNoTrace(once, "http://127.0.0.1:9350/").catch((error) => "failed: " + error.message);
        seen.repeated[name] = { attempts, outcome, said: [...said] };
      }
      process.stdout.write(JSON.stringify(seen));`),
  );
}, 120_000);

describe("a Lighthouse run's settings", () => {
  it("are the mobile preset on simulated Slow 4G (a copy), on the browser's port, for whole categories", () => {
    expect(seen.byCategory).toMatchObject({
      port: 9222,
      output: "json",
      onlyCategories: ["performance", "accessibility"],
      onlyAudits: null,
      ignoreStatusCode: false,
      disableFullPageScreenshot: true,
      formFactor: "mobile",
      throttlingMethod: "simulate",
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    });
    expect([seen.screenIsMobile, seen.throttlingIsACopy]).toEqual([true, true]);
  });

  it("run only the audits named instead of categories, and accept a page that answers 404 on purpose", () => {
    expect(seen.byAudit).toMatchObject({ onlyCategories: null, onlyAudits: ["total-byte-weight"], ignoreStatusCode: true });
  });
});

describe("the CPU slowdown of a run", () => {
  it("is calibrated from the run's own benchmarkIndex and written into its artifacts' throttling, the rest kept", () => {
    const { slow, fast } = seen.calibrated;
    expect(slow).toEqual({ multiplier: seen.expected.slow.multiplier, capped: false, written: { rttMs: 150, cpuSlowdownMultiplier: seen.expected.slow.multiplier } });
    expect(slow.multiplier).not.toBe(4);
    expect(fast).toMatchObject({ multiplier: seen.expected.fast.multiplier, capped: true });
  });

  it("is the one given instead, when fixed", () => {
    expect(seen.calibrated.fixed).toEqual({ multiplier: 2.5, capped: false, written: { rttMs: 150, cpuSlowdownMultiplier: 2.5 } });
  });

  it("refuses artifacts without a benchmarkIndex unless the slowdown is fixed", () => {
    expect(seen.calibrated.noIndex).toEqual({ error: "invalid benchmarkIndex undefined" });
    expect(seen.calibrated.noIndexFixed).toMatchObject({ multiplier: 3 });
  });
});

describe("a run that recorded no trace", () => {
  it("is run again, and said so, up to three runs in all", () => {
    expect(seen.repeated.recovers).toEqual({
      attempts: 3,
      outcome: "measured",
      said: ["  http://127.0.0.1:9350/: Lighthouse recorded no trace (NO_FCP); repeating the run", "  http://127.0.0.1:9350/: Lighthouse recorded no trace (NO_NAVSTART); repeating the run"],
    });
    expect(seen.repeated.givesUp).toMatchObject({ attempts: 3, outcome: "failed: Lighthouse failed: NO_FCP" });
  });

  it("is the only failure run again", () => {
    expect(seen.repeated.otherFailure).toEqual({ attempts: 1, outcome: "failed: Lighthouse failed: ERRORED_DOCUMENT_REQUEST", said: [] });
    expect(seen.repeated.firstTime).toEqual({ attempts: 1, outcome: "measured", said: [] });
  });
});
