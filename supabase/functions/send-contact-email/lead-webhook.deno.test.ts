/**
 * The signed webhook channel under Deno (`npm run test:functions`): signing
 * against an HMAC computed independently (Python's hmac), the receiver's verify function
 * that docs/lead-capture.md shows, and delivery through the real outbox on
 * PGlite with the real handler — a receiver stub that verifies every request,
 * can be down, and counts what it accepted. The clock is moved by the tests.
 */
import * as assert from "../../local/assert.ts";
import { createContactHandler } from "./handler.ts";
import type { StoredLead } from "../_shared/lead-store.ts";
import { createLeadWorker } from "../_shared/lead-channels.ts";
import { contactConfig, webhookConfig } from "../_shared/contact-config.ts";
import { LEAD_ID_HEADER, signWebhook, webhookPayload, webhookRequest } from "../_shared/lead-webhook.ts";
import { REPLAY_WINDOW_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyLeadWebhook } from "../_shared/lead-webhook-verify.mjs";
import { DELIVERY_TEST_ENV, RESEND_URL, VERIFY_URL, leadRequest, openTestStores, quiet, resetTables, testClock } from "./test-support.ts";

const HOOK_URL = "https://hooks.test/swc-leads";
const SECRET = "whsec_0123456789abcdef";
const START = Date.parse("2026-11-25T08:15:00Z");

const { database, store, outbox } = await openTestStores();

const storedLead: StoredLead = {
  id: "5b0c6f0e-8f1d-4c0a-9a53-3f9a2f1c7d11",
  idempotencyKey: "internal-key-never-sent",
  payloadHash: "internal-hash-never-sent",
  name: "Dana Levi",
  email: "dana@example.co.il",
  company: "Acme, \"Ltd\"",
  message: "We need GA4 help.\nSoon.",
  buttonText: null,
  componentName: "Contact Page Form",
  attribution: {
    firstTouch: { at: "2026-11-20T09:00:00.000Z", landingPage: "https://www.swc.co.il/?utm_source=newsletter&gclid=TeSt123", utm_source: "newsletter", utm_campaign: "nov", gclid: "TeSt123" },
    lastTouch: { at: "2026-11-25T08:00:00.000Z", landingPage: "https://www.swc.co.il/?utm_source=newsletter&gclid=TeSt123", utm_source: "newsletter", utm_campaign: "nov", gclid: "TeSt123" },
    formPage: "https://www.swc.co.il/contact",
    consent: { analytics: true, ads: false },
  } as unknown as StoredLead["attribution"],
  receivedAt: new Date(START),
};

Deno.test("signature: hex HMAC-SHA256(secret, timestamp + '.' + body), as an independent HMAC computes it", async () => {
  // python3 -c 'import hmac,hashlib; print(hmac.new(b"whsec_0123456789abcdef", b"1764058500.{\"event\":\"lead.created\"}", hashlib.sha256).hexdigest())'
  const expected = "9663e714f1d8697fce72c1fae7cc7505f43e314625e6112f8f69bd4a9c1a694c";
  assert.equal(await signWebhook(SECRET, 1764058500, '{"event":"lead.created"}'), expected);
  const request = await webhookRequest({ secret: SECRET }, storedLead, new Date(START));
  assert.equal(request.headers[TIMESTAMP_HEADER], String(START / 1000));
  assert.equal(request.headers[SIGNATURE_HEADER], `v1=${await signWebhook(SECRET, START / 1000, request.body)}`);
  assert.equal(request.headers[LEAD_ID_HEADER], storedLead.id);
});

Deno.test("payload: the lead's fields and attribution, a chat line, never internal keys", async () => {
  const { body } = await webhookRequest({ secret: SECRET }, storedLead, new Date(START));
  const parsed = JSON.parse(body);
  assert.deepEqual(parsed, JSON.parse(JSON.stringify(webhookPayload(storedLead))));
  assert.equal(parsed.event, "lead.created");
  assert.equal(parsed.lead.email, "dana@example.co.il");
  assert.equal(parsed.lead.company, 'Acme, "Ltd"');
  assert.equal(parsed.lead.attribution.lastTouch.gclid, "TeSt123");
  assert.equal(parsed.lead.source, "newsletter / (none) / nov · gclid=TeSt123");
  assert.match(parsed.text, /Dana Levi \(Acme, "Ltd"\) <dana@example\.co\.il> · newsletter/);
  assert.ok(!/internal-|recaptcha/i.test(body), "no idempotency key, payload hash or captcha token");
});

