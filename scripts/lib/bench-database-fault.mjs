// bench:leads' database fault run: the database is down while leads arrive.
//
// Starts a throwaway PostgreSQL server and a function runner on it (postgres.js,
// the production driver), with e-mail going to a local stub that keeps
// Resend's idempotency rules (scripts/lib/fake-lead-channels.mjs). N leads
// arrive at an even pace over `faultSeconds` + 10 s at concurrency C; the
// server is stopped at once (every connection cut) as they start and
// started again after `faultSeconds`. Every second lead the function could
// not store is then sent again, as the form's retry does: same idempotency
// key, the spent captcha token and the retry receipt of the first answer.
// Reports the answers, the e-mails per lead (exactly once each), the leads
// stored (each once: those that came while the database was up, and every
// retry), the [lead-alert] lines and the deliveries, and whether all held.
import crypto from "node:crypto";
import { startFunctionRunner } from "./function-runner.mjs";
import { createFakeMailProvider } from "./fake-lead-channels.mjs";
import { pool, runnerSql, send, submissionRequest, validSubmission } from "./lead-bench.mjs";
import { postgresBinaries, startThrowawayPostgres } from "./throwaway-postgres.mjs";

const RECEIPT_HEADER = "x-lead-retry-receipt";
/** Leads keep arriving this long after the database is back. */
const AFTER_RECOVERY_MS = 10_000;
/** Give up waiting for the outbox after this long (then the run fails). */
const DRAIN_LIMIT_MS = 120_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The leads the function could not store (answered other than 200, with a
 * retry receipt), and every second of them: those the run sends again, as the
 * form's retry does.
 */
export function leadsToRetry(answers) {
  const unstored = answers.map((answer, i) => ({ answer, i })).filter(({ answer }) => answer.status !== 200 && answer.json?.retryReceipt);
  return { unstored, retried: unstored.filter((_, k) => k % 2 === 0) };
}

/**
 * The run's figures from what it saw, and whether it held: every lead
 * e-mailed exactly once and answered 200 or 202; every retry answered 200;
 * every lead answered 200 and every retry stored, no key twice; the outbox all
 * delivered; a [lead-alert] for each lead not stored, and at least one.
 * `submissionKeys[i]` is lead i's idempotency key, `keysInDatabase` the keys
 * of the stored leads, `mail` the e-mail stub's state.
 */
export function judgeDatabaseFault({ n, answers, retried, retries, submissionKeys, keysInDatabase, outbox, alerts, mail }) {
  const count = (status) => answers.filter((answer) => answer.status === status).length;
  const retriesOk = retries.filter((answer) => answer.status === 200).length;
  const stored = keysInDatabase.length;
  const storedKeys = new Set(keysInDatabase);
  // Every lead answered 200 and every retry is stored; a lead whose storing passed its deadline
  // (answered 202 or 503) may have been stored late as well: once, like every other.
  const mustBeStored = [...answers.flatMap((answer, i) => (answer.status === 200 ? [submissionKeys[i]] : [])), ...retried.map(({ i }) => submissionKeys[i])];
  const missing = mustBeStored.filter((key) => !storedKeys.has(key)).length;
  const delivered = outbox.filter((row) => row.status === "delivered").length;
  const sentBefore = outbox.filter((row) => row.provider_id === "sent before the lead was stored").length;
  const unstoredAlerts = alerts.filter((line) => line.includes("not stored — database unavailable")).length;
  const held =
    mail.accepted.unique === n &&
    mail.accepted.repeats === 0 &&
    count(200) + count(202) === n &&
    retriesOk === retried.length &&
    missing === 0 &&
    storedKeys.size === stored &&
    delivered === outbox.length &&
    unstoredAlerts === count(202) + count(503) &&
    unstoredAlerts > 0;
  return { count, retriesOk, stored, storedKeys, mustBeStored, missing, delivered, sentBefore, unstoredAlerts, held };
}

