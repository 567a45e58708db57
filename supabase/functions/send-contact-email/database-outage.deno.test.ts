/**
 * A database outage under Deno (`npm run test:functions`, on PGlite and again
 * on PostgreSQL): the lead whose storing fails after its captcha passed is
 * e-mailed straight away, marked "not stored", with [lead-alert] and a retry
 * receipt; the retry with that receipt is stored once, on any worker, without
 * a second captcha and without a second e-mail. Also the health check, the
 * scheduler's call while the database is down, and leads:resend's requeue of
 * rows out of attempts.
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { createContactHandler, HEALTH_ROUTE, OUTBOX_ROUTE, OUTBOX_SECRET_HEADER, SCHEDULER_STALL_MS, STORE_FAILED_MESSAGE } from "./handler.ts";
import { ALERT_TAG } from "../_shared/lead-alert.ts";
import { NOT_STORED_MARK } from "../_shared/lead-email.ts";
import type { OutboxStore } from "../_shared/lead-outbox.ts";
import { SENT_BEFORE_STORE, type LeadStore } from "../_shared/lead-store.ts";
import { readReceipt, RETRY_RECEIPT_HEADER, signReceipt } from "../_shared/retry-receipt.ts";
import { DELIVERY_TEST_ENV, FUNCTION_URL, RESEND_URL, VERIFY_URL, elapse, resetTables, testClock } from "./test-support.ts";

const { database, store, outbox } = await openTestStores();
const START = Date.parse("2025-03-01T10:00:00Z");
const CRON_SECRET = "cron-secret-0123456789";
const RECEIPT_SECRET = "receipt-secret-0123456789abcdef";

/** Every call of the store and the outbox fails while `state.down`, as with the database unreachable. */
function failing<T extends object>(target: T, state: { down: boolean }): T {
  return Object.fromEntries(
    Object.entries(target).map(([name, fn]) => [
      name,
      (...args: unknown[]) => (state.down ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")) : (fn as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as T;
}

/**
 * One worker of the function over the shared database, which can be down; the
 * captcha passes only for tokens starting "fresh" (a retry's token is spent);
 * the mail provider counts what it accepted per Resend key, and can be down.
 */
function worker(db: { down: boolean }, mail = { down: false }, env: Record<string, string> = {}) {
  const { clock, now } = testClock(START);
  const verifyCalls: string[] = [];
  const mails: { key: string; subject: string; text: string }[] = [];
  const errors: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === VERIFY_URL) {
      const token = new URLSearchParams(String(init?.body)).get("response") ?? "";
      verifyCalls.push(token);
      return token.startsWith("fresh")
        ? Response.json({ success: true, hostname: "127.0.0.1" })
        : Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
    }
    if (url !== RESEND_URL) throw new Error(`unexpected fetch ${url}`);
    if (mail.down) return new Response('{"name":"internal_server_error"}', { status: 503 });
    const body = JSON.parse(String(init?.body));
    mails.push({ key: new Headers(init?.headers).get("idempotency-key")!, subject: body.subject, text: body.text });
    return Response.json({ id: `re_${mails.length}` });
  }) as typeof fetch;
  const handle = createContactHandler({
    env: { ...DELIVERY_TEST_ENV, OUTBOX_CRON_SECRET: CRON_SECRET, LEAD_RECEIPT_SECRET: RECEIPT_SECRET, ...env },
    fetch: fetchFn,
    store: failing<LeadStore>(store, db),
    outbox: failing<OutboxStore>(outbox, db),
    now,
    log: { info() {}, warn() {}, error: (line: string) => void errors.push(line) },
  });
  return { handle, clock, verifyCalls, mails, errors };
}

const lead = { name: "Dana Levi", email: "dana@example.co.il", company: "Acme", message: "We need GA4 help." };

function send(key: string, token: string, receipt?: string, body = lead) {
  return new Request(FUNCTION_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key, ...(receipt ? { [RETRY_RECEIPT_HEADER]: receipt } : {}) },
    body: JSON.stringify({ ...body, recaptchaToken: token }),
  });
}

const reset = () => resetTables(database.sql);

