#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling)
// on the production build, one URL per template, several runs each, medians.
// The CPU slowdown of every run is calibrated from the benchmarkIndex
// Lighthouse measured in that run, so the
// numbers mean the same on a fast laptop and on a slow CI box. Each page is
// also measured with its scripts removed: the zero-JS limit of that page.
// Exits non-zero when a budget is missed.
//
// Reading TBT: with simulated throttling Lighthouse estimates FCP from the
// requests and the tasks that parse, lay out and paint the page, leaving out
// the task that commits the navigation (it creates the page's JavaScript
// context: 25–50 ms on this machine before the slowdown), while its simulated
// main thread runs that task first. On a page whose first paint waits for no
// other request (its CSS is inline) every task up to the first paint then
// lands after the estimated FCP, so TBT sums the first paint's own work —
// parsing, style, layout, paint — times the slowdown. A page whose first paint
// waits for a stylesheet hides the same work behind that request. What lowers
// TBT here is less work in the tasks around the first paint (less to lay out,
// no synchronous storage reads), not only less script.
//
//   node scripts/bench-lighthouse.mjs                     all templates, 3 runs
//   node scripts/bench-lighthouse.mjs --only /contact --runs 1
//   options: --only <path>[,<path>] (repeatable)  --runs N  --multiplier X (one fixed slowdown, no calibration)
//            --no-zero-js  --no-build  --port N (default 9216; zero-JS copy on N+1)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { ensureBuiltSite, serveSite } from "./lib/bench-site.mjs";
import { launchLighthouseChrome, runLighthouse } from "./lib/lighthouse-run.mjs";
import {
  CALIBRATED_MAX_INDEX,
  budgetedRenderDelay,
  executableInlineScripts,
  htmlGzipBudgetKb,
  LCP_BUDGET,
  lcpBreakdown,
  NO_FORM_JS_BUDGET_KB,
  forbiddenLibraries,
  isLoadedWhenIdle,
  formatTable,
  median,
  stripScripts,
} from "./lib/perf-budget.mjs";
import { selectTemplates } from "./lib/templates.mjs";
import { option, readOptions } from "./lib/options.mjs";

const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  /** A page without a form: all its JavaScript, inline scripts and the vitals reporter included. */
  noFormJsKb: NO_FORM_JS_BUDGET_KB,
  noFormTbtMs: 50,
  noFormPerformance: 100,
  /** A page with the lead form's island. */
  formTbtMs: 150,
};

/** Gzip bytes of the inline scripts of a built page that run (JSON-LD and speculation rules are data). */
function inlineScriptBytes(html) {
  return executableInlineScripts(html).reduce((sum, code) => sum + zlib.gzipSync(code).length, 0);
}

/**
 * The not-found page is a 404 with noindex and logs the bad path on purpose:
 * those audits fail by design there, every other audit must pass.
 */
const NOT_FOUND_EXEMPT = new Set(["http-status-code", "is-crawlable", "errors-in-console"]);

const OPTIONS = {
  only: option.list(),
  runs: option.number({ min: 1, default: 3 }),
  multiplier: option.number({ whole: false }),
  port: option.number({ min: 1, default: 9216 }),
  "no-zero-js": option.flag(),
  "no-build": option.flag(),
};

const log = (...parts) => console.error(...parts);

function pageFile(publicDir, page) {
  if (page.notFound) return path.join(publicDir, "404.html");
  return path.join(publicDir, page.path.replace(/^\/+/, ""), "index.html");
}

function pageExists(publicDir, page) {
  const file = pageFile(publicDir, page);
  return fs.existsSync(file) && !/<meta\s+http-equiv=["']?refresh/i.test(fs.readFileSync(file, "utf8"));
}

/** A copy of public/ whose HTML has no scripts; everything else is hard-linked, not copied. */
function makeZeroJsCopy(publicDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-zero-js-"));
  const linked = spawnSync("cp", ["-al", `${publicDir}/.`, dir]);
  if (linked.status !== 0) fs.cpSync(publicDir, dir, { recursive: true });
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(full, "utf8");
        fs.unlinkSync(full); // break the hard link before writing: public/ stays untouched
        fs.writeFileSync(full, stripScripts(html));
      }
    }
  };
  walk(dir);
  return dir;
}

/** Audits the zero-JS runs need (the rest of a run is skipped to save time). */
const ZERO_JS_AUDITS = ["largest-contentful-paint", "total-blocking-time", "total-byte-weight"];

const numeric = (lhr, id) => lhr.audits[id]?.numericValue;

/** Scored audits of a category that did not pass. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/** On the 404 page, the console may only hold the deliberate log of the bad path (and the 404 itself). */
function consoleOnlyHasBadPath(lhr, badPath) {
  const items = lhr.audits["errors-in-console"]?.details?.items ?? [];
  return items.every((item) => String(item.description ?? "").includes(badPath) || String(item.sourceLocation?.url ?? "").includes(badPath));
}