/** The run's figures and whether every lead was e-mailed once and every retry stored once; null when PostgreSQL is not installed. */
export async function runDatabaseFaultBench({ n, c, port, faultSeconds, origin }) {
  const binaries = postgresBinaries();
  if (!binaries) {
    console.log("db-fault  skipped: PostgreSQL is not installed (apt-get install -y postgresql)");
    return null;
  }
  const database = await startThrowawayPostgres(binaries);
  const mail = createFakeMailProvider();
  mail.state.down = false;
  const mailUrl = await mail.listen();
  const adminToken = crypto.randomUUID();
  const runner = await startFunctionRunner({
    port,
    dataDir: "memory",
    adminToken,
    fakeSiteverify: true,
    stdio: ["ignore", "ignore", "pipe"],
    timeoutMs: 180_000,
    env: {
      FUNCTIONS_DATABASE_URL: database.url,
      ALLOWED_ORIGINS: origin,
      CONTACT_RATE_LIMIT: "5",
      CONTACT_CLIENT_IP_HEADER: "x-forwarded-for",
      RESEND_API_KEY: "bench-key",
      RESEND_API_URL: mailUrl,
      CONTACT_TO_EMAIL: "leads@bench.example",
      LEAD_RECEIPT_SECRET: crypto.randomBytes(32).toString("hex"),
      // The run measures a database outage: on a busy machine the local fake siteverify can take
      // longer than the default 3 s to answer, which would refuse leads before the database matters.
      RECAPTCHA_TIMEOUT_MS: "15000",
    },
  });
  const alerts = [];
  runner.child.stderr.setEncoding("utf8");
  runner.child.stderr.on("data", (chunk) => {
    for (const line of chunk.split("\n")) {
      if (line.includes("[lead-alert]")) alerts.push(line);
      else if (/unexpected|dead-lettered/.test(line)) process.stderr.write(`runner: ${line}\n`);
    }
  });
  const sql = runnerSql(runner, adminToken);

  try {
    const submissions = Array.from({ length: n }, (_, i) => validSubmission(200_000 + i));
    const spacingMs = (faultSeconds * 1000 + AFTER_RECOVERY_MS) / n;
    await database.down();
    const started = performance.now();
    let downUntil = started + faultSeconds * 1000;
    const recovery = sleep(faultSeconds * 1000).then(async () => {
      await database.up();
      downUntil = performance.now();
    });
    const answers = await pool(
      submissions.map((s, i) => async () => {
        const due = started + i * spacingMs;
        if (due > performance.now()) await sleep(due - performance.now());
        const sentAt = performance.now();
        return { ...(await send(runner.functionUrl, origin, submissionRequest(s, 200_000 + i))), during: sentAt < downUntil };
      }),
      c,
    );
    await recovery;
    const { unstored, retried } = leadsToRetry(answers);
    const retries = await pool(
      retried.map(({ answer, i }) => () => {
        const request = submissionRequest(submissions[i], 200_000 + i);
        return send(runner.functionUrl, origin, { ...request, headers: { ...request.headers, [RECEIPT_HEADER]: answer.json.retryReceipt } });
      }),
      c,
    );

    // Leads stored while the database was up are e-mailed by the outbox: wait for it.
    const deadline = performance.now() + DRAIN_LIMIT_MS;
    let outbox = [];
    while (performance.now() < deadline) {
      outbox = await sql("select status, provider_id from public.lead_outbox");
      if (outbox.length && outbox.every((row) => row.status === "delivered")) break;
      await sleep(500);
    }
    // One more tick of the runner's timer: an e-mail sent twice would show now.
    await sleep(16_000);
    const keys = (await sql("select idempotency_key from public.contact_messages")).map((row) => row.idempotency_key);
    const { count, retriesOk, stored, storedKeys, mustBeStored, missing, delivered, sentBefore, unstoredAlerts, held } = judgeDatabaseFault({
      n,
      answers,
      retried,
      retries,
      submissionKeys: submissions.map((submission) => submission.key),
      keysInDatabase: keys,
      outbox,
      alerts,
      mail: mail.state,
    });
    const during = answers.filter((answer) => answer.during).length;

    console.log(
      `db-fault PostgreSQL (postgres.js) stopped at once for ${faultSeconds} s while ${n} leads arrive over ${((faultSeconds * 1000 + AFTER_RECOVERY_MS) / 1000).toFixed(0)} s ` +
        `at concurrency ${c} (${during} sent while it was down); e-mail to a stub with Resend's idempotency rules`,
    );
    console.log(
      `         answered 200 (stored) ${count(200)}, 202 (e-mailed, not stored) ${count(202)}, 503 ${count(503)}, other ${n - count(200) - count(202) - count(503)}; ` +
        `[lead-alert] for ${unstoredAlerts} unstored leads (${alerts.length} alert lines in all)`,
    );
    console.log(`         retried ${retried.length} of the ${unstored.length} unstored with their receipt after recovery: ${retriesOk} answered 200`);
    console.log(
      `         stored ${stored} (${storedKeys.size} distinct keys; ${mustBeStored.length} answered 200 or retried, ${missing} of them missing; ${stored - mustBeStored.length + missing} stored late after their deadline); ` +
        `outbox ${delivered} of ${outbox.length} delivered, ${sentBefore} of them e-mailed before they were stored`,
    );
    console.log(
      `         e-mail stub: ${mail.state.accepted.unique} of ${n} leads e-mailed, ${mail.state.accepted.repeats} e-mailed twice, ${mail.state.notStored} marked not stored; ` +
        `${mail.state.replayed} resent under a used key, ${mail.state.conflicts} answered 409 (key used with another payload)`,
    );
    return held;
  } finally {
    await runner.stop();
    await mail.close();
    database.stop();
  }
}
