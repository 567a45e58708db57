#!/usr/bin/env node
// `npm run bench:first-view`: the cost of a built page's own HTML before any
// script runs, for one page of each kind: HTML bytes, elements, inline CSS
// bytes, inline SVG bytes (and how many top-level inline <svg>).
//
//   options: --dir <public dir, default public/>
//            --before <another public dir: adds its numbers and the change>
//            --pages /,/contact,… (default: home, contact, services, a service page, an insight)
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { firstViewCost } from "./lib/first-view.mjs";
import { formatTable } from "./lib/perf-budget.mjs";
import { option, readOptions } from "./lib/options.mjs";

const DEFAULT_PAGES = ["/", "/contact/", "/services/", "/services/marketing/trifecta-measurement/", "/insights/modeled-conversions/"];
const METRICS = [
  ["htmlBytes", "HTML B"],
  ["elements", "elements"],
  ["inlineCssBytes", "inline CSS B"],
  ["inlineSvgBytes", "inline SVG B"],
  ["inlineSvgs", "<svg>s"],
];


function pageFile(dir, page) {
  const trimmed = page.replace(/^\/+|\/+$/g, "");
  return path.join(dir, trimmed, "index.html");
}

function measure(dir, page) {
  const file = pageFile(dir, page);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: build first (npm run build) or pass --dir`);
  return firstViewCost(fs.readFileSync(file, "utf8"));
}

const options = readOptions(process.argv.slice(2), {
  dir: option.path({ default: path.join(ROOT, "public") }),
  before: option.path({ default: null }),
  pages: option.list({ default: DEFAULT_PAGES }),
});
const change = (after, before) => (before ? `${(((after - before) / before) * 100).toFixed(0)}%` : "");
for (const [key, label] of METRICS) {
  const headers = options.before ? ["page", "before", "after", "change"] : ["page", label];
  const rows = options.pages.map((page) => {
    const after = measure(options.dir, page)[key];
    if (!options.before) return [page, after];
    const before = measure(options.before, page)[key];
    return [page, before, after, change(after, before)];
  });
  console.log(`\n${label}${options.before ? ` (${path.relative(process.cwd(), options.before) || "."} → ${path.relative(process.cwd(), options.dir) || "."})` : ""}`);
  console.log(formatTable(headers, rows));
}
