#!/usr/bin/env node
// `npm run bench:lighthouse-compare`: two built sites (before and after a
// change), the same pages, Lighthouse run the way bench:lighthouse runs it
// (scripts/lib/lighthouse-run.mjs), the two sites taking turns run by run so
// that a machine whose speed drifts weighs on both alike. Prints, per page
// and site, the medians of performance and TBT with every run's TBT, FCP and
// LCP medians, LCP − FCP, the LCP element and its render delay, and the range
// of benchmarkIndex. No budgets: it compares.
//
//   node scripts/bench-lighthouse-compare.mjs --before /tmp/old-public --after public --only /,/contact --runs 5
//   options: --before DIR  --after DIR (default public/)  --only <path>[,<path>] (repeatable; default every template)
//            --runs N (default 5)  --port N (default 9600; the after site on N+1)
import { option, readOptions } from "./lib/options.mjs";
import { assertBuiltSite, serveSite } from "./lib/bench-site.mjs";
import { launchLighthouseChrome, runLighthouse } from "./lib/lighthouse-run.mjs";
import { formatTable, lcpBreakdown, median } from "./lib/perf-budget.mjs";
import { selectTemplates } from "./lib/templates.mjs";

const { before, after, only, runs, port } = readOptions(process.argv.slice(2), {
  before: option.text(),
  after: option.text({ default: "public" }),
  only: option.list(),
  runs: option.number({ min: 1, default: 5 }),
  port: option.number({ min: 1, default: 9600 }),
});
if (!before) throw new Error("--before DIR is required (a built site to compare with)");

const SITES = [
  { label: "before", dir: before },
  { label: "after", dir: after },
];
const pages = selectTemplates(only);

for (const site of SITES) assertBuiltSite(site.dir);
const servers = await Promise.all(SITES.map((site, index) => serveSite(site.dir, port + index)));
const chrome = await launchLighthouseChrome();

const rows = [];
const indexes = [];
try {
  for (const page of pages) {
    const results = SITES.map(() => []);
    for (let run = 0; run < runs; run++) {
      // Alternate which site goes first, so neither always runs on a warmer machine.
      const order = run % 2 ? [1, 0] : [0, 1];
      for (const index of order) {
        const { lhr } = await runLighthouse(chrome, `http://127.0.0.1:${port + index}${page.path}`, { categories: ["performance"], notFound: page.notFound });
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results[index].push({
          performance: lhr.categories.performance.score * 100,
          tbt: metric("total-blocking-time"),
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          renderDelay: lcpBreakdown(lhr).renderDelay,
          element: lcpBreakdown(lhr).element,
        });
        indexes.push(lhr.environment.benchmarkIndex);
        console.error(`  ${page.path} ${SITES[index].label} run ${run + 1}/${runs}: TBT ${Math.round(metric("total-blocking-time"))} ms`);
      }
    }
    SITES.forEach((site, index) => {
      const of = (key) => Math.round(median(results[index].map((result) => result[key])));
      const lcpAfterFcp = Math.round(median(results[index].map((result) => result.lcp - result.fcp)));
      const elements = [...new Set(results[index].map((result) => result.element.slice(0, 60)))].join(" | ");
      rows.push([page.path, site.label, of("performance"), of("tbt"), results[index].map((result) => Math.round(result.tbt)).join(", "), of("fcp"), of("lcp"), lcpAfterFcp, of("renderDelay"), elements]);
    });
  }
} finally {
  await chrome.kill();
  servers.forEach((server) => server.close());
}

console.log(
  `\nLighthouse (mobile, simulated Slow 4G, CPU slowdown calibrated per run), ${runs} run(s) per site and page, taking turns; ` +
    `benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}. Medians; times in ms.\n`,
);
console.log(formatTable(["page", "site", "perf", "TBT", "TBT of each run", "FCP", "LCP", "LCP−FCP", "render delay", "LCP element"], rows));
