/**
 * The signed webhook channel under Deno (`npm run test:functions`): signing
 * against an HMAC computed independently (Python's hmac), the receiver's verify function
 * that docs/lead-capture.md shows, and delivery through the real outbox on
 * PGlite with the real handler — a receiver stub that verifies every request
 * on its own (right) clock, can be down or hold a request, and counts what it
 * accepted. Time passes on the database's clock by moving the rows' stored
 * times back; the callers' clocks are set by the tests, some of them wrong.
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { createContactHandler } from "./handler.ts";
import type { StoredLead } from "../_shared/lead-store.ts";
import { createLeadWorker } from "../_shared/lead-channels.ts";
import { contactConfig, webhookConfig } from "../_shared/contact-config.ts";
import { signWebhook, webhookPayload, webhookRequest } from "../_shared/lead-webhook.ts";
import { ID_HEADER, REPLAY_WINDOW_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyLeadWebhook } from "../_shared/lead-webhook-verify.mjs";
import { ALERT_TAG } from "../_shared/lead-alert.ts";
import { DELIVERY_TEST_ENV, RESEND_URL, VERIFY_URL, databaseNow, elapse, leadRequest, quiet, resetTables, testClock } from "./test-support.ts";

const HOOK_URL = "https://hooks.test/swc-leads";
/** Standard Webhooks' form: whsec_ + base64 of the key. */
const SECRET = "whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";
const NEW_SECRET = "whsec_ZmVkY2JhOTg3NjU0MzIxMGZlZGNiYTk4NzY1NDMyMTA=";
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
  experiments: null,
  receivedAt: new Date(START),
};

Deno.test("signature: Standard Webhooks — base64 HMAC-SHA256(key, id.timestamp.body), as an independent HMAC computes it", async () => {
  // python3 -c 'import hmac,hashlib,base64; print(base64.b64encode(hmac.new(b"0123456789abcdef0123456789abcdef",
  //   b"5b0c6f0e-8f1d-4c0a-9a53-3f9a2f1c7d11.1764058500.{\"event\":\"lead.created\"}", hashlib.sha256).digest()).decode())'
  const expected = "eoYPZjsJ9QSsa382hDlctcxzy+lVRfOb4O9MMN93A7M=";
  assert.equal(await signWebhook(SECRET, storedLead.id, 1764058500, '{"event":"lead.created"}'), expected);
  const request = await webhookRequest({ secrets: [SECRET] }, storedLead, new Date(START));
  assert.equal(request.headers[TIMESTAMP_HEADER], String(START / 1000));
  assert.equal(request.headers[SIGNATURE_HEADER], `v1,${await signWebhook(SECRET, storedLead.id, START / 1000, request.body)}`);
  assert.equal(request.headers[ID_HEADER], storedLead.id);
  // The id is signed: the same signature under another id does not verify.
  const moved = { ...request.headers, [ID_HEADER]: "another-lead" };
  assert.deepEqual(await verifyLeadWebhook({ secret: SECRET, body: request.body, headers: moved, nowSeconds: START / 1000 }), { ok: false, reason: "signature does not match" });
});

Deno.test("key rotation: each attempt is signed with every configured secret; a receiver holding either one accepts it", async () => {
  const request = await webhookRequest({ secrets: [NEW_SECRET, SECRET] }, storedLead, new Date(START));
  assert.equal(request.headers[SIGNATURE_HEADER].split(" ").length, 2);
  const nowSeconds = START / 1000;
  for (const secret of [SECRET, NEW_SECRET]) {
    assert.deepEqual(await verifyLeadWebhook({ secret, body: request.body, headers: request.headers, nowSeconds }), { ok: true, id: storedLead.id });
  }
  // A receiver that already moved on accepts several secrets too.
  const oldOnly = await webhookRequest({ secrets: [SECRET] }, storedLead, new Date(START));
  assert.equal((await verifyLeadWebhook({ secrets: [NEW_SECRET, SECRET], body: oldOnly.body, headers: oldOnly.headers, nowSeconds })).ok, true);
  assert.equal((await verifyLeadWebhook({ secrets: [NEW_SECRET], body: oldOnly.body, headers: oldOnly.headers, nowSeconds })).ok, false);
  assert.deepEqual(webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: `${NEW_SECRET}, ${SECRET}` })?.secrets, [NEW_SECRET, SECRET]);
});

