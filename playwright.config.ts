import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium.mjs";
import { ADMIN_TOKEN, FUNCTIONS_ORIGIN, FUNCTIONS_PORT, SITE_PORT as PORT } from "./tests/e2e/support/functions";

/**
 * Browser tests run against the production build served like the CDN serves
 * it, next to the send-contact-email function served locally under Deno (an
 * in-memory database; captcha checks by the local fake siteverify). Chromium
 * is the system one (see scripts/lib/chromium.mjs); nothing here reaches the
 * internet: tests/e2e/fixtures.ts blocks every outside request.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./tests/e2e/support/datalayer-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1280, height: 800 },
    trace: "off",
  },
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/functions-serve.mjs --fake-siteverify --data memory --port ${FUNCTIONS_PORT}`,
      env: {
        LOCAL_ADMIN_TOKEN: ADMIN_TOKEN,
        // The reporting test's own copy of the site (tests/e2e/csp-reports.spec.ts) is served on the next port.
        ALLOWED_ORIGINS: `http://127.0.0.1:${PORT},http://localhost:${PORT},http://127.0.0.1:${PORT + 1}`,
        // Generous: the tests send many messages from one address; the limit itself is tested in the handler tests.
        CONTACT_RATE_LIMIT: "500",
        RESEND_API_KEY: "",
      },
      url: `${FUNCTIONS_ORIGIN}/_local/health`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ],
});