Deno.test("outage: a lead the database cannot store is e-mailed at once, marked not stored, with [lead-alert]; the answer is 202 with a retry receipt", async () => {
  await reset();
  const db = { down: true };
  const first = worker(db);
  const response = await first.handle(send("lead-outage-0001", "fresh-1"));
  assert.equal(response.status, 202);
  const answer = await response.json();
  assert.equal(answer.ok, true);
  assert.equal(answer.stored, false);
  assert.match(answer.retryReceipt, /^v1\.\d+\.1\./);
  assert.equal(first.mails.length, 1);
  assert.equal(first.mails[0].key, "contact-message/lead-outage-0001", "the key the outbox uses for this lead");
  assert.match(first.mails[0].subject, new RegExp(NOT_STORED_MARK));
  assert.match(first.mails[0].text, /We need GA4 help\./);
  const alerts = first.errors.filter((line) => line.startsWith(ALERT_TAG));
  assert.equal(alerts.length, 1);
  assert.match(alerts[0], /lead-outage-0001.*not stored — database unavailable.*e-mailed/);
  assert.doesNotMatch(JSON.stringify(answer), /ECONNREFUSED|5432/);

  // The database is back; the visitor's retry, with the spent token, reaches another worker.
  db.down = false;
  const second = worker(db);
  const retry = await second.handle(send("lead-outage-0001", "fresh-1-spent", answer.retryReceipt));
  assert.equal(retry.status, 200);
  assert.deepEqual(second.verifyCalls, [], "the receipt stands for the passed captcha");
  assert.equal(await store.count(), 1);
  const [row] = await outbox.list();
  assert.equal(row.status, "delivered");
  assert.equal(row.providerId, SENT_BEFORE_STORE);
  assert.equal(second.mails.length, 0, "its e-mail is not sent twice");
  // Sent once more: a duplicate, still one row.
  const again = await second.handle(send("lead-outage-0001", "fresh-1-spent", answer.retryReceipt));
  assert.equal(again.status, 200);
  assert.equal((await again.json()).duplicate, true);
  assert.equal(await store.count(), 1);
});

Deno.test("outage: a database that does not answer (queries queued in the driver) counts as down after LEAD_STORE_TIMEOUT_MS; storing that finishes later is not e-mailed twice", async () => {
  await reset();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = { ...store, insert: async (...args: Parameters<LeadStore["insert"]>) => (await gate, store.insert(...args)) };
  const mails: string[] = [];
  const handle = createContactHandler({
    env: { ...DELIVERY_TEST_ENV, OUTBOX_CRON_SECRET: CRON_SECRET, LEAD_RECEIPT_SECRET: RECEIPT_SECRET, LEAD_STORE_TIMEOUT_MS: "50" },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === VERIFY_URL) return Response.json({ success: true, hostname: "127.0.0.1" });
      const key = new Headers(init?.headers).get("idempotency-key")!;
      // As Resend does: a key used before with another payload is a 409.
      if (mails.includes(key)) return Response.json({ statusCode: 409, name: "invalid_idempotent_request" }, { status: 409 });
      mails.push(key);
      return Response.json({ id: "re_1" });
    }) as typeof fetch,
    store: slow,
    outbox,
    now: () => new Date(START),
    log: { info() {}, warn() {}, error() {} },
  });
  const response = await handle(send("lead-outage-slow1", "fresh-s"));
  assert.equal(response.status, 202);
  assert.deepEqual(mails, ["contact-message/lead-outage-slow1"]);
  release();
  // The store answers late: the lead is stored, and its outbox e-mail is answered as sent already.
  for (let i = 0; i < 50 && (await store.count()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(await store.count(), 1);
  const drained = await (await handle(new Request(`${FUNCTION_URL}${OUTBOX_ROUTE}`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: CRON_SECRET } }))).json();
  assert.equal(drained.delivered, 1);
  assert.equal((await outbox.list())[0].status, "delivered");
  assert.deepEqual(mails, ["contact-message/lead-outage-slow1"], "Resend sent one e-mail");
});