Deno.test("verify: accepts a signed request inside the 5-minute window; refuses tampering, another secret, replays and junk", async () => {
  const at = new Date(START);
  const { body, headers } = await webhookRequest({ secret: SECRET }, storedLead, at);
  const now = START / 1000;
  const check = (overrides: Partial<Parameters<typeof verifyLeadWebhook>[0]>) =>
    verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: now, ...overrides });
  assert.equal(REPLAY_WINDOW_SECONDS, 300);
  assert.deepEqual(await check({}), { ok: true });
  assert.deepEqual(await check({ headers: new Headers(headers) }), { ok: true }, "a Headers object works too");
  assert.deepEqual(await check({ nowSeconds: now + 300 }), { ok: true }, "300 s late is still inside");
  assert.deepEqual(await check({ nowSeconds: now - 300 }), { ok: true }, "clock skew of 300 s is tolerated");
  assert.deepEqual(await check({ nowSeconds: now + 301 }), { ok: false, reason: "timestamp outside the replay window" });
  assert.deepEqual(await check({ nowSeconds: now - 301 }), { ok: false, reason: "timestamp outside the replay window" });
  assert.deepEqual(await check({ body: body.replace("Dana", "Dina") }), { ok: false, reason: "signature does not match" });
  assert.deepEqual(await check({ secret: `${SECRET}x` }), { ok: false, reason: "signature does not match" });
  // A signature replayed with a fresh timestamp does not match it.
  const moved = { ...headers, [TIMESTAMP_HEADER]: String(now + 60) };
  assert.deepEqual(await check({ headers: moved, nowSeconds: now + 60 }), { ok: false, reason: "signature does not match" });
  for (const bad of [{ [SIGNATURE_HEADER]: undefined }, { [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER].slice(3) }, { [SIGNATURE_HEADER]: "v1=zz" }]) {
    assert.equal((await check({ headers: { ...headers, ...bad } })).ok, false);
  }
  for (const bad of [undefined, "", "12.5", "-1", "now"]) {
    assert.deepEqual(await check({ headers: { ...headers, [TIMESTAMP_HEADER]: bad } }), { ok: false, reason: `missing or malformed ${TIMESTAMP_HEADER}` });
  }
});

Deno.test("configuration: off without LEAD_WEBHOOK_URL; with it a secret of 16+ characters is required", () => {
  assert.equal(webhookConfig({}), null);
  assert.equal(webhookConfig({ LEAD_WEBHOOK_URL: " ", LEAD_WEBHOOK_SECRET: SECRET }), null);
  assert.deepEqual(webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: SECRET }), { url: HOOK_URL, secret: SECRET, timeoutMs: 10_000 });
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL }), /LEAD_WEBHOOK_SECRET must be set/);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: "short" }), /at least 16/);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: "ftp://hooks.test/x", LEAD_WEBHOOK_SECRET: SECRET }), /http\(s\) URL/);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: "hooks.test", LEAD_WEBHOOK_SECRET: SECRET }), /http\(s\) URL/);
});

type ReceiverMode = "ok" | "500" | "hang";

/** The receiver: verifies every request with the shared verify function at the test clock's time; counts accepted leads. */
function setup(env: Record<string, string> = {}) {
  const { clock, now, advance } = testClock(START);
  const receiver = { mode: "500" as ReceiverMode, calls: 0, rejected: [] as string[], accepted: new Map<string, number>(), bodies: [] as unknown[] };
  const mail = { calls: 0 };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === VERIFY_URL) return Response.json({ success: true });
    if (url === RESEND_URL) {
      mail.calls++;
      return Response.json({ id: `re_${mail.calls}` });
    }
    if (url !== HOOK_URL) throw new Error(`unexpected fetch ${url}`);
    receiver.calls++;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (receiver.mode === "hang") {
      return await new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    }
    if (receiver.mode === "500") return new Response("upstream down", { status: 500 });
    const body = String(init?.body);
    const headers = new Headers(init?.headers);
    const verdict = await verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: clock.now.getTime() / 1000 });
    if (!verdict.ok) {
      receiver.rejected.push(verdict.reason);
      return new Response(verdict.reason, { status: 401 });
    }
    const id = headers.get(LEAD_ID_HEADER)!;
    receiver.accepted.set(id, (receiver.accepted.get(id) ?? 0) + 1);
    receiver.bodies.push(JSON.parse(body));
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  const fullEnv = { ...DELIVERY_TEST_ENV, LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: SECRET, ...env };
  const handle = createContactHandler({ env: fullEnv, fetch: fetchFn, store, outbox, now, log: quiet });
  const worker = () => createLeadWorker(contactConfig(fullEnv), { store: outbox, fetch: fetchFn, now, log: quiet });
  return { clock, receiver, mail, handle, worker, advance };
}

const lead = (i: number) => leadRequest(i, "webhook-test", "captcha-token-never-forwarded");

const reset = () => resetTables(database.sql);