Deno.test("payload: the lead's fields and attribution, a chat line, never internal keys", async () => {
  const { body } = await webhookRequest({ secrets: [SECRET] }, storedLead, new Date(START));
  const parsed = JSON.parse(body);
  assert.deepEqual(parsed, JSON.parse(JSON.stringify(webhookPayload(storedLead))));
  assert.equal(parsed.event, "lead.created");
  assert.equal(parsed.lead.email, "dana@example.co.il");
  assert.equal(parsed.lead.company, 'Acme, "Ltd"');
  assert.equal(parsed.lead.attribution.lastTouch.gclid, "TeSt123");
  assert.equal(parsed.lead.source, "newsletter / (none) / nov · gclid=TeSt123");
  assert.match(parsed.text, /Dana Levi \(Acme, "Ltd"\) &lt;dana@example\.co\.il&gt; · newsletter/);
  assert.ok(!/internal-|recaptcha/i.test(body), "no idempotency key, payload hash or captcha token");
});

Deno.test("payload: visitor text in the chat line cannot ping or link in Slack's mrkdwn; the lead's fields stay as typed", () => {
  const hostile: StoredLead = { ...storedLead, name: "<!channel> Dana & co", company: "<https://evil.example|Open in CRM>" };
  const payload = webhookPayload(hostile);
  assert.ok(!/[<>]/.test(payload.text), payload.text);
  assert.match(payload.text, /&lt;!channel&gt; Dana &amp; co \(&lt;https\[:\]\/\/evil\[\.\]example\|Open in CRM&gt;\)/);
  assert.equal(payload.lead.name, "<!channel> Dana & co");
  assert.equal(payload.lead.company, "<https://evil.example|Open in CRM>");
});