Deno.test("outage: with the mail provider down too, the visitor gets 503 and a receipt; the retry is stored and e-mailed by the outbox under the same Resend key", async () => {
  await reset();
  const db = { down: true };
  const mail = { down: true };
  const first = worker(db, mail);
  const response = await first.handle(send("lead-outage-0002", "fresh-2"));
  assert.equal(response.status, 503);
  assert.ok(response.headers.get("retry-after"));
  const answer = await response.json();
  assert.equal(answer.error, STORE_FAILED_MESSAGE);
  assert.match(answer.retryReceipt, /^v1\.\d+\.0\./);
  assert.match(first.errors.find((line) => line.startsWith(ALERT_TAG)) ?? "", /NOT delivered/);

  db.down = false;
  mail.down = false;
  const second = worker(db, mail);
  assert.equal((await second.handle(send("lead-outage-0002", "spent-2", answer.retryReceipt))).status, 200);
  assert.equal(await store.count(), 1);
  assert.deepEqual(second.mails.map((sent) => sent.key), ["contact-message/lead-outage-0002"]);
  assert.doesNotMatch(second.mails[0].subject, new RegExp(NOT_STORED_MARK));
  assert.equal((await outbox.list())[0].status, "delivered");
});

Deno.test("outage: without RESEND_API_KEY nothing can be sent, so the visitor gets 503, not a false thank-you", async () => {
  await reset();
  const first = worker({ down: true }, { down: false }, { RESEND_API_KEY: "" });
  const response = await first.handle(send("lead-outage-0003", "fresh-3"));
  assert.equal(response.status, 503);
  assert.equal(first.mails.length, 0);
  assert.match(first.errors.find((line) => line.startsWith(ALERT_TAG)) ?? "", /NOT delivered: RESEND_API_KEY is not set/);
});

Deno.test("receipt: only this message's, unexpired and signed with the shared secret, stands for the captcha", async () => {
  await reset();
  const db = { down: false };
  const now = new Date(START);
  const receiptFromOutage = async () => {
    // The receipt the function gave for lead-outage-0004's message.
    const first = worker({ down: true });
    const answer = await (await first.handle(send("lead-outage-0004", "fresh-4"))).json();
    return answer.retryReceipt as string;
  };
  const receipt = await receiptFromOutage();
  const other = worker(db);
  const refused = async (request: Request) => (await other.handle(request)).status;
  assert.equal(await refused(send("lead-outage-0004", "spent", receipt, { ...lead, message: "Another message" })), 403, "another message");
  assert.equal(await refused(send("lead-outage-9999", "spent", receipt)), 403, "another key");
  assert.equal(await refused(send("lead-outage-0004", "spent", receipt.replace(/\.1\./, ".0."))), 403, "a changed claim");
  assert.equal(await refused(send("lead-outage-0004", "spent", `${receipt.slice(0, -2)}AA`)), 403, "a changed signature");
  const elsewhere = worker(db, { down: false }, { LEAD_RECEIPT_SECRET: "another-secret-0123456789abcdef" });
  assert.equal((await elsewhere.handle(send("lead-outage-0004", "spent", receipt))).status, 403, "another secret");
  const late = worker(db);
  late.clock.now = new Date(START + 16 * 60_000);
  assert.equal((await late.handle(send("lead-outage-0004", "spent", receipt))).status, 403, "expired after 15 minutes");
  assert.equal(await store.count(), 0);
  assert.equal((await other.handle(send("lead-outage-0004", "spent", receipt))).status, 200, "the right one passes");
  // The signing itself: claims round-trip, and nothing else does.
  const signed = await signReceipt(RECEIPT_SECRET, { idempotencyKey: "k-00000001", payloadHash: "h", emailed: false }, now);
  assert.deepEqual(await readReceipt(RECEIPT_SECRET, signed, { idempotencyKey: "k-00000001", payloadHash: "h" }, now), { idempotencyKey: "k-00000001", payloadHash: "h", emailed: false });
  assert.equal(await readReceipt(RECEIPT_SECRET, "v1.1.1.garbage", { idempotencyKey: "k-00000001", payloadHash: "h" }, now), null);
});

function healthRequest(headers: Record<string, string>, method = "GET") {
  return new Request(`${FUNCTION_URL}${HEALTH_ROUTE}`, { method, headers });
}

