#!/usr/bin/env node
// `node scripts/test-build-output.mjs` (run by CI after `npm test`): the whole
// build is `gatsby build`. Everything that shapes public/ runs inside it
// (onPostBuild, gatsby/build-output/), so `gatsby build` and `npm run build`
// must leave identical public/ trees; the same sources must give the same
// bytes whether the build is cold or warm (so a deploy uploads only what
// changed); and a warm rebuild after a change that touches only CSS must put
// the new stylesheet into every page, not only into the pages Gatsby renders
// again; and a build in a terminal must give the bytes a build in CI gives
// (Gatsby picks its logger by that, and sets GATSBY_LOGGER to name it). In a
// temporary copy of the repository (node_modules linked, deleted afterwards),
// six builds, about 3 minutes on two idle cores (one cold, five warm ones of
// about 20 s):
//   1. `npm run build`, cold, as in a terminal: under `script` (a
//      pseudo-terminal), with no variable that tells CI;
//   2. `gatsby build`, warm, and 3. `npm run build`, warm, both as in CI (no
//      terminal, CI=1): the same public/ as the cold build's;
//   4. a rule added to src/styles/global.css, `gatsby build`, warm: every page
//      inlines the new stylesheet, with the new rule;
//   5. `gatsby build`, warm, and 6. `npm run build`, warm: the same public/
//      as the first build after the change.
// Only the time each RSS feed was built is left out of the comparison. The
// cold build must also leave src/gatsby-types.d.ts as it is: the types are
// committed, so that `npm run typecheck` needs no build, and a change to the
// schema or a query must come with the types the build writes for it.
// Exits 1, listing the files that differ, when any of that does not hold.
//   options: --keep (leave the temporary copy for inspection)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { copyRepository } from "./lib/repository-copy.mjs";
import { GATSBY_CLI, gatsbyEnv } from "./lib/gatsby-env.mjs";

const LIMIT_SECONDS = Number(process.env.BUILD_TIMEOUT_SECONDS || 600);
/** A custom property: PurgeCSS keeps every one, so it reaches every page's inlined rules. */
const CSS_CHANGE = ":root{--build-output-check:1}";

/**
 * Files whose bytes differ between two builds of the same sources: the RSS
 * feeds carry the time of the build (gatsby-plugin-feed's lastBuildDate).
 */
const TIME_OF_BUILD = [{ file: /(^|\/)rss\.xml$/, pattern: /<lastBuildDate>[^<]*<\/lastBuildDate>/g }];

const keep = process.argv.includes("--keep");
const dir = copyRepository("swc-build-output-");
const publicDir = path.join(dir, "public");
/** Gatsby's generated types (graphqlTypegen in gatsby-config.ts), committed. */
const TYPES_FILE = "src/gatsby-types.d.ts";
/** Where the build output keeps what Gatsby wrote and no page requests (GATSBY_FILES_DIR of plugins/gatsby-plugin-swc-delivery/build-output/gatsby-files.ts). */
const GATSBY_FILES_DIR = ".cache/gatsby-public-files";
const readTypes = () => fs.readFileSync(path.join(dir, TYPES_FILE), "utf8");

/** The environment of a build in CI: no terminal, and CI set. */
const ciEnv = () => gatsbyEnv({ NODE_ENV: "production", CI: "1" });

/** The environment of a build in a terminal: none of the variables by which Gatsby (gatsby-core-utils' isCI) tells CI. */
function terminalEnv() {
  const env = gatsbyEnv({ NODE_ENV: "production" });
  // ci-info's vendors name theirs as a string, a list, or an object of expected values.
  const vendorKeys = createRequire(import.meta.url)("ci-info/vendors.json").flatMap(({ env: key }) => (typeof key === "string" ? [key] : Array.isArray(key) ? key : Object.keys(key)));
  const ciKey = (key) => /^(CI|CONTINUOUS_INTEGRATION|BUILD_NUMBER|RUN_ID|NOW_.*|VERCEL_.*|CODESANDBOX_SSE|GITHUB_ACTIONS|CIRCLE.*)$/.test(key);
  for (const key of Object.keys(env)) if (ciKey(key) || vendorKeys.includes(key)) delete env[key];
  const seenAsCi = spawnSync(process.execPath, ["-p", "require('gatsby-core-utils').isCI()"], { cwd: dir, env, encoding: "utf8" }).stdout.trim();
  if (seenAsCi !== "false") throw new Error(`the terminal build's environment still looks like CI to Gatsby (isCI: ${seenAsCi || "no answer"})`);
  return env;
}