Deno.test("payload: Markdown links, images and bare addresses in visitor text do not link in the chat line (Teams, Discord, Google Chat)", () => {
  const hostile: StoredLead = {
    ...storedLead,
    name: "[Verify](https://evil.example/login) ![x](http://evil.example/p.png)",
    company: "www.evil.example or ftp://files.evil.example",
  };
  const { text, lead } = webhookPayload(hostile);
  // The visitor's name and company: what comes before the (validated) e-mail address.
  const visitorText = text.slice(0, text.indexOf(" &lt;"));
  assert.doesNotMatch(visitorText, /\]\(/, "no Markdown link or image left");
  assert.doesNotMatch(visitorText, /[a-z]:\/\//i, "no scheme an autolinker follows");
  assert.doesNotMatch(visitorText, /[a-z0-9]\.[a-z0-9]/i, "no bare domain an autolinker follows");
  assert.match(text, /\(Verify\)\(https\[:\]\/\/evil\[\.\]example\/login\) !\(x\)\(http\[:\]\/\/evil\[\.\]example\/p\[\.\]png\)/);
  assert.match(text, /www\[\.\]evil\[\.\]example or ftp\[:\]\/\/files\[\.\]evil\[\.\]example/);
  assert.equal(lead.name, hostile.name, "the lead's fields stay as typed");
});

Deno.test("payload: a look-alike (mixed-script) e-mail domain is flagged in the chat line and in warnings; a one-script domain is not", () => {
  const lookalike = webhookPayload({ ...storedLead, email: "billing@p\u0430ypal.com" });
  assert.equal(lookalike.warnings.length, 1);
  assert.match(lookalike.warnings[0], /p\u0430ypal\.com \(xn--pypal-4ve\.com\) mixes Cyrillic and Latin letters/);
  assert.match(lookalike.text, /^⚠ Check the sender's address/);
  assert.match(lookalike.text, /billing@p\u0430ypal\[\.\]com/, "the look-alike address is not offered as a link");
  assert.equal(lookalike.lead.email, "billing@p\u0430ypal.com");
  for (const email of ["dana@example.co.il", "x@m\u00fcller.de", "\u05d3\u05e0\u05d4@\u05d3\u05d5\u05d2\u05de\u05d4.\u05d9\u05e9\u05e8\u05d0\u05dc", "x@\u4f8b\u3048.jp"]) {
    assert.deepEqual(webhookPayload({ ...storedLead, email }).warnings, [], email);
  }
  assert.equal(webhookPayload({ ...storedLead, email: "x@xn--pypal-4ve.com" }).warnings.length, 1, "punycode is read in its Unicode form");
});

Deno.test("verify: accepts a signed request inside the 5-minute window; refuses tampering, another secret, replays and junk", async () => {
  const at = new Date(START);
  const { body, headers } = await webhookRequest({ secrets: [SECRET] }, storedLead, at);
  const now = START / 1000;
  const check = (overrides: Partial<Parameters<typeof verifyLeadWebhook>[0]>) =>
    verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: now, ...overrides });
  assert.equal(REPLAY_WINDOW_SECONDS, 300);
  const ok = { ok: true, id: storedLead.id };
  assert.deepEqual(await check({}), ok);
  assert.deepEqual(await check({ headers: new Headers(headers) }), ok, "a Headers object works too");
  assert.deepEqual(await check({ nowSeconds: now + 300 }), ok, "300 s late is still inside");
  assert.deepEqual(await check({ nowSeconds: now - 300 }), ok, "clock skew of 300 s is tolerated");
  assert.deepEqual(await check({ nowSeconds: now + 301 }), { ok: false, reason: "timestamp outside the replay window" });
  assert.deepEqual(await check({ nowSeconds: now - 301 }), { ok: false, reason: "timestamp outside the replay window" });
  assert.deepEqual(await check({ body: body.replace("Dana", "Dina") }), { ok: false, reason: "signature does not match" });
  assert.deepEqual(await check({ secret: `${SECRET}x` }), { ok: false, reason: "signature does not match" });
  // A signature replayed with a fresh timestamp does not match it.
  const moved = { ...headers, [TIMESTAMP_HEADER]: String(now + 60) };
  assert.deepEqual(await check({ headers: moved, nowSeconds: now + 60 }), { ok: false, reason: "signature does not match" });
  for (const bad of [{ [SIGNATURE_HEADER]: undefined }, { [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER].slice(3) }, { [SIGNATURE_HEADER]: "v1,zz" }, { [ID_HEADER]: undefined }]) {
    assert.equal((await check({ headers: { ...headers, ...bad } })).ok, false);
  }
  for (const bad of [undefined, "", "12.5", "-1", "now"]) {
    assert.deepEqual(await check({ headers: { ...headers, [TIMESTAMP_HEADER]: bad } }), { ok: false, reason: `missing or malformed ${TIMESTAMP_HEADER}` });
  }
});

