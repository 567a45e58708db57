/** @jest-environment node */
import { runInNode } from "./support/run-in-node";

/**
 * `npm run functions`, `npm start` and bench:leads run the lead function
 * through startFunctionRunner: it resolves once the function answers, wires
 * it to the fake siteverify when asked, and stop() ends the Deno process and
 * the fake together. A real runner (Deno, PGlite in memory) is started here on
 * this suite's port; function-runner.mjs finds the repository through
 * import.meta, so it runs in plain Node.
 */
const PORT = 9351;
const ORIGIN = "http://127.0.0.1:9350";
/** Deno and PGlite start in seconds, but minutes on a loaded machine: bounds far past that, never waited out when all is well. */
const RUN_LIMIT_MS = 280_000;

describe("startFunctionRunner", () => {
  it("starts the function, answers a lead checked by the fake siteverify, and stop() ends the runner and the fake", () => {
    const code = `
      import { startFunctionRunner } from "./scripts/lib/function-runner.mjs";
      import { runnerSql, send, submissionRequest, validSubmission } from "./scripts/lib/lead-bench.mjs";
      const adminToken = "function-runner-test";
      const runner = await startFunctionRunner({ port: ${PORT}, dataDir: "memory", adminToken, fakeSiteverify: true, stdio: ["ignore", "ignore", "pipe"], timeoutMs: 240_000,
        env: { ALLOWED_ORIGINS: ${JSON.stringify(ORIGIN)}, RESEND_API_KEY: "", CONTACT_TO_EMAIL: "leads@test.example", RECAPTCHA_TIMEOUT_MS: "20000" } });
      const report = { url: runner.url, functionUrl: runner.functionUrl };
      try {
        const lead = await send(runner.functionUrl, ${JSON.stringify(ORIGIN)}, submissionRequest(validSubmission(1), 1));
        report.lead = lead.status;
        report.siteverify = { ...runner.fakeSiteverify.stats };
        report.stored = (await runnerSql(runner, adminToken)("select count(*)::int as n from public.contact_messages"))[0].n;
        report.foreignOrigin = (await send(runner.functionUrl, "https://elsewhere.example", submissionRequest(validSubmission(2), 2))).status;
      } finally {
        await runner.stop();
      }
      report.exitCode = runner.child.exitCode ?? runner.child.signalCode;
      report.healthAfterStop = await fetch(runner.url + "/_local/health").then(() => "answered", () => "refused");
      report.siteverifyAfterStop = runner.fakeSiteverify.server.listening;
      console.log(JSON.stringify(report));`;
    const run = runInNode(code, { timeoutMs: RUN_LIMIT_MS });
    if (run.status !== 0) throw new Error(run.stderr);
    expect(JSON.parse(run.stdout)).toEqual({
      url: `http://127.0.0.1:${PORT}`,
      functionUrl: `http://127.0.0.1:${PORT}/functions/v1/send-contact-email`,
      lead: 200,
      siteverify: { requests: 1, passed: 1, rejected: 0 },
      stored: 1,
      foreignOrigin: 403,
      exitCode: expect.anything(),
      healthAfterStop: "refused",
      siteverifyAfterStop: false,
    });
  }, RUN_LIMIT_MS + 20_000);

  it("refuses at once, without waiting out its time, when the function cannot start", () => {
    // Another server holds the port and answers its health check with 404: the runner exits, and that is the error.
    const code = `
      import http from "node:http";
      import { startFunctionRunner } from "./scripts/lib/function-runner.mjs";
      const holder = http.createServer((req, res) => res.writeHead(404).end()).listen(${PORT + 1}, "127.0.0.1");
      await new Promise((resolve) => holder.once("listening", resolve));
      const error = await startFunctionRunner({ port: ${PORT + 1}, dataDir: "memory", stdio: "ignore", timeoutMs: 600_000 }).then(() => null, (e) => e.message);
      holder.close();
      console.log(JSON.stringify(error));`;
    const run = runInNode(code, { timeoutMs: RUN_LIMIT_MS });
    if (run.status !== 0) throw new Error(run.stderr);
    expect(JSON.parse(run.stdout)).toMatch(/^function runner exited with code \d+$/);
  }, RUN_LIMIT_MS + 20_000);
});