Deno.test("health: needs the scheduler's secret or LEAD_HEALTH_TOKEN; reports the oldest undelivered lead, rows past their attempts, a scheduler that is not firing, and configuration problems, alerting once per problem", async () => {
  await reset();
  const db = { down: false };
  const mail = { down: true };
  const w = worker(db, mail, { LEAD_HEALTH_TOKEN: "health-token-0123456789", LEAD_ALERT_AFTER_MINUTES: "10" });
  assert.equal((await w.handle(healthRequest({}))).status, 403);
  assert.equal((await w.handle(healthRequest({ [OUTBOX_SECRET_HEADER]: "wrong" }))).status, 403);
  assert.equal((await w.handle(healthRequest({ authorization: "Bearer wrong" }))).status, 403);

  const healthy = await w.handle(healthRequest({ [OUTBOX_SECRET_HEADER]: CRON_SECRET }));
  assert.equal(healthy.status, 200);
  assert.deepEqual((await healthy.json()).problems, []);

  // A lead whose e-mail fails, then waits: 12 minutes, due for 6 of them, untried.
  assert.equal((await w.handle(send("lead-health-0001", "fresh-h"))).status, 200);
  await elapse(database.sql, 12 * 60_000);
  await database.sql.query("update public.lead_outbox set next_attempt_at = now() - make_interval(secs => $1::double precision)", [(SCHEDULER_STALL_MS + 60_000) / 1000]);
  const sick = await w.handle(healthRequest({ authorization: "Bearer health-token-0123456789" }));
  assert.equal(sick.status, 503);
  const report = await sick.json();
  assert.deepEqual(report.problems.map((problem: { id: string }) => problem.id).sort(), ["scheduler", "undelivered-age"]);
  assert.equal(report.backlog.undelivered, 1);
  assert.ok(report.backlog.oldestUndeliveredMs >= 12 * 60_000);
  const alertsAfterFirst = w.errors.filter((line) => line.startsWith(ALERT_TAG)).length;
  assert.equal(alertsAfterFirst, 2);
  await w.handle(healthRequest({ [OUTBOX_SECRET_HEADER]: CRON_SECRET }));
  assert.equal(w.errors.filter((line) => line.startsWith(ALERT_TAG)).length, 2, "not raised again while it lasts");

  // LEAD_MAX_ATTEMPTS lowered below the row's attempts: reported until leads:resend's requeue.
  const lowered = worker(db, mail, { LEAD_MAX_ATTEMPTS: "1" });
  const past = await (await lowered.handle(healthRequest({ [OUTBOX_SECRET_HEADER]: CRON_SECRET }))).json();
  assert.ok(past.problems.some((problem: { id: string }) => problem.id === "past-max-attempts"));
  assert.equal(await outbox.requeue(["email"], 1), 1);
  const [row] = await outbox.list();
  assert.equal(row.attempts, 0, "starts over with its full number of attempts");
  mail.down = false;
  const resolved = await (await lowered.handle(new Request(`${FUNCTION_URL}${OUTBOX_ROUTE}`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: CRON_SECRET } }))).json();
  assert.equal(resolved.delivered, 1);
  assert.deepEqual(resolved.problems, []);

  // Configuration: a missing key and secrets are named.
  const bare = worker(db, mail, { RESEND_API_KEY: "", LEAD_RECEIPT_SECRET: "" });
  const config = await (await bare.handle(healthRequest({ [OUTBOX_SECRET_HEADER]: CRON_SECRET }))).json();
  assert.deepEqual(config.problems.map((problem: { id: string }) => problem.id).sort(), ["receipt-secret", "resend-key"]);
  assert.equal(bare.errors.filter((line) => line.startsWith(ALERT_TAG)).length, 2);
});

Deno.test("the scheduler's call while the database is down: 503 with a clear reason and one [lead-alert], not a generic 500", async () => {
  await reset();
  const db = { down: true };
  const w = worker(db);
  const call = () => w.handle(new Request(`${FUNCTION_URL}${OUTBOX_ROUTE}`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: CRON_SECRET } }));
  const response = await call();
  assert.equal(response.status, 503);
  assert.equal((await response.json()).reason, "outbox-run-failed");
  await call();
  assert.equal(w.errors.filter((line) => line.startsWith(ALERT_TAG) && line.includes("outbox run failed")).length, 1, "once per worker while it lasts");
  db.down = false;
  assert.equal((await call()).status, 200);
});