/** `node args…` in the copy; `terminal`: under `script`, whose pseudo-terminal is the child's stdin, stdout and stderr. */
function build(label, args, { terminal = false } = {}) {
  process.stderr.write(`[test-build-output] ${label}… `);
  const started = Date.now();
  // The pseudo-terminal is made wide, so that the log's lines are not cut at 80 columns.
  const inTerminal = `stty cols 500; exec ${[process.execPath, ...args].map(shellQuote).join(" ")}`;
  const command = terminal ? ["script", ["-qec", inTerminal, "/dev/null"]] : [process.execPath, args];
  const result = spawnSync(...command, {
    cwd: dir,
    env: terminal ? terminalEnv() : ciEnv(),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: LIMIT_SECONDS * 1000 * 2,
  });
  process.stderr.write(`${result.status === 0 ? "ok" : "FAILED"}, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  // A terminal's output carries colours and cursor moves, and Gatsby's ink logger redraws its lines: kept out of what is printed and searched.
  const stdout = [...new Set(stripVTControlCharacters(result.stdout ?? "").replace(/\r/g, "").split("\n"))].join("\n");
  if (result.status !== 0) throw new Error(`${label} failed:\n${`${stdout}${result.stderr ?? ""}${result.error?.message ?? ""}`.slice(-6000)}`);
  // The build-output pipeline's one line per step, with its time.
  for (const line of stdout.split("\n").filter((text) => text.includes("Build output "))) console.log(`  ${line.trim()}`);
  return stdout;
}

const shellQuote = (word) => `'${word.replaceAll("'", "'\\''")}'`;
const npmRunBuild = (label, options) => build(`npm run build (${label})`, ["scripts/build.mjs"], options);
const gatsbyBuild = (label) => build(`gatsby build (${label})`, [GATSBY_CLI, "build"]);

/** Every file of public/ with the SHA-256 of its bytes (the build times of TIME_OF_BUILD left out). */
function snapshot() {
  const files = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const relative = path.relative(publicDir, full).split(path.sep).join("/");
      let bytes = fs.readFileSync(full);
      for (const { file, pattern } of TIME_OF_BUILD) {
        if (file.test(relative)) bytes = Buffer.from(bytes.toString("utf8").replace(pattern, ""));
      }
      files.set(relative, createHash("sha256").update(bytes).digest("hex"));
    }
  };
  walk(publicDir);
  return files;
}

function differences(before, after) {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names.filter((name) => before.get(name) !== after.get(name)).map((name) => `${name} (${!before.has(name) ? "added" : !after.has(name) ? "removed" : "changed"})`);
}

const failures = [];
function expectSame(what, before, after) {
  const changed = differences(before, after);
  console.log(`[test-build-output] ${what}: ${changed.length === 0 ? `identical (${after.size} files)` : `${changed.length} files differ`}`);
  if (changed.length) failures.push(`${what}:\n  ${changed.slice(0, 40).join("\n  ")}${changed.length > 40 ? `\n  … ${changed.length - 40} more` : ""}`);
}

try {
  const committedTypes = readTypes();
  npmRunBuild("cold, in a terminal", { terminal: true });
  const cold = snapshot();
  const typesCurrent = readTypes() === committedTypes;
  console.log(`[test-build-output] ${TYPES_FILE}: ${typesCurrent ? "as the build generates it" : "not what the build generates"}`);
  if (!typesCurrent) failures.push(`${TYPES_FILE} is not what the build generates from the schema and the queries: build (npm run build) and commit the file it writes`);
  gatsbyBuild("warm, nothing changed, in CI");
  expectSame("a warm `gatsby build` in CI after the cold `npm run build` in a terminal", cold, snapshot());
  npmRunBuild("warm, nothing changed, in CI");
  expectSame("a warm `npm run build` in CI after the cold one in a terminal", cold, snapshot());

  const stylesheetFile = path.join(dir, "src", "styles", "global.css");
  fs.appendFileSync(stylesheetFile, `\n${CSS_CHANGE}\n`);
  const log = gatsbyBuild("warm, after a CSS change");
  const afterChange = snapshot();
  // webpack's stats wait outside public/ for the next build (plugins/gatsby-plugin-swc-delivery/build-output/gatsby-files.ts).
  const stats = JSON.parse(fs.readFileSync(path.join(dir, GATSBY_FILES_DIR, "webpack.stats.json"), "utf8"));
  const stylesheet = stats.assetsByChunkName.app.find((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
  const INLINED = /<style data-href="\/([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;
  // Gatsby's pages: every HTML file with its inlined stylesheet (meta-refresh pages and the CMS have none).
  const pages = [...afterChange.keys()]
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, inlined: INLINED.exec(fs.readFileSync(path.join(publicDir, file), "utf8")) }))
    .filter(({ inlined }) => inlined);
  const stale = pages.filter(({ inlined }) => inlined[1] !== stylesheet || !inlined[2].includes("--build-output-check:1")).map(({ file }) => file);
  if (pages.length === 0) failures.push("no page inlines a stylesheet after the warm build");
  if (stale.length) failures.push(`pages with a stale inlined stylesheet after a warm build:\n  ${stale.join("\n  ")}`);
  // How many pages Gatsby kept from the build before, with the old stylesheet inlined, which the CSS step refreshed.
  const kept = /(\d+) pages had an older build's stylesheet/.exec(log)?.[1] ?? "?";
  console.log(`[test-build-output] after the CSS change: ${stylesheet} with the new rule inlined in ${pages.length - stale.length} of ${pages.length} pages (${kept} of them kept by Gatsby from the build before)`);

  gatsbyBuild("warm, nothing changed");
  expectSame("`gatsby build` again after the CSS change", afterChange, snapshot());
  npmRunBuild("warm, nothing changed");
  expectSame("`npm run build` after the CSS change and `gatsby build`", afterChange, snapshot());
} catch (error) {
  failures.push(error.message);
} finally {
  if (keep) console.log(`[test-build-output] the copy is kept: ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`[test-build-output] FAILED\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("[test-build-output] passed");
