/**
 * The delivery outbox under Deno (`npm run test:functions`): the real
 * migrations on PGlite, the real handler and worker, a stubbed mail provider
 * that can be down. Every outbox time is the database's: the tests let time
 * pass by moving the rows' stored times back (`elapse`), never by waiting,
 * and the callers' clocks stand still at a date far from the database's.
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { createContactHandler, OUTBOX_SECRET_HEADER, SCHEDULER_STALL_MS, UNSENDABLE_PARK_MS } from "./handler.ts";
import { ALERT_TAG } from "../_shared/lead-alert.ts";
import { retryDelayMs } from "../_shared/lead-outbox.ts";
import { createLeadWorker } from "../_shared/lead-channels.ts";
import { contactConfig, DEFAULT_RETRY_MAX_SECONDS } from "../_shared/contact-config.ts";
import {
  DELIVERY_TEST_ENV,
  FUNCTION_URL,
  databaseNow,
  elapse,
  RESEND_URL,
  VERIFY_URL,
  leadRequest,
  quiet,
  resetTables,
  testClock,
} from "./test-support.ts";

const START = Date.parse("2025-03-01T10:00:00Z");

const { database, store, outbox } = await openTestStores();

/** The mail provider: answers 503 while down; counts the e-mails it accepted per idempotency key. */
function provider() {
  const state = { down: true, calls: 0, accepted: new Map<string, number>() };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === VERIFY_URL) return Response.json({ success: true, hostname: "127.0.0.1" });
    if (url !== RESEND_URL) throw new Error(`unexpected fetch ${url}`);
    state.calls++;
    // Yield, as a network call does, so concurrent workers interleave.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (state.down) return new Response('{"message":"service unavailable"}', { status: 503 });
    const key = new Headers(init?.headers).get("idempotency-key")!;
    state.accepted.set(key, (state.accepted.get(key) ?? 0) + 1);
    return Response.json({ id: `re_${state.calls}` });
  }) as typeof fetch;
  return { state, fetch: fetchFn };
}

function setup(env: Record<string, string> = {}) {
  const { clock, now } = testClock(START);
  const mail = provider();
  const fullEnv = { ...DELIVERY_TEST_ENV, OUTBOX_CRON_SECRET: "cron-secret-0123456789", ...env };
  const handle = createContactHandler({ env: fullEnv, fetch: mail.fetch, store, outbox, now, log: quiet });
  const worker = (random = Math.random) => createLeadWorker(contactConfig(fullEnv), { store: outbox, fetch: mail.fetch, now, random, log: quiet });
  return { clock, mail, handle, worker };
}

/** `ms` pass on the database's clock. */
const advance = (ms: number) => elapse(database.sql, ms);
const dbNow = () => databaseNow(database.sql);

const lead = (i: number) => leadRequest(i, "outbox-test", "tok");

const reset = () => resetTables(database.sql);