Deno.test("configuration: off without LEAD_WEBHOOK_URL; with it a secret of 16+ characters is required; https only, except loopback", () => {
  assert.equal(webhookConfig({}), null);
  assert.equal(webhookConfig({ LEAD_WEBHOOK_URL: " ", LEAD_WEBHOOK_SECRET: SECRET }), null);
  assert.deepEqual(webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: SECRET }), { url: HOOK_URL, secrets: [SECRET], timeoutMs: 10_000 });
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL }), /LEAD_WEBHOOK_SECRET must be set/);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: "short" }), /at least 16/);
  // Standard Webhooks' keys are 24 to 64 bytes: a whsec_ secret of 12 or 16 bytes is refused, naming its size.
  for (const bytes of [12, 16, 23]) {
    const short = `whsec_${btoa("k".repeat(bytes))}`;
    assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: `${SECRET},${short}` }), new RegExp(`holds ${bytes} bytes.*at least 24`));
  }
  assert.equal(webhookConfig({ LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: `whsec_${btoa("k".repeat(24))}` })?.secrets.length, 1);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: "ftp://hooks.test/x", LEAD_WEBHOOK_SECRET: SECRET }), /https:\/\/ URL/);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: "hooks.test", LEAD_WEBHOOK_SECRET: SECRET }), /https:\/\/ URL/);
  assert.throws(() => webhookConfig({ LEAD_WEBHOOK_URL: "http://hooks.test/x", LEAD_WEBHOOK_SECRET: SECRET }), /https:\/\/ URL/);
  for (const local of ["http://127.0.0.1:8787/hook", "http://localhost:8787/hook", "http://[::1]:8787/hook"]) {
    assert.equal(webhookConfig({ LEAD_WEBHOOK_URL: local, LEAD_WEBHOOK_SECRET: SECRET })?.url, local);
  }
});

type ReceiverMode = "ok" | "500" | "hang" | "hold" | "302" | "422" | "429";

/** A request the receiver holds ("hold" mode) until the test lets it through. */
function gate() {
  let arrive = () => {};
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { arrived, arrive, released, release };
}

/**
 * The receiver: verifies every request with the shared verify function at
 * its own clock's time — right, like the database's (PGlite runs on this
 * process's clock) — and counts accepted leads. The function and its workers
 * run on `now`, the caller's clock (by default one that stands still days
 * before the database's).
 */
function setup(env: Record<string, string> = {}, now: () => Date = testClock(START).now) {
  const receiver = {
    mode: "500" as ReceiverMode,
    calls: 0,
    rejected: [] as string[],
    accepted: new Map<string, number>(),
    bodies: [] as unknown[],
    timestamps: [] as number[],
    redirect: [] as (RequestRedirect | undefined)[],
    hold: gate(),
  };
  const mail = { calls: 0 };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === VERIFY_URL) return Response.json({ success: true, hostname: "127.0.0.1" });
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
    if (receiver.mode === "hold") {
      receiver.hold.arrive();
      await receiver.hold.released;
    }
    receiver.redirect.push(init?.redirect);
    if (receiver.mode === "500") return new Response("upstream down: echo dana@example.co.il", { status: 500 });
    if (receiver.mode === "302") return new Response(null, { status: 302, headers: { Location: "https://elsewhere.test/" } });
    if (receiver.mode === "422") return new Response('{"error":"unknown field"}', { status: 422 });
    if (receiver.mode === "429") return new Response("slow down", { status: 429, headers: { "Retry-After": "60" } });
    const body = String(init?.body);
    const headers = new Headers(init?.headers);
    receiver.timestamps.push(Number(headers.get(TIMESTAMP_HEADER)));
    const verdict = await verifyLeadWebhook({ secret: SECRET, body, headers, nowSeconds: Date.now() / 1000 });
    if (!verdict.ok) {
      receiver.rejected.push(verdict.reason);
      return new Response(verdict.reason, { status: 401 });
    }
    const id = headers.get(ID_HEADER)!;
    receiver.accepted.set(id, (receiver.accepted.get(id) ?? 0) + 1);
    receiver.bodies.push(JSON.parse(body));
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  const fullEnv = { ...DELIVERY_TEST_ENV, LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: SECRET, ...env };
  const errors: string[] = [];
  const log = { ...quiet, error: (line: string) => void errors.push(line) };
  const handle = createContactHandler({ env: fullEnv, fetch: fetchFn, store, outbox, now, log });
  const worker = (clock = now) => createLeadWorker(contactConfig(fullEnv), { store: outbox, fetch: fetchFn, now: clock, log });
  return { receiver, mail, handle, worker, errors };
}