const webhookRows = async () => (await outbox.list()).filter((row) => row.channel === "webhook");

Deno.test("off when unset: a lead gets an e-mail delivery and no webhook row", async () => {
  await reset();
  const { handle, receiver } = setup({ LEAD_WEBHOOK_URL: "", LEAD_WEBHOOK_SECRET: "" });
  assert.equal((await handle(lead(1))).status, 200);
  assert.deepEqual((await outbox.list()).map((row) => row.channel), ["email"]);
  assert.equal(receiver.calls, 0);
});

Deno.test("a 2xx marks the webhook delivered; the e-mail is its own row; the body passes the receiver's verification", async () => {
  await reset();
  const { handle, receiver, mail } = setup();
  receiver.mode = "ok";
  const response = await handle(lead(1));
  const { id } = await response.json();
  const rows = await outbox.list();
  assert.deepEqual(rows.map((row) => [row.channel, row.status, row.attempts]), [["email", "delivered", 1], ["webhook", "delivered", 1]]);
  assert.equal(rows[1].providerId, "HTTP 204");
  assert.equal(mail.calls, 1);
  assert.deepEqual([...receiver.accepted], [[id, 1]]);
  assert.deepEqual(receiver.rejected, []);
  const body = receiver.bodies[0] as { lead: Record<string, unknown> };
  assert.equal(body.lead.id, id);
  assert.equal(body.lead.email, "lead1@example.com");
  assert.ok(!JSON.stringify(body).includes("captcha-token-never-forwarded"));
});

Deno.test("a non-2xx answer is retried with the outbox backoff, re-signed at each attempt; after recovery delivered exactly once", async () => {
  await reset();
  const { handle, receiver, worker, advance, clock } = setup();
  for (let i = 0; i < 10; i++) await handle(lead(i));
  let rows = await webhookRows();
  assert.equal(rows.length, 10);
  for (const row of rows) {
    assert.equal(row.status, "pending");
    assert.equal(row.attempts, 1);
    assert.match(row.lastError ?? "", /webhook answered 500: upstream down/);
    const wait = row.nextAttemptAt.getTime() - clock.now.getTime();
    assert.ok(wait >= 5_000 && wait <= 10_000, `first retry after ${wait} ms (base 10 s, equal jitter)`);
  }
  assert.ok((await outbox.list()).filter((row) => row.channel === "email").every((row) => row.status === "delivered"), "e-mail is not held up");
  advance(10_000);
  assert.equal((await worker().drain()).retrying, 10);
  rows = await webhookRows();
  for (const row of rows) {
    const wait = row.nextAttemptAt.getTime() - clock.now.getTime();
    assert.ok(row.attempts === 2 && wait >= 10_000 && wait <= 20_000, `second retry after ${wait} ms`);
  }
  // Back 6 minutes later: signatures made now fall in the window although the leads are older.
  receiver.mode = "ok";
  advance(360_000);
  const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
  assert.equal(a.delivered + b.delivered, 10);
  assert.deepEqual(receiver.rejected, []);
  assert.equal(receiver.accepted.size, 10);
  assert.ok([...receiver.accepted.values()].every((count) => count === 1), "no lead posted twice");
  assert.ok((await webhookRows()).every((row) => row.status === "delivered" && row.attempts === 3));
});

Deno.test("a receiver that does not answer in LEAD_WEBHOOK_TIMEOUT_MS counts as a failed attempt", async () => {
  await reset();
  const { handle, receiver } = setup({ LEAD_WEBHOOK_TIMEOUT_MS: "30" });
  receiver.mode = "hang";
  assert.equal((await handle(lead(1))).status, 200);
  const [row] = await webhookRows();
  assert.equal(row.status, "pending");
  assert.equal(row.attempts, 1);
  assert.match(row.lastError ?? "", /no answer within 30 ms/);
});

Deno.test("after LEAD_MAX_ATTEMPTS failures the webhook row is dead-lettered like e-mail; leads:resend's requeue brings it back", async () => {
  await reset();
  const { handle, receiver, worker, advance, clock } = setup({ LEAD_MAX_ATTEMPTS: "3" });
  await handle(lead(1));
  for (let i = 0; i < 5; i++) {
    advance(60_000);
    await worker().drain();
  }
  let [row] = await webhookRows();
  assert.equal(row.status, "dead");
  assert.equal(row.attempts, 3);
  assert.equal(receiver.calls, 3, "no attempt after the third");
  receiver.mode = "ok";
  const w = worker();
  assert.equal(await outbox.requeue(clock.now, w.channels), 1, "only the webhook row is undelivered");
  assert.equal((await w.drain()).delivered, 1);
  [row] = await webhookRows();
  assert.equal(row.status, "delivered");
  assert.equal(receiver.accepted.size, 1);
});
