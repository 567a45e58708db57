#!/usr/bin/env node
// `npm run check:html`: every built page in public/ through the W3C Nu Html
// Checker (the vnu-jar package, run with the system's Java 11+), errors only.
// Exits 1 and lists file, line and message when any page has an error.
// `--dir DIR` checks another build.
//
// Left aside: the checker's CSS messages ("CSS: …"). Its CSS parser predates
// container queries (@container, container-type), which the site's inline
// styles use; the stylesheet is checked by the build (PostCSS) instead.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { ROOT } from "./lib/build-fingerprint.mjs";

const dirFlag = process.argv.indexOf("--dir");
const publicDir = path.resolve(dirFlag >= 0 ? process.argv[dirFlag + 1] : path.join(ROOT, "public"));

/** Folders of public/ that hold assets, data and Gatsby's internal fragments, never pages. */
const NOT_PAGES = new Set(["page-data", "static", "_gatsby", "~partytown"]);

function pages(dir, top = true) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : pages(file, false);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

function java() {
  const found = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (found.error || found.status !== 0) {
    console.error(
      "[check-html] Java is not installed; the Nu Html Checker needs Java 11 or later.\n" +
        "  Debian/Ubuntu: sudo apt-get install -y default-jre-headless   macOS: brew install openjdk",
    );
    process.exit(1);
  }
  return "java";
}

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`[check-html] No build in ${publicDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const files = pages(publicDir).sort();
const jar = createRequire(import.meta.url)("vnu-jar");
const started = Date.now();
// The checker writes its JSON report to stderr; it exits 1 when it found errors.
const run = spawnSync(java(), ["-jar", String(jar), "--errors-only", "--format", "json", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(run.stderr);
} catch {
  console.error(`[check-html] The checker did not report (exit ${run.status}):\n${run.stderr || run.stdout}`);
  process.exit(1);
}

/**
 * The checker predates the HTML standard's render-blocking "expect" link
 * (`<link rel="expect" href="#…" blocking="render">`, in the standard since
 * 2024): it still allows `blocking` on stylesheets only. That one message, for
 * that one kind of link, is not an error.
 */
function isCheckerLag(message) {
  return (
    String(message.message).startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”") &&
    /<link rel="expect" href="#[^"]+" blocking="render"\/?>/.test(message.extract ?? "")
  );
}

const errors = report.messages.filter(
  (message) => message.type !== "info" && !String(message.message).startsWith("CSS:") && !isCheckerLag(message),
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (errors.length === 0) {
  console.log(`[check-html] ${files.length} pages, no HTML errors (${seconds} s)`);
  process.exit(0);
}
for (const error of errors) {
  const file = path.relative(publicDir, decodeURIComponent(new URL(error.url).pathname));
  console.error(`${file}:${error.lastLine ?? "?"}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim().slice(0, 160)}` : ""}`);
}
const affected = new Set(errors.map((error) => error.url)).size;
console.error(`[check-html] ${errors.length} HTML errors on ${affected} of ${files.length} pages (${seconds} s)`);
process.exit(1);