Deno.test("retry delay: doubles per failure from the base, capped, with half of each step random", () => {
  const settings = { baseDelayMs: 10_000, maxDelayMs: 60_000 };
  assert.deepEqual([1, 2, 3, 4, 5, 9].map((n) => retryDelayMs(n, settings, () => 1)), [10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  assert.deepEqual([1, 2, 3, 4].map((n) => retryDelayMs(n, settings, () => 0)), [5_000, 10_000, 20_000, 30_000]);
  assert.equal(retryDelayMs(2, settings, () => 0.5), 15_000);
});

Deno.test("provider down → deliveries wait with backoff → provider back → each lead e-mailed exactly once by two racing workers", async () => {
  await reset();
  const { mail, handle, worker } = setup({ LEAD_OUTBOX_BATCH: "3", LEAD_RETRY_BASE_SECONDS: "60", LEAD_RETRY_MAX_SECONDS: "600" });
  const LEADS = 20;
  let from = await dbNow();
  for (let i = 0; i < LEADS; i++) assert.equal((await handle(lead(i))).status, 200, "the visitor never sees the outage");
  let to = await dbNow();

  // First attempt right after each insert failed; the next waits 30–60 s
  // (base 60 s, equal jitter) after it, on the database's clock: between
  // `from` + 30 s and `to` + 60 s, whatever the callers' clocks say.
  let rows = await outbox.list();
  assert.equal(rows.length, LEADS);
  for (const row of rows) {
    assert.equal(row.status, "pending");
    assert.equal(row.attempts, 1);
    assert.match(row.lastError ?? "", /503/);
    const at = row.nextAttemptAt.getTime();
    assert.ok(at >= from.getTime() + 30_000 && at <= to.getTime() + 60_000, `first retry at ${row.nextAttemptAt.toISOString()} (attempts between ${from.toISOString()} and ${to.toISOString()})`);
  }
  // Nothing is due yet: a worker round claims nothing and calls no one.
  const callsBefore = mail.state.calls;
  assert.equal((await worker().runOnce()).claimed, 0);
  assert.equal(mail.state.calls, callsBefore);

  // Still down at the second attempt: the wait doubles (60–120 s).
  await advance(60_000);
  from = await dbNow();
  const second = await worker().drain();
  to = await dbNow();
  assert.equal(second.retrying, LEADS);
  rows = await outbox.list();
  for (const row of rows) {
    assert.equal(row.attempts, 2);
    const at = row.nextAttemptAt.getTime();
    assert.ok(at >= from.getTime() + 60_000 && at <= to.getTime() + 120_000, `second retry at ${row.nextAttemptAt.toISOString()}`);
  }

  // The provider is back; two workers race over the due rows, three at a time.
  mail.state.down = false;
  await advance(120_000);
  const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
  assert.equal(a.delivered + b.delivered, LEADS);
  assert.equal(a.lost + b.lost, 0);
  assert.ok(a.delivered > 0 && b.delivered > 0, `both workers took part (${a.delivered} + ${b.delivered})`);
  assert.equal(mail.state.accepted.size, LEADS);
  assert.ok([...mail.state.accepted.values()].every((count) => count === 1), "no lead was e-mailed twice");
  rows = await outbox.list();
  assert.ok(rows.every((row) => row.status === "delivered" && row.attempts === 3 && row.deliveredAt !== null && row.lastError === null));

  // Later rounds find nothing to do.
  await advance(600_000);
  const callsAfter = mail.state.calls;
  assert.equal((await worker().drain()).claimed, 0);
  assert.equal(mail.state.calls, callsAfter);
});

Deno.test("with the default settings every waiting lead goes out within 2 minutes of the provider's return, whatever the jitter", async () => {
  await reset();
  const { mail, handle, worker } = setup();
  for (let i = 0; i < 5; i++) await handle(lead(i));
  // A 20-minute outage with the scheduler ticking every 30 s (pg_cron's pace,
  // the slower of the two schedulers), the longest possible waits each time.
  const slowest = worker(() => 1);
  for (let t = 0; t < 20 * 60_000; t += 30_000) {
    await advance(30_000);
    await slowest.drain();
  }
  assert.ok((await outbox.list()).every((row) => row.status === "pending"), "not dead-lettered by a 20-minute outage");
  mail.state.down = false;
  let sinceBack = 0;
  while (mail.state.accepted.size < 5) {
    await advance(30_000);
    sinceBack += 30_000;
    await slowest.drain();
    assert.ok(sinceBack <= 120_000, `delivered ${mail.state.accepted.size} of 5 within 2 minutes`);
  }
  assert.ok(DEFAULT_RETRY_MAX_SECONDS * 1000 + 30_000 <= 120_000);
});

Deno.test("after LEAD_MAX_ATTEMPTS failures a delivery is dead-lettered; leads:resend's requeue brings it back", async () => {
  await reset();
  const { mail, handle, worker } = setup({ LEAD_MAX_ATTEMPTS: "3" });
  await handle(lead(1));
  for (let i = 0; i < 5; i++) {
    await advance(60_000);
    await worker().drain();
  }
  let [row] = await outbox.list();
  assert.equal(row.status, "dead");
  assert.equal(row.attempts, 3, "no attempt after the third");
  assert.match(row.lastError ?? "", /503/);
  const calls = mail.state.calls;
  await advance(3_600_000);
  assert.equal((await worker().drain()).claimed, 0, "a dead row is never picked up by itself");
  assert.equal(mail.state.calls, calls);

  mail.state.down = false;
  const w = worker();
  assert.equal(await outbox.requeue(w.channels, 30), 1);
  assert.equal((await w.drain()).delivered, 1, "due at once: on the database's clock, not the caller's");
  [row] = await outbox.list();
  assert.equal(row.status, "delivered");
});

Deno.test("a claim whose worker died is taken over after the lease; the late worker cannot record over it", async () => {
  await reset();
  const { mail, handle } = setup({ RESEND_API_KEY: "" });
  await handle(lead(1)); // no key: queued, nothing sent
  const claim = () => outbox.claim({ channels: ["email"], leaseMs: 120_000, limit: 10, maxAttempts: 30 });
  const from = await dbNow();
  const [stale] = await claim();
  const to = await dbNow();
  assert.ok(stale, "claimed");
  assert.ok(stale.claimedAt >= from && stale.claimedAt <= to, "claimedAt is the database's time of the claim");
  assert.equal((await claim()).length, 0, "held by the first claim");
  await advance(121_000);
  const [fresh] = await claim();
  assert.equal(fresh?.id, stale.id);
  assert.equal(fresh.attempts, 2);
  assert.equal(await outbox.markDelivered(stale, "late"), false);
  assert.equal(await outbox.markDelivered(fresh, "re_1"), true);
  assert.equal((await outbox.list())[0].providerId, "re_1");
  assert.equal(mail.state.calls, 0);
});

Deno.test("without a channel's configuration its deliveries wait without using attempts", async () => {
  await reset();
  const { handle, worker } = setup({ RESEND_API_KEY: "" });
  await handle(lead(1));
  await advance(3_600_000);
  assert.equal((await worker().drain()).claimed, 0);
  const [row] = await outbox.list();
  assert.equal(row.status, "pending");
  assert.equal(row.attempts, 0);
});

Deno.test("the scheduler's /outbox route needs the shared secret and works off due deliveries", async () => {
  await reset();
  const { mail, handle } = setup();
  await handle(lead(1));
  mail.state.down = false;
  await advance(60_000);
  const call = (headers: Record<string, string>) => handle(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers }));
  assert.equal((await call({})).status, 403);
  assert.equal((await call({ [OUTBOX_SECRET_HEADER]: "cron-secret-0123456788" })).status, 403);
  assert.equal((await call({ [OUTBOX_SECRET_HEADER]: "short" })).status, 403);
  assert.equal(mail.state.accepted.size, 0);
  const ok = await call({ [OUTBOX_SECRET_HEADER]: "cron-secret-0123456789" });
  assert.equal(ok.status, 200);
  assert.equal((await ok.json()).delivered, 1);
  assert.equal(mail.state.accepted.size, 1);
  const off = setup({ OUTBOX_CRON_SECRET: "" });
  assert.equal((await off.handle(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: "" } }))).status, 403);
});