/** `ms` pass on the database's clock. */
const advance = (ms: number) => elapse(database.sql, ms);
const dbNow = () => databaseNow(database.sql);

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
  const { handle, receiver, worker } = setup();
  let from = await dbNow();
  for (let i = 0; i < 10; i++) await handle(lead(i));
  let to = await dbNow();
  let rows = await webhookRows();
  assert.equal(rows.length, 10);
  for (const row of rows) {
    assert.equal(row.status, "pending");
    assert.equal(row.attempts, 1);
    assert.equal(row.lastError, "webhook answered 500 (server error)");
    const at = row.nextAttemptAt.getTime();
    assert.ok(at >= from.getTime() + 5_000 && at <= to.getTime() + 10_000, "first retry 5–10 s after the attempt (base 10 s, equal jitter)");
  }
  assert.ok((await outbox.list()).filter((row) => row.channel === "email").every((row) => row.status === "delivered"), "e-mail is not held up");
  await advance(10_000);
  from = await dbNow();
  assert.equal((await worker().drain()).retrying, 10);
  to = await dbNow();
  rows = await webhookRows();
  for (const row of rows) {
    const at = row.nextAttemptAt.getTime();
    assert.ok(row.attempts === 2 && at >= from.getTime() + 10_000 && at <= to.getTime() + 20_000, "second retry 10–20 s after it");
  }
  // Back 6 minutes later: signatures made now fall in the window although the leads are older.
  receiver.mode = "ok";
  await advance(360_000);
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
  const { handle, receiver, worker } = setup({ LEAD_MAX_ATTEMPTS: "3" });
  await handle(lead(1));
  for (let i = 0; i < 5; i++) {
    await advance(60_000);
    await worker().drain();
  }
  let [row] = await webhookRows();
  assert.equal(row.status, "dead");
  assert.equal(row.attempts, 3);
  assert.equal(receiver.calls, 3, "no attempt after the third");
  receiver.mode = "ok";
  const w = worker();
  assert.equal(await outbox.requeue(w.channels, 30), 1, "only the webhook row is undelivered");
  assert.equal((await w.drain()).delivered, 1);
  [row] = await webhookRows();
  assert.equal(row.status, "delivered");
  assert.equal(receiver.accepted.size, 1);
});

Deno.test("a receiver answering 302 leaves the delivery undelivered: the redirect is not followed, the row is dead-lettered and alerted once", async () => {
  await reset();
  const { handle, receiver, worker, errors } = setup();
  receiver.mode = "302";
  assert.equal((await handle(lead(1))).status, 200);
  const [row] = await webhookRows();
  assert.equal(row.status, "dead");
  assert.equal(row.deliveredAt, null);
  assert.equal(row.lastError, "webhook answered 302 (redirect, not followed)");
  assert.deepEqual(receiver.redirect, ["manual"]);
  assert.equal(receiver.calls, 1);
  for (let i = 0; i < 5; i++) {
    await advance(60_000);
    await worker().drain();
  }
  assert.equal(receiver.calls, 1, "never tried again by the scheduler");
  assert.equal(errors.filter((line) => line.startsWith(ALERT_TAG)).length, 1, "one alert, not one per tick");
});

Deno.test("a 422 is dead-lettered on the first try; its body (which may echo the lead) is kept out of the outbox and the logs", async () => {
  await reset();
  const { handle, receiver, errors } = setup();
  receiver.mode = "422";
  await handle(lead(1));
  const [row] = await webhookRows();
  assert.equal(row.status, "dead");
  assert.equal(row.attempts, 1);
  assert.equal(row.lastError, "webhook answered 422 (refused)");
  assert.ok(!errors.join("\n").includes("unknown field"));
});

Deno.test("a 500 echoing the lead is recorded by status only", async () => {
  await reset();
  const { handle, errors } = setup();
  await handle(lead(1));
  const [row] = await webhookRows();
  assert.ok(!`${row.lastError}${errors.join("")}`.includes("dana@"), "no response body in the outbox or the log");
});

