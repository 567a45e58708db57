#!/usr/bin/env node
// `npm run bench:first-view`: the cost of a built page's own HTML before any
// script runs, for one page of each kind: HTML bytes, elements, inline CSS
// bytes, inline SVG bytes (and how many top-level inline <svg>); then the
// HTML gzip budget (home ≤ 32 KB, every other page ≤ 40 KB) over every page of
// the build, with the largest of each; exit 1 when a page is over.
//
//   options: --dir <public dir, default public/>
//            --before <another public dir: adds its numbers and the change>
//            --pages /,/contact,… (default: home, contact, services, a service page, an insight)
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { firstViewCost } from "./lib/first-view.mjs";
import { formatTable, htmlGzipBudgetKb } from "./lib/perf-budget.mjs";
import { option, readOptions } from "./lib/options.mjs";

const DEFAULT_PAGES = ["/", "/contact/", "/services/", "/services/marketing/trifecta-measurement/", "/insights/modeled-conversions/"];
const METRICS = [
  ["htmlBytes", "HTML B"],
  ["htmlGzipBytes", "HTML gzip B"],
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

/** Every page of a built site as its path ("/", "/about", …): each index.html and 404.html, outside the asset folders and the CMS. */
function builtPages(dir) {
  const skip = new Set(["static", "late", "_gatsby", "admin", "page-data", "og", "downloads"]);
  const pages = [];
  const walk = (folder, route) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!(route === "" && skip.has(entry.name))) walk(path.join(folder, entry.name), `${route}/${entry.name}`);
      } else if (entry.name === "index.html") pages.push(route || "/");
      else if (entry.name === "404.html") pages.push(`${route}/404.html`);
    }
  };
  walk(dir, "");
  return pages;
}

// The budget over every page: the largest page under each budget, and every page over its budget.
const sized = builtPages(options.dir).map((page) => {
  const file = page.endsWith(".html") ? path.join(options.dir, page) : pageFile(options.dir, page);
  return { page, gzip: firstViewCost(fs.readFileSync(file, "utf8")).htmlGzipBytes, budgetKb: htmlGzipBudgetKb(page) };
});
const over = sized.filter(({ gzip, budgetKb }) => gzip / 1024 > budgetKb);
const largest = (budgetKb) => sized.filter((row) => row.budgetKb === budgetKb).sort((a, b) => b.gzip - a.gzip)[0];
console.log(`\nHTML gzip budget over all ${sized.length} pages: home ≤ ${htmlGzipBudgetKb("/")} KB, others ≤ ${htmlGzipBudgetKb("/x")} KB`);
console.log(
  formatTable(
    ["largest page", "gzip B", "budget B", "room B"],
    [...new Set(sized.map((row) => row.budgetKb))]
      .map(largest)
      .map(({ page, gzip, budgetKb }) => [page, gzip, budgetKb * 1024, budgetKb * 1024 - gzip]),
  ),
);
if (over.length) {
  console.error(`\nOver budget: ${over.map(({ page, gzip, budgetKb }) => `${page} ${gzip} B > ${budgetKb * 1024} B`).join(", ")}`);
  process.exitCode = 1;
}
