// bench:leads' fault run: both delivery channels down while the leads arrive.
//
// Starts a function runner of its own (PGlite on disk in a temporary
// directory, the default outbox settings, the runner's own 15 s timer) with
// e-mail going to a local mail-provider stub and the signed webhook to a local
// receiver that verifies every signature (scripts/lib/fake-lead-channels.mjs).
// Both answer 503 for the first `faultSeconds` while N leads arrive at
// concurrency C; then they recover, and nothing else is done: no command is
// run. It reports leads stored, each channel's deliveries, what the stubs
// accepted per lead (repeats = duplicates), bad signatures, dead letters and
// the time from recovery until every delivery is done.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFunctionRunner } from "./function-runner.mjs";
import { createFakeMailProvider, createFakeWebhookReceiver } from "./fake-lead-channels.mjs";
import { pool, runnerSql, send, submissionRequest, validSubmission } from "./lead-bench.mjs";

/** The goal: every waiting lead delivered within 2 minutes of the provider's return, with the default settings. */
const DRAIN_GOAL_MS = 120_000;
/** Give up waiting for the drain after this long (then the run fails). */
const DRAIN_LIMIT_MS = 300_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the run held: all `n` leads answered 200 and stored; on each channel
 * (`byChannel`: the outbox's rows per channel) every lead delivered, none dead,
 * and its stub (`mail`, `hook`: their states) reached once per lead; no bad
 * signature; and everything delivered within the goal after recovery (`drainMs`,
 * null when it never was).
 */
export function faultRunHeld({ n, ok, stored, byChannel, mail, hook, drainMs }) {
  const channelOk = (row, stub) => row?.delivered === n && row?.dead === 0 && stub.accepted.unique === n && stub.accepted.repeats === 0;
  return (
    ok === n &&
    stored === n &&
    channelOk(byChannel.email, mail) &&
    channelOk(byChannel.webhook, hook) &&
    hook.badSignatures === 0 &&
    drainMs !== null &&
    drainMs <= DRAIN_GOAL_MS
  );
}

export async function runFaultBench({ n, c, port, faultSeconds, origin }) {
  const secret = crypto.randomBytes(32).toString("hex");
  const mail = createFakeMailProvider();
  const hook = createFakeWebhookReceiver(secret);
  const [mailUrl, hookUrl] = await Promise.all([mail.listen(), hook.listen()]);
  const adminToken = crypto.randomUUID();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-bench-fault-"));
  const runner = await startFunctionRunner({
    port,
    dataDir,
    adminToken,
    fakeSiteverify: true,
    stdio: ["ignore", "ignore", "pipe"],
    timeoutMs: 180_000,
    env: {
      ALLOWED_ORIGINS: origin,
      CONTACT_RATE_LIMIT: "5",
      // Many clients from one machine: each submission's X-Forwarded-For is its address (see bench-leads.mjs).
      CONTACT_CLIENT_IP_HEADER: "x-forwarded-for",
      RESEND_API_KEY: "bench-key",
      RESEND_API_URL: mailUrl,
      CONTACT_TO_EMAIL: "leads@bench.example",
      LEAD_WEBHOOK_URL: hookUrl,
      LEAD_WEBHOOK_SECRET: secret,
    },
  });
  // Retries log a line each; show only what needs a look.
  runner.child.stderr.setEncoding("utf8");
  runner.child.stderr.on("data", (chunk) => {
    for (const line of chunk.split("\n")) if (/dead-lettered|round failed|unexpected/.test(line)) process.stderr.write(`runner: ${line}\n`);
  });
  const sql = runnerSql(runner, adminToken);

  try {
    const started = performance.now();
    let recoveredAt = null;
    const recovery = sleep(faultSeconds * 1000).then(() => {
      mail.state.down = false;
      hook.state.down = false;
      recoveredAt = performance.now();
    });

    const submissions = Array.from({ length: n }, (_, i) => validSubmission(i));
    const answers = await pool(
      submissions.map((s, i) => () => send(runner.functionUrl, origin, submissionRequest(s, i))),
      c,
    );
    const arrivedSeconds = (performance.now() - started) / 1000;
    const ok = answers.filter((answer) => answer.status === 200).length;
    const arrivedBeforeRecovery = recoveredAt === null;
    await recovery;

    const total = async () => (await sql("select count(*)::int as n from public.lead_outbox where status = 'delivered'"))[0].n;
    let drainedAt = null;
    while (performance.now() - recoveredAt < DRAIN_LIMIT_MS) {
      if ((await total()) === 2 * n) {
        drainedAt = performance.now();
        break;
      }
      await sleep(500);
    }
    // One more tick of the runner's timer: a delivery sent twice would show now.
    await sleep(16_000);

    const [{ stored }] = await sql("select count(*)::int as stored from public.contact_messages");
    const rows = await sql(
      `select channel, count(*) filter (where status = 'delivered')::int as delivered, count(*) filter (where status = 'dead')::int as dead,
              count(*)::int as queued, max(attempts)::int as max_attempts, round(avg(attempts), 1)::float as mean_attempts
         from public.lead_outbox group by channel order by channel`,
    );
    const byChannel = Object.fromEntries(rows.map((row) => [row.channel, row]));
    const drainMs = drainedAt === null ? null : drainedAt - recoveredAt;

    console.log(
      `fault    mail provider and webhook receiver answer 503 for the first ${faultSeconds} s; ${n} leads at concurrency ${c}; ` +
        "default outbox settings (retry 10 s doubling to 60 s, runner timer 15 s); no command run",
    );
    console.log(
      `         arrived in ${arrivedSeconds.toFixed(1)} s (${arrivedBeforeRecovery ? "all during the outage" : "the outage ended while they arrived"}): ` +
        `answered 200: ${ok} of ${n}; stored ${stored}`,
    );
    const line = (name, row, stub, extra) =>
      console.log(
        `         ${name.padEnd(8)} delivered ${row?.delivered ?? 0} of ${row?.queued ?? 0} queued, dead ${row?.dead ?? 0}; attempts max ${row?.max_attempts ?? 0}, mean ${row?.mean_attempts ?? 0}; ` +
          `stub accepted ${stub.accepted.unique} leads, ${stub.accepted.repeats} repeats${stub.replayed === undefined ? "" : `, ${stub.replayed} resent under a used key (Resend answers those without a second e-mail)`}; refused ${stub.refused} attempts while down${extra}`,
      );
    line("email", byChannel.email, mail.state, "");
    line("webhook", byChannel.webhook, hook.state, `; bad signatures ${hook.state.badSignatures}`);
    console.log(
      `         by hand 0; drained ${drainMs === null ? `NOT within ${DRAIN_LIMIT_MS / 1000} s` : `${(drainMs / 1000).toFixed(1)} s`} after recovery (goal ≤ ${DRAIN_GOAL_MS / 1000} s)`,
    );

    return faultRunHeld({ n, ok, stored, byChannel, mail: mail.state, hook: hook.state, drainMs });
  } finally {
    await runner.stop();
    await Promise.all([mail.close(), hook.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