Deno.test("a 429 with Retry-After: 60 waits 60 s (not the shorter backoff), then is retried", async () => {
  await reset();
  const { handle, receiver, worker } = setup({ LEAD_RETRY_BASE_SECONDS: "1" });
  receiver.mode = "429";
  const from = await dbNow();
  await handle(lead(1));
  const to = await dbNow();
  let [row] = await webhookRows();
  assert.equal(row.status, "pending");
  assert.equal(row.lastError, "webhook answered 429 (rate limited)");
  const at = row.nextAttemptAt.getTime();
  assert.ok(at >= from.getTime() + 60_000 && at <= to.getTime() + 60_000, "60 s after the attempt, on the database's clock");
  assert.equal((await worker().runOnce()).claimed, 0, "not before the receiver asked");
  receiver.mode = "ok";
  await advance(60_000);
  assert.equal((await worker().runOnce()).delivered, 1);
  [row] = await webhookRows();
  assert.equal(row.status, "delivered");
  assert.equal(row.attempts, 2);
});

const SKEW_MS = 10 * 60_000;

for (const [skew, way] of [[SKEW_MS, "ahead of"], [-SKEW_MS, "behind"]] as const) {
  Deno.test(`a caller whose clock is 10 minutes ${way} the database's (leads:resend on a laptop) takes no row in flight, claims due rows, and signs with the database's time`, async () => {
    await reset();
    // The function's clock is right; the laptop's is off. Neither is read for an outbox time.
    const { handle, receiver, worker } = setup({ LEAD_WEBHOOK_TIMEOUT_MS: "60000", LEAD_RETRY_BASE_SECONDS: "60" }, () => new Date());
    const functionWorker = worker(() => new Date());
    const laptop = worker(() => new Date(Date.now() + skew));

    // The first attempt failed: due again in 30–60 s on the database's clock;
    // a laptop 10 minutes ahead would see it as long due on its own.
    await handle(lead(1));
    assert.equal((await laptop.runOnce()).claimed, 0, "not due yet");

    // Due now: the laptop claims it (one 10 minutes behind would see it as not
    // due for 10 minutes) and sends; the receiver holds the request.
    await advance(60_000);
    receiver.mode = "hold";
    const from = await dbNow();
    const laptopRound = laptop.runOnce();
    const first = await Promise.race([receiver.hold.arrived.then(() => "sending"), laptopRound.then(() => "round over")]);
    assert.equal(first, "sending", "the laptop claimed the due row");
    const to = await dbNow();
    // In flight: the function (whose clock is 10 minutes from the laptop's) and the laptop itself take nothing over.
    assert.equal((await functionWorker.runOnce()).claimed, 0, "the function leaves the laptop's claim alone");
    assert.equal((await laptop.runOnce()).claimed, 0);
    receiver.hold.release();
    assert.deepEqual(await laptopRound, { claimed: 1, delivered: 1, retrying: 0, dead: 0, lost: 0 });
    // Signed with the database's time of the claim: the receiver, on a right clock, accepted it.
    assert.deepEqual(receiver.rejected, []);
    assert.equal(receiver.accepted.size, 1);
    const [timestamp] = receiver.timestamps;
    assert.ok(timestamp >= Math.floor(from.getTime() / 1000) && timestamp <= Math.floor(to.getTime() / 1000), `webhook-timestamp ${timestamp} is the database's time of the claim`);

    // The other way round: the function's claim in flight, the laptop's round takes nothing.
    receiver.mode = "500";
    await handle(lead(2));
    await advance(60_000);
    receiver.hold = gate();
    receiver.mode = "hold";
    const functionRound = functionWorker.runOnce();
    assert.equal(await Promise.race([receiver.hold.arrived.then(() => "sending"), functionRound.then(() => "round over")]), "sending");
    assert.equal((await laptop.runOnce()).claimed, 0, "the laptop leaves the function's claim alone");
    receiver.hold.release();
    assert.equal((await functionRound).delivered, 1);
    assert.deepEqual(receiver.rejected, []);
    assert.ok([...receiver.accepted.values()].every((count) => count === 1), "no lead posted twice");
    assert.equal(receiver.accepted.size, 2);
  });
}