/**
 * The scripts a run loaded: what the first view runs, and what the page
 * requests later on purpose (the vitals reporter, once idle after load).
 */
function loadedScripts(lhr, origin, publicDir) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items
    .filter((item) => item.resourceType === "Script")
    .map((item) => {
      const url = new URL(item.url);
      const file = url.origin === origin ? path.join(publicDir, decodeURIComponent(url.pathname)) : null;
      const code = file && fs.existsSync(file) ? fs.readFileSync(file) : null;
      return {
        url: item.url,
        local: Boolean(code),
        gzipBytes: code ? zlib.gzipSync(code).length : item.transferSize ?? 0,
        forbidden: code ? forbiddenLibraries(code.toString("utf8")) : [],
        whenIdle: isLoadedWhenIdle(item.url),
      };
    });
  return { firstLoad: scripts.filter((s) => !s.whenIdle), whenIdle: scripts.filter((s) => s.whenIdle) };
}

const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "–");
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : "–");

async function main() {
  const { noBuild, noZeroJs, ...options } = readOptions(process.argv.slice(2), OPTIONS);
  const publicDir = ensureBuiltSite({ build: !noBuild });

  const selected = selectTemplates(options.only);
  const present = selected.filter((page) => pageExists(publicDir, page));
  const missing = selected.filter((page) => !pageExists(publicDir, page));

  const server = await serveSite(publicDir, options.port);
  const origin = `http://127.0.0.1:${options.port}`;
  const zeroJsDir = !noZeroJs ? makeZeroJsCopy(publicDir) : null;
  const zeroJsServer = zeroJsDir ? await serveSite(zeroJsDir, options.port + 1) : null;
  const zeroJsOrigin = `http://127.0.0.1:${options.port + 1}`;

  const chrome = await launchLighthouseChrome();

  const rows = [];
  const lcpRows = [];
  const failures = [];
  const summary = { lighthouseVersion: "", multipliers: { min: NaN, median: NaN, max: NaN }, pages: [] };
  try {
    const fixedMultiplier = options.multiplier;
    console.log(
      fixedMultiplier
        ? `CPU slowdown multiplier: ${fixedMultiplier}× (given with --multiplier)`
        : "CPU slowdown multiplier: set for every run from the benchmarkIndex Lighthouse measured in that run " +
            `(Lighthouse's fixed default is 4×; the calculator's calibrated range ends at index ${CALIBRATED_MAX_INDEX}, 6×)`,
    );
    const multipliersUsed = [];

    for (const page of missing) console.log(`missing  ${page.path} (${page.label}): no such page in this build, skipped`);

    for (const page of present) {
      const runs = [];
      const zeroRuns = [];
      const benchmarkIndexes = [];
      const multipliers = [];
      for (let run = 1; run <= options.runs; run++) {
        const { lhr, multiplier, capped } = await runLighthouse(chrome, `${origin}${page.path}`, {
          fixedMultiplier,
          categories: ["performance", "accessibility", "best-practices", "seo"],
          notFound: page.notFound,
        });
        runs.push(lhr);
        multipliers.push(multiplier);
        multipliersUsed.push(multiplier);
        summary.lighthouseVersion = lhr.lighthouseVersion;
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        log(
          `  ${page.path} run ${run}/${options.runs}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} → CPU ${multiplier}×` +
            `${capped ? " (capped)" : ""}, perf ${Math.round(lhr.categories.performance.score * 100)}, ` +
            `LCP ${ms(numeric(lhr, "largest-contentful-paint"))} ms, TBT ${ms(numeric(lhr, "total-blocking-time"))} ms`,
        );
        if (zeroJsServer) {
          const zero = await runLighthouse(chrome, `${zeroJsOrigin}${page.path}`, { fixedMultiplier, audits: ZERO_JS_AUDITS, notFound: page.notFound });
          zeroRuns.push(zero.lhr);
          multipliersUsed.push(zero.multiplier);
        }
      }

      const score = (id) => median(runs.map((lhr) => (lhr.categories[id]?.score ?? NaN) * 100));
      const metric = (list, id) => median(list.map((lhr) => numeric(lhr, id)));
      const { firstLoad: scripts, whenIdle } = loadedScripts(runs[0], origin, publicDir);
      const html = fs.readFileSync(pageFile(publicDir, page), "utf8");
      const hasForm = html.includes("data-island=");
      const inlineBytes = inlineScriptBytes(html);
      // Everything the page ran: inline scripts, files of the first view and those requested once idle.
      const jsBytes = inlineBytes + [...scripts, ...whenIdle].reduce((sum, s) => sum + s.gzipBytes, 0);
      const htmlGzipBytes = zlib.gzipSync(html).length;
      const breakdowns = runs.map(lcpBreakdown);
      const phase = (key) => median(breakdowns.map((b) => b[key]));
      const elements = [...new Set(breakdowns.map((b) => b.element).filter(Boolean))];
      const lcpPhases = {
        elements,
        isImage: breakdowns.some((b) => b.isImage),
        ttfb: phase("ttfb"),
        loadDelay: phase("loadDelay"),
        loadTime: phase("loadTime"),
        renderDelay: phase("renderDelay"),
        budgetedRenderDelay: median(breakdowns.map((b, i) => budgetedRenderDelay(b, numeric(runs[i], "first-contentful-paint")))),
        lcpAfterFcp: median(runs.map((lhr) => numeric(lhr, "largest-contentful-paint") - numeric(lhr, "first-contentful-paint"))),
      };
      const result = {
        ...page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: metric(runs, "first-contentful-paint"),
        lcp: metric(runs, "largest-contentful-paint"),
        tbt: metric(runs, "total-blocking-time"),
        cls: metric(runs, "cumulative-layout-shift"),
        totalBytes: metric(runs, "total-byte-weight"),
        jsBytes,
        inlineBytes,
        htmlGzipBytes,
        lcpPhases,
        hasForm,
        scripts,
        zeroJs: zeroRuns.length
          ? {
              lcp: metric(zeroRuns, "largest-contentful-paint"),
              tbt: metric(zeroRuns, "total-blocking-time"),
              totalBytes: metric(zeroRuns, "total-byte-weight"),
            }
          : null,
        benchmarkIndex: median(benchmarkIndexes),
        multiplier: median(multipliers),
      };
      const listed = (list) => list.map(({ url, gzipBytes, forbidden }) => ({ url, gzipBytes, forbidden }));
      summary.pages.push({ ...result, scripts: listed(scripts), whenIdleScripts: listed(whenIdle) });

      // Budgets.
      const where = `${page.path} (${page.label})`;
      if (result.performance < BUDGET.performance) failures.push(`${where}: performance ${result.performance} < ${BUDGET.performance}`);
      for (const [id, name] of [["accessibility", "accessibility"], ["best-practices", "best practices"], ["seo", "SEO"]]) {
        // Every run must pass every scored audit: a median hides an audit that fails one run in three.
        const failing = new Set(runs.flatMap((lhr) => failingAudits(lhr, id)));
        // A campaign landing page is noindex on purpose (scripts/lib/templates.mjs marks it): crawlers are told to skip it.
        if (page.noindex) failing.delete("is-crawlable");
        if (page.notFound) {
          for (const audit of NOT_FOUND_EXEMPT) {
            if (audit !== "errors-in-console" || runs.every((lhr) => consoleOnlyHasBadPath(lhr, page.path))) failing.delete(audit);
          }
        }
        if (failing.size) failures.push(`${where}: ${name} below ${BUDGET[id]}; failing audits: ${[...failing].join(", ")}`);
      }
      if (lcpPhases.budgetedRenderDelay > LCP_BUDGET.renderDelayMs) {
        failures.push(`${where}: LCP image shown ${ms(lcpPhases.budgetedRenderDelay)} ms after it loaded and the page painted > ${LCP_BUDGET.renderDelayMs} ms`);
      }
      if (lcpPhases.lcpAfterFcp > LCP_BUDGET.lcpAfterFcpMs) failures.push(`${where}: LCP − FCP ${ms(lcpPhases.lcpAfterFcp)} ms > ${LCP_BUDGET.lcpAfterFcpMs} ms`);
      const htmlBudgetKb = htmlGzipBudgetKb(page.path);
      if (htmlGzipBytes / 1024 > htmlBudgetKb) failures.push(`${where}: HTML ${kb(htmlGzipBytes)} KB gzip > ${htmlBudgetKb} KB`);
      if (result.cls > BUDGET.cls) failures.push(`${where}: CLS ${result.cls.toFixed(3)} > ${BUDGET.cls}`);
      if (!hasForm) {
        if (jsBytes / 1024 > BUDGET.noFormJsKb) failures.push(`${where}: all JS ${kb(jsBytes)} KB gzip > ${BUDGET.noFormJsKb} KB`);
        if (scripts.length) failures.push(`${where}: a page without a form requested ${scripts.map((s) => new URL(s.url).pathname).join(", ")}`);
        if (result.tbt > BUDGET.noFormTbtMs) failures.push(`${where}: TBT ${ms(result.tbt)} ms > ${BUDGET.noFormTbtMs} ms`);
        if (result.performance < BUDGET.noFormPerformance) failures.push(`${where}: performance ${result.performance} < ${BUDGET.noFormPerformance}`);
      } else if (result.tbt > BUDGET.formTbtMs) failures.push(`${where}: TBT ${ms(result.tbt)} ms > ${BUDGET.formTbtMs} ms`);
      for (const s of (hasForm ? [] : scripts).filter((s) => s.forbidden.length)) {
        failures.push(`${where}: ${s.forbidden.join(" and ")} in first-load JS (${new URL(s.url).pathname})`);
      }
      for (const s of scripts.filter((s) => !s.local)) log(`  note: ${where} loads a script from outside the build: ${s.url}`);

      lcpRows.push([
        page.notFound ? `404 (${page.path})` : page.path,
        kb(htmlGzipBytes),
        ms(lcpPhases.ttfb),
        ms(lcpPhases.loadDelay),
        ms(lcpPhases.loadTime),
        ms(lcpPhases.renderDelay),
        lcpPhases.isImage ? ms(lcpPhases.budgetedRenderDelay) : "text",
        ms(lcpPhases.lcpAfterFcp),
        elements.map((element) => (element.length > 90 ? `${element.slice(0, 89)}…` : element)).join(" | ") || "–",
      ]);
      const z = result.zeroJs;
      rows.push([
        page.notFound ? `404 (${page.path})` : page.path,
        `${result.multiplier.toFixed(2)}×`,
        Math.round(result.performance),
        Math.round(result.accessibility),
        Math.round(result.bestPractices),
        Math.round(result.seo),
        ms(result.fcp),
        ms(result.lcp),
        ms(result.tbt),
        result.cls.toFixed(3),
        kb(jsBytes),
        kb(result.totalBytes),
        z ? ms(z.lcp) : "",
        z ? ms(z.tbt) : "",
        z ? kb(z.totalBytes) : "",
        z ? ratio(result.lcp, z.lcp) : "",
        z ? ratio(result.tbt, z.tbt) : "",
        z ? ratio(result.totalBytes, z.totalBytes) : "",
      ]);
    }
    summary.multipliers = { min: Math.min(...multipliersUsed), median: median(multipliersUsed), max: Math.max(...multipliersUsed) };
  } finally {
    await chrome.kill();
    server.close();
    zeroJsServer?.close();
    if (zeroJsDir) fs.rmSync(zeroJsDir, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${summary.lighthouseVersion} (mobile preset, simulated Slow 4G), median of ${options.runs} run(s). ` +
      `CPU slowdown per run from its benchmarkIndex: ${summary.multipliers.min}–${summary.multipliers.max}×, median ${summary.multipliers.median.toFixed(2)}× (column CPU×: the page's median). ` +
      "Times in ms, sizes in KB (JS: gzip of the scripts the first view runs, not the vitals reporter requested once idle; total: Lighthouse's transfer weight). " +
      "Columns marked 0 are the same page with its scripts removed; × = with JS / without (– when the zero-JS value is 0).\n",
  );
  console.log(
    formatTable(
      ["page", "CPU×", "perf", "a11y", "bp", "seo", "FCP", "LCP", "TBT", "CLS", "JS KB", "total KB", "LCP0", "TBT0", "KB0", "LCP×", "TBT×", "KB×"],
      rows,
    ),
  );
  console.log(
    "\nLCP breakdown (Lighthouse's phases, medians, ms) and the HTML's gzip size. A text element loads nothing: its render " +
      "delay is everything after the first byte, the first paint included, so its budget is LCP − FCP; an image's render " +
      "delay is its wait from download to paint; its budget counts the wait after both the download and the first paint (column 'shown after').\n",
  );
  console.log(formatTable(["page", "HTML KB gz", "TTFB", "load delay", "load time", "render delay", "shown after", "LCP−FCP", "LCP element"], lcpRows));
  fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, ".cache", "bench-lighthouse.json"), JSON.stringify(summary, null, 2));

  if (missing.length) console.log(`\n${missing.length} page(s) missing from this build (listed above); not measured.`);
  if (failures.length) {
    console.log(`\nBudgets missed (${failures.length}):\n${failures.map((f) => `  ✗ ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `\nAll budgets met on ${present.length} page(s): performance ≥ ${BUDGET.performance}; accessibility, best practices, SEO 100; ` +
      `CLS ${BUDGET.cls}; LCP image shown ≤ ${LCP_BUDGET.renderDelayMs} ms after it loaded and the page painted, LCP − FCP ≤ ${LCP_BUDGET.lcpAfterFcpMs} ms; ` +
      `HTML ≤ ${htmlGzipBudgetKb("/")} KB gzip (home), ≤ ${htmlGzipBudgetKb("/x")} KB (others); without a form: all JS ≤ ${BUDGET.noFormJsKb} KB gzip, no script file but the vitals reporter, TBT ≤ ${BUDGET.noFormTbtMs} ms, performance ${BUDGET.noFormPerformance}; with the form: TBT ≤ ${BUDGET.formTbtMs} ms.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
