#!/usr/bin/env node
// `npm run bench:build`: how the production build scales. In a temporary copy
// of the repository (under the OS temp folder, node_modules symlinked, deleted
// afterwards, never committed), with Gatsby started as `npm run build` starts
// it (scripts/lib/gatsby-env.mjs), it measures
//   1. a cold build (no .cache, no public),
//   2. a warm rebuild after editing one MDX article (and checks that its page
//      shows the edit),
//   3. cold builds with 100, 1,000 and 10,000 generated insight articles,
// and prints wall time, the load average when it started (the machine may be
// shared), peak memory (resident memory of the whole build process tree,
// sampled from /proc) and the gzip size of Gatsby's webpack runtime (it would
// grow if articles were code) for each, plus the cost of each article beyond
// the smallest generated build. After the cold build it reports the encoded
// images' bytes and the image bytes of the heaviest pages (scripts/lib/image-bytes.mjs),
// and Gatsby's longest phases.
//
//   4. with --landing-pages N, a cold build with N generated landing pages (copies of the first of
//      content/campaigns/, each at its own /lp/ address) instead of the generated articles, and the cost of
//      each landing page beside each article's, both over the cold build,
//
//   options: --sizes 100,1000,10000 (--sizes none: the cold and warm builds only)
//            --landing-pages <N> (default 0: none)
//            --keep (leave the temporary copy for inspection)
//            --timeout <seconds per build, default 1800>
import { spawn } from "node:child_process";
import fs from "node:fs";
import zlib from "node:zlib";
import os from "node:os";
import path from "node:path";
import { copyRepository } from "./lib/repository-copy.mjs";
import { GATSBY_CLI, gatsbyEnv } from "./lib/gatsby-env.mjs";
import { formatTable } from "./lib/perf-budget.mjs";
import { encodedImageBytes, imageBytesByPage, SCREENS } from "./lib/image-bytes.mjs";
import { option, readOptions } from "./lib/options.mjs";

const GENERATED_PREFIX = "bench-generated-";

const OPTIONS = {
  sizes: option.list({ default: ["100", "1000", "10000"] }),
  "landing-pages": option.number({ min: 0, default: 0 }),
  keep: option.flag(),
  timeout: option.number({ min: 1, default: 1800 }),
};

/** Resident memory (bytes) of a process and all its descendants, read from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(name), kb * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended while we were reading
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `gatsby build` in `dir`; resolves with wall time, peak tree memory and the outcome. */
function measuredBuild(dir, timeoutSeconds) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [GATSBY_CLI, "build"], {
      cwd: dir,
      env: gatsbyEnv({ NODE_ENV: "production", CI: "1" }),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output = (output + chunk).slice(-200_000)));
    child.stderr.on("data", (chunk) => (output = (output + chunk).slice(-200_000)));
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 200);
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutSeconds * 1000);
    child.on("exit", (code, signal) => {
      clearInterval(sampler);
      clearTimeout(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const outcome = code === 0 ? "ok" : signal === "SIGKILL" ? `timeout after ${timeoutSeconds}s` : `failed (exit ${code})`;
      resolve({ seconds, peakBytes: peak, outcome, output });
    });
  });
}

function countPages(dir) {
  let pages = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "page-data" && entry.name !== "static") walk(path.join(folder, entry.name));
      else if (entry.name === "index.html") pages++;
    }
  };
  if (fs.existsSync(path.join(dir, "public"))) walk(path.join(dir, "public"));
  return pages;
}

/**
 * gzip size of the webpack runtime every page loads first: it maps every
 * chunk to its file, so it would grow with the article count if articles
 * were code (as they were when each had its own page component).
 */
function runtimeGzipBytes(dir) {
  try {
    // Out of public/ since no page requests it: beside the stats, where the build output keeps them (plugins/gatsby-plugin-swc-delivery/build-output/gatsby-files.ts).
    const gatsbyFiles = path.join(dir, ".cache", "gatsby-public-files");
    const stats = JSON.parse(fs.readFileSync(path.join(gatsbyFiles, "webpack.stats.json"), "utf8"));
    const runtime = stats.assetsByChunkName.app.find((file) => file.startsWith("webpack-runtime-"));
    return zlib.gzipSync(fs.readFileSync(path.join(gatsbyFiles, runtime))).length;
  } catch {
    return NaN;
  }
}

const KB = (bytes) => (bytes / 1024).toFixed(1);

