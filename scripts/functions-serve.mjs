#!/usr/bin/env node
// `npm run functions`: serves the send-contact-email Edge Function locally under
// Deno, at http://127.0.0.1:54321/functions/v1/send-contact-email (the URL shape
// of Supabase), backed by the embedded PGlite database in .data/leads.
// `npm start` runs it next to the site; the browser tests and the benchmark
// run their own on other ports.
//
//   node scripts/functions-serve.mjs [--port N] [--data DIR|memory] [--fake-siteverify]
//
// --fake-siteverify answers captcha checks locally (scripts/lib/fake-siteverify.mjs)
// instead of Google. Environment: see docs/lead-capture.md.
import { DEFAULT_FUNCTIONS_PORT, startFunctionRunner } from "./lib/function-runner.mjs";
import { option, readOptions } from "./lib/options.mjs";

const { port, data, fakeSiteverify } = readOptions(process.argv.slice(2), {
  port: option.number({ min: 1, default: Number(process.env.FUNCTIONS_PORT || DEFAULT_FUNCTIONS_PORT) }),
  data: option.text({ default: process.env.LEADS_DATA_DIR }),
  "fake-siteverify": option.flag(),
});
const runner = await startFunctionRunner({ port, dataDir: data, adminToken: process.env.LOCAL_ADMIN_TOKEN, fakeSiteverify }).catch((error) => {
  console.error(`[functions] ${error.message}`);
  process.exit(1);
});
if (runner.fakeSiteverify) console.log("[functions] captcha checks answered by the local fake siteverify");
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await runner.stop();
    process.exit(0);
  });
}
process.exitCode = (await runner.exited) ?? 1;
await runner.fakeSiteverify?.close();