Deno.test("the attempt limit holds in the claim: a row whose worker always dies is dead-lettered once its last attempt's lease ends, with one alert", async () => {
  await reset();
  const { handle, clock } = setup({ RESEND_API_KEY: "", LEAD_MAX_ATTEMPTS: "2" });
  await handle(lead(1));
  const claim = () => outbox.claim({ channels: ["email"], leaseMs: 120_000, limit: 10, maxAttempts: 2 });
  // Two workers each claim the row and die without recording anything.
  assert.equal((await claim()).length, 1);
  await advance(121_000);
  assert.equal((await claim())[0]?.attempts, 2);
  await advance(121_000);
  assert.equal((await claim()).length, 0, "no third attempt is ever claimed");
  const errors: string[] = [];
  const mail = provider();
  mail.state.down = false;
  const worker = createLeadWorker(contactConfig({ ...DELIVERY_TEST_ENV, LEAD_MAX_ATTEMPTS: "2" }), {
    store: outbox,
    fetch: mail.fetch,
    now: () => clock.now,
    log: { ...quiet, error: (line: string) => void errors.push(line) },
  });
  assert.equal((await worker.runOnce()).dead, 1);
  for (let i = 0; i < 3; i++) await worker.runOnce();
  const [row] = await outbox.list();
  assert.equal(row.status, "dead");
  assert.equal(mail.state.calls, 0);
  assert.equal(errors.filter((line) => line.startsWith(ALERT_TAG)).length, 1, "one alert, not one per tick");
});

Deno.test("an e-mail provider refusing the key (401) is dead-lettered at once; a 503 is retried", async () => {
  await reset();
  const { handle } = setup();
  const refusing = (async (input: RequestInfo | URL) =>
    String(input) === VERIFY_URL ? Response.json({ success: true, hostname: "127.0.0.1" }) : new Response('{"message":"API key is invalid"}', { status: 401 })) as typeof fetch;
  const h = createContactHandler({ env: DELIVERY_TEST_ENV, fetch: refusing, store, outbox, log: quiet });
  await h(lead(1));
  await handle(lead(2));
  const rows = await outbox.list();
  const statuses = rows.map((row) => [row.status, row.attempts, row.lastError]).sort();
  assert.deepEqual(statuses, [["dead", 1, "Resend answered 401 (not authorised)"], ["pending", 1, "Resend answered 503 (server error)"]]);
});

Deno.test("a scheduler calling with a wrong secret raises one alert after repeated refusals, not one per tick", async () => {
  await reset();
  const errors: string[] = [];
  const mail = provider();
  const h = createContactHandler({
    env: { ...DELIVERY_TEST_ENV, OUTBOX_CRON_SECRET: "cron-secret-0123456789" },
    fetch: mail.fetch,
    store,
    outbox,
    log: { ...quiet, error: (line: string) => void errors.push(line) },
  });
  const call = (secret: string) => h(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: secret } }));
  for (let i = 0; i < 10; i++) assert.equal((await call("wrong-secret")).status, 403);
  assert.equal(errors.filter((line) => line.startsWith(ALERT_TAG)).length, 1);
});

