#!/usr/bin/env node
// `npm run test:e2e`: Chromium (found or installed), a fresh production build,
// the HTML check of its pages, then Playwright against it. Pass-through
// arguments go to Playwright.
import { spawnSync } from "node:child_process";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { ensureChromium } from "./lib/chromium.mjs";

const env = { ...process.env, CHROME_PATH: ensureChromium(), GATSBY_TELEMETRY_DISABLED: "1" };

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Every fresh build's pages must be valid HTML (scripts/check-html.mjs).
  const html = spawnSync(process.execPath, ["scripts/check-html.mjs"], { cwd: ROOT, stdio: "inherit", env });
  if (html.status !== 0) process.exit(html.status ?? 1);
}

const run = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env,
});
process.exit(run.status ?? 1);
