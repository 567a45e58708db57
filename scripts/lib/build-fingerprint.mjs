// A fingerprint of every input the production build reads. `npm start` rebuilds
// only when it differs from the one stored by the last successful build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const INPUTS = ["src", "content", "static", "gatsby", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tailwind.config.js", "postcss.config.js", "package.json", "package-lock.json", "tsconfig.json"];
const STAMP = path.join(ROOT, ".cache", "swc-build-fingerprint");

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield [entry, stat];
  }
}

/** Gatsby's own command-line switches: GATSBY_-named, but never part of the output. */
const CLI_SWITCHES = new Set(["GATSBY_TELEMETRY_DISABLED", "GATSBY_CPU_COUNT", "GATSBY_LOGGER"]);

export function computeFingerprint() {
  const hash = createHash("sha256");
  // Build-time environment (GATSBY_*, SITE_URL, SWC_EXTRA_CONTENT) is baked into the output too.
  const bakedIn = (key) => (key.startsWith("GATSBY_") && !CLI_SWITCHES.has(key)) || key === "SITE_URL" || key === "SWC_EXTRA_CONTENT";
  for (const key of Object.keys(process.env).filter(bakedIn).sort()) {
    hash.update(`${key}=${process.env[key]}\n`);
  }
  for (const input of INPUTS) {
    for (const [file, stat] of files(path.join(ROOT, input))) {
      if (file.endsWith("gatsby-types.d.ts")) continue; // written by the build itself
      hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

export function buildIsFresh() {
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) return false;
  return fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === computeFingerprint();
}

export function recordFreshBuild(fingerprint) {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, fingerprint);
}