Deno.test("anonymous POSTs to the /outbox route (no secret header) are refused without counting toward the scheduler's alert", async () => {
  await reset();
  const errors: string[] = [];
  const h = createContactHandler({
    env: { ...DELIVERY_TEST_ENV, OUTBOX_CRON_SECRET: "cron-secret-0123456789" },
    fetch: provider().fetch,
    store,
    outbox,
    log: { ...quiet, error: (line: string) => void errors.push(line) },
  });
  const anonymous = () => h(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", body: "{}" }));
  for (let i = 0; i < 20; i++) assert.equal((await anonymous()).status, 403);
  assert.deepEqual(errors, [], "no alert from strangers");
  // Two wrong-secret calls between them still make a streak with the third.
  await h(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: "wrong-secret" } }));
  await anonymous();
  await h(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: "wrong-secret" } }));
  await anonymous();
  assert.deepEqual(errors, []);
  await h(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: "wrong-secret" } }));
  assert.equal(errors.filter((line) => line.startsWith(ALERT_TAG)).length, 1);
});

Deno.test("a scheduler that stopped working (deliveries overdue by 5 minutes) raises one alert at the next lead, not one per lead", async () => {
  await reset();
  const errors: string[] = [];
  const { now } = testClock(START);
  const mail = provider();
  const h = createContactHandler({ env: DELIVERY_TEST_ENV, fetch: mail.fetch, store, outbox, now, log: { ...quiet, error: (line: string) => void errors.push(line) } });
  await h(lead(1)); // mail down: queued for a retry that no scheduler makes
  assert.equal(errors.length, 0);
  // Its retry was due after at most 10 s; nothing came for it in the 5 minutes after that.
  await advance(10_000 + SCHEDULER_STALL_MS + 1);
  await h(lead(2));
  await h(lead(3));
  assert.equal(errors.filter((line) => line.startsWith(ALERT_TAG)).length, 1, "one alert while the stall lasts");
  assert.match(errors[0], /overdue/);
  // The scheduler catches up: the next lead finds nothing overdue, and a new stall would alert again.
  mail.state.down = false;
  await createLeadWorker(contactConfig(DELIVERY_TEST_ENV), { store: outbox, fetch: mail.fetch, now, log: quiet }).drain();
  await h(lead(4));
  assert.equal(errors.length, 1);
});

Deno.test("deliveries of a channel without its key stop the scheduler firing: its call moves them an hour on; pg_cron's run log is pruned", async () => {
  await reset();
  const { handle } = setup({ RESEND_API_KEY: "" });
  await handle(lead(1));
  // The pg_cron job's condition: it fires while this is true.
  const due = async () =>
    (await database.sql.query<{ n: number }>("select count(*)::int as n from public.lead_outbox where status = 'pending' and next_attempt_at <= now()"))[0].n;
  assert.equal(await due(), 1);
  const tick = () => handle(new Request(`${FUNCTION_URL}/outbox`, { method: "POST", headers: { [OUTBOX_SECRET_HEADER]: "cron-secret-0123456789" } }));
  const first = await tick();
  assert.equal((await first.json()).parked, 1);
  for (let i = 0; i < 10; i++) {
    await advance(30_000);
    assert.equal(await due(), 0, "nothing due for the next ticks: the job does not call the function");
  }
  await advance(UNSENDABLE_PARK_MS);
  assert.equal(await due(), 1, "looked at again an hour later (the key may be set by then)");
  const [row] = await outbox.list();
  assert.equal(row.attempts, 0, "parking spends no attempt");
  const migration = await Deno.readTextFile(new URL("../../migrations/20251128100000_cron_run_details_retention.sql", import.meta.url));
  assert.match(migration, /cron\.schedule\([\s\S]*delete from cron\.job_run_details where end_time < now\(\) - interval '7 days'/);
});

for (const [skew, way] of [[10 * 60_000, "ahead of"], [-10 * 60_000, "behind"]] as const) {
  Deno.test(`the scheduler-stall alert reads the database's clock: a function clock 10 minutes ${way} it raises no false alert and misses no stall`, async () => {
    await reset();
    const errors: string[] = [];
    const mail = provider();
    const now = () => new Date(Date.now() + skew);
    const h = createContactHandler({ env: DELIVERY_TEST_ENV, fetch: mail.fetch, store, outbox, now, log: { ...quiet, error: (line: string) => void errors.push(line) } });
    // Mail down: each lead's retry is due 5–10 s after its attempt, which a clock 10 minutes ahead would call overdue.
    await h(lead(1));
    await h(lead(2));
    assert.deepEqual(errors, [], "nothing overdue yet");
    // Overdue by 5 minutes on the database's clock, which a clock 10 minutes behind would not see.
    await advance(10_000 + SCHEDULER_STALL_MS + 1);
    await h(lead(3));
    assert.equal(errors.filter((line) => line.startsWith(ALERT_TAG) && /overdue/.test(line)).length, 1);
  });
}