/** Gatsby's longest phases of a build ("success <phase> - <seconds>s" lines), longest first. */
function longestPhases(output, count = 8) {
  const phases = [...output.matchAll(/^success (.+?) - ([\d.]+)s/gm)].map(([, phase, seconds]) => ({ phase, seconds: Number(seconds) }));
  return phases.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** The encoded images per format and the image bytes of the heaviest pages, as a printable report. */
function imageReport(publicDir, heaviest = 8) {
  if (!fs.existsSync(publicDir)) return "";
  const formats = Object.entries(encodedImageBytes(publicDir)).map(([format, { files, bytes }]) => [format, files, KB(bytes)]);
  const pages = imageBytesByPage(publicDir);
  const total = (screen) => KB(pages.reduce((sum, page) => sum + page[screen], 0));
  const screens = SCREENS.map((screen) => `${screen.name} ${screen.width} px ×${screen.dpr}`);
  return [
    formatTable(["encoded images", "files", "KB"], formats),
    formatTable(
      ["page (image KB fetched)", ...screens],
      [...pages.slice(0, heaviest).map((page) => [page.page, ...SCREENS.map((screen) => KB(page[screen.name]))]), [`all ${pages.length} pages`, ...SCREENS.map((screen) => total(screen.name))]],
    ),
  ].join("\n");
}

const clean = (dir) => {
  for (const folder of [".cache", "public"]) fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
};

/** The article generated articles are modelled on: the first one that has its own page. */
function templateArticle(insightsDir) {
  const files = fs.readdirSync(insightsDir).filter((f) => f.endsWith(".mdx") && !f.startsWith(GENERATED_PREFIX)).sort();
  for (const file of files) {
    const text = fs.readFileSync(path.join(insightsDir, file), "utf8");
    if (/^slug:/m.test(text)) return { file, text };
  }
  throw new Error(`no article with a slug in ${insightsDir}`);
}

/** Writes articles 1..count (keeping any already generated), each with its own slug, title and date. */
function generateArticles(insightsDir, count) {
  const { text } = templateArticle(insightsDir);
  for (let n = 1; n <= count; n++) {
    const file = path.join(insightsDir, `${GENERATED_PREFIX}${String(n).padStart(5, "0")}.mdx`);
    if (fs.existsSync(file)) continue;
    // An hour apart from 2020-01-01: every date has passed, so every article is published (10,000 reach March 2021).
    const day = new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString().slice(0, 10);
    const article = text
      .replace(/^title:.*$/m, `title: "Benchmark article ${n}: measurement notes"`)
      .replace(/^slug:.*$/m, `slug: "${GENERATED_PREFIX}${n}"`)
      .replace(/^date:.*$/m, `date: "${day}"`);
    // A paragraph of its own, so that no two bodies are alike (a cache keyed by content gains nothing).
    fs.writeFileSync(file, `${article}\nBenchmark article ${n} ends with this paragraph of its own.\n`);
  }
}

/** Writes landing pages 1..count, copies of the first campaign page, each with its own address, title and form name. */
function generateLandingPages(campaignsDir, count) {
  const [first] = fs.readdirSync(campaignsDir).filter((f) => f.endsWith(".json") && !f.startsWith(GENERATED_PREFIX)).sort();
  if (!first) throw new Error(`no landing page in ${campaignsDir}`);
  const page = JSON.parse(fs.readFileSync(path.join(campaignsDir, first), "utf8"));
  for (let n = 1; n <= count; n++) {
    const blocks = page.blocks.map((block) => (block.type === "lead-form" ? { ...block, formName: `Benchmark landing page ${n} form` } : block));
    const copy = { ...page, path: `/lp/${GENERATED_PREFIX}${n}`, title: `Benchmark landing page ${n}`, blocks };
    fs.writeFileSync(path.join(campaignsDir, `${GENERATED_PREFIX}${String(n).padStart(5, "0")}.json`), `${JSON.stringify(copy, null, 2)}\n`);
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2), OPTIONS);
  // `--sizes none`: the cold and warm builds only.
  const sizes = options.sizes.includes("none") ? [] : options.sizes.map(Number).filter((n) => n > 0);
  const dir = copyRepository("swc-bench-build-");
  const insightsDir = path.join(dir, "content", "insights");
  const results = [];
  const started = Date.now();
  let images = "";
  let phases = "";

  const run = async (label, articles) => {
    process.stderr.write(`[bench:build] ${label}… `);
    const load = os.loadavg()[0];
    const result = await measuredBuild(dir, options.timeout);
    const pages = countPages(dir);
    const runtimeBytes = runtimeGzipBytes(dir);
    // Every generated article has a page; fewer pages than articles means the build left some out.
    if (result.outcome === "ok" && pages < articles) result.outcome = `only ${pages} pages for ${articles} articles`;
    process.stderr.write(`${result.outcome}, ${result.seconds.toFixed(1)} s\n`);
    if (result.outcome !== "ok") process.stderr.write(result.output.slice(-4000) + "\n");
    results.push({ label, articles, pages, runtimeBytes, load, ...result });
    return result;
  };

  try {
    const articleCount = () => fs.readdirSync(insightsDir).filter((f) => f.endsWith(".mdx")).length;
    console.log(`Temporary copy: ${dir} (node_modules linked). CPUs: ${os.cpus().length}, load average ${os.loadavg()[0].toFixed(1)}, MALLOC_ARENA_MAX ${gatsbyEnv().MALLOC_ARENA_MAX}.`);

    const cold = await run("cold build", articleCount());
    images = imageReport(path.join(dir, "public"));
    phases = formatTable(["cold build's longest phases", "s"], longestPhases(cold.output).map(({ phase, seconds }) => [phase, seconds.toFixed(1)]));

    const { file, text } = templateArticle(insightsDir);
    const edit = "This paragraph was added by the build benchmark to measure an incremental rebuild.";
    fs.appendFileSync(path.join(insightsDir, file), `\n${edit}\n`);
    const warm = await run(`warm rebuild after editing ${file}`, articleCount());
    const slug = /^slug:\s*"?([^"\n]+)"?/m.exec(text)[1];
    const page = path.join(dir, "public", "insights", slug, "index.html");
    if (warm.outcome === "ok" && !fs.readFileSync(page, "utf8").includes(edit)) {
      results.at(-1).outcome = "stale: the edited article's page does not show the edit";
    }

    for (const size of sizes) {
      generateArticles(insightsDir, size);
      clean(dir);
      await run(`cold build, ${size} generated articles`, articleCount());
    }

    const landingPages = options.landingPages;
    if (landingPages > 0) {
      // The same site as the cold build but for the landing pages: the generated articles go.
      for (const f of fs.readdirSync(insightsDir).filter((name) => name.startsWith(GENERATED_PREFIX))) fs.rmSync(path.join(insightsDir, f));
      generateLandingPages(path.join(dir, "content", "campaigns"), landingPages);
      clean(dir);
      await run(`cold build, ${landingPages} generated landing pages`, articleCount());
      results.at(-1).landingPages = landingPages;
    }
  } finally {
    if (options.keep) console.log(`Kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    formatTable(
      ["build", "articles", "pages", "time s", "load", "peak MB", "runtime KB gz", "result"],
      results.map((r) => [
        r.label,
        r.articles,
        r.pages,
        r.seconds.toFixed(1),
        r.load.toFixed(1),
        (r.peakBytes / 1024 / 1024).toFixed(0),
        (r.runtimeBytes / 1024).toFixed(1),
        r.outcome,
      ]),
    ),
  );

  // Growth: the cost of each article beyond the smallest generated build, and
  // between consecutive sizes. Flat per-article cost means linear growth.
  const scaled = results.filter((r) => r.label.startsWith("cold build,") && !r.landingPages && r.outcome === "ok");
  const growth = (a, b) => {
    const perArticle = ((b.seconds - a.seconds) / (b.articles - a.articles)) * 1000;
    const memory = (b.peakBytes - a.peakBytes) / (b.articles - a.articles) / 1024;
    console.log(
      `${a.articles} → ${b.articles} articles: +${perArticle.toFixed(1)} ms and ${memory >= 0 ? "+" : ""}${memory.toFixed(0)} KB peak memory per article`,
    );
  };
  for (let i = 1; i < scaled.length; i++) growth(scaled[i - 1], scaled[i]);
  for (let i = 2; i < scaled.length; i++) growth(scaled[0], scaled[i]);
  // Each generated page's cost over the cold build: a landing page's beside an article's.
  const coldBuild = results.find((r) => r.label === "cold build" && r.outcome === "ok");
  for (const r of results.filter((candidate) => candidate.label.startsWith("cold build, ") && candidate.outcome === "ok" && coldBuild)) {
    const added = r.landingPages ?? r.articles - coldBuild.articles;
    const kind = r.landingPages ? "landing page" : "article";
    // The phases that grow with the pages, less noisy than the whole build's wall time on a shared machine.
    const phase = (build, name) => longestPhases(build.output, 100).find((candidate) => candidate.phase === name)?.seconds ?? 0;
    const perPage = (name) => `${name} +${(((phase(r, name) - phase(coldBuild, name)) / added) * 1000).toFixed(1)} ms`;
    console.log(
      `per ${kind} over the cold build (${added} added, ${r.pages - coldBuild.pages} more pages): +${(((r.seconds - coldBuild.seconds) / added) * 1000).toFixed(1)} ms; ${perPage("run queries in workers")}; ${perPage("Building static HTML for pages")}`,
    );
  }
  if (phases) console.log(phases);
  if (images) console.log(images);
  console.log(`Total benchmark time: ${((Date.now() - started) / 60000).toFixed(1)} min.`);
  if (results.some((r) => r.outcome !== "ok")) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
