/**
 * Handler tests under Deno (`npm run test:functions`): plain Requests, a
 * stubbed fetch for siteverify and Resend, and a real Postgres (PGlite in
 * memory) with the real migrations, so every statement the function runs is
 * exercised.
 */
import * as assert from "../../local/assert.ts";
import { createContactHandler, STORE_FAILED_MESSAGE, type HandlerDeps } from "./handler.ts";
import { MAX_BODY_BYTES } from "./read-request.ts";
import { rateLimitBucket } from "../_shared/client-address.ts";
import { ATTRIBUTION_MAX_BYTES } from "../_shared/attribution-fields.ts";
import { createLeadStore, type StoredLead } from "../_shared/lead-store.ts";
import { createOutboxStore } from "../_shared/lead-outbox.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "../_shared/contact-schema.ts";
import { openLocalDatabase } from "../../local/database.ts";
import { FUNCTION_URL, TEST_RATE_LIMIT_SALT, largestValidRequest, resetTables } from "./test-support.ts";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const SITE = "http://127.0.0.1:9000";
const VERIFY_URL = "https://verify.test/siteverify";
const RESEND_URL = "https://mail.test/emails";

const database = await openLocalDatabase("memory");
// As the function's database role, as in production; database.sql (the owner) sets up and inspects.
const store = createLeadStore(database.functionSql);
const outbox = createOutboxStore(database.functionSql);

type Verdict = "pass" | "reject" | "spent" | "bad-secret" | "throw" | "hang" | "http-500";
interface Harness {
  handle: ReturnType<typeof createContactHandler>;
  verifyCalls: { contentType: string | null; body: string }[];
  mailCalls: { headers: Headers; body: Record<string, unknown>; storedAtCall: StoredLead[] }[];
  clock: { now: Date };
}

function harness(
  options: { env?: Record<string, string>; verdict?: Verdict; mail?: "ok" | "500" | "throw"; storeOverride?: HandlerDeps["store"]; log?: HandlerDeps["log"] } = {},
): Harness {
  const verifyCalls: Harness["verifyCalls"] = [];
  const mailCalls: Harness["mailCalls"] = [];
  const clock = { now: new Date("2025-03-01T10:00:00Z") };
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url === VERIFY_URL) {
      verifyCalls.push({ contentType: headers.get("content-type"), body: String(init?.body) });
      switch (options.verdict ?? "pass") {
        case "pass":
          return Response.json({ success: true, hostname: "127.0.0.1" });
        case "reject":
          return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
        case "spent":
          return Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
        case "bad-secret":
          return Response.json({ success: false, "error-codes": ["invalid-input-secret"] });
        case "http-500":
          return new Response("oops", { status: 500 });
        case "throw":
          throw new TypeError("fetch failed: connection refused");
        case "hang":
          return await new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
          });
      }
    }
    if (url === RESEND_URL) {
      mailCalls.push({ headers, body: JSON.parse(String(init?.body)), storedAtCall: await store.list() });
      if (options.mail === "throw") throw new TypeError("fetch failed: getaddrinfo ENOTFOUND");
      if (options.mail === "500") return new Response('{"message":"internal"}', { status: 500 });
      return Response.json({ id: "re_123" });
    }
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;

  const handle = createContactHandler({
    env: {
      ALLOWED_ORIGINS: `${SITE},http://localhost:9000`,
      RECAPTCHA_SECRET_KEY: "test-secret",
      RECAPTCHA_VERIFY_URL: VERIFY_URL,
      RECAPTCHA_TIMEOUT_MS: "200",
      RESEND_API_URL: RESEND_URL,
      CONTACT_TO_EMAIL: "leads@swc.test",
      CONTACT_RATE_LIMIT: "0",
      CONTACT_RATE_LIMIT_SALT: TEST_RATE_LIMIT_SALT,
      ...options.env,
    },
    fetch: fakeFetch,
    store: options.storeOverride ?? store,
    outbox,
    now: () => clock.now,
    log: options.log ?? { info() {}, warn() {}, error() {} },
  });
  return { handle, verifyCalls, mailCalls, clock };
}

const valid = { name: "Dana Levi", email: "dana@example.co.il", company: "Acme Ltd", message: "We need GA4 help.", recaptchaToken: "token-1" };

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(FUNCTION_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const reset = () => resetTables(database.sql);

/** The store, with the name of every method called, in order. */
function watchedStore() {
  const calls: string[] = [];
  const watched = Object.fromEntries(
    Object.entries(store).map(([name, fn]) => [name, (...args: unknown[]) => (calls.push(name), (fn as (...a: unknown[]) => unknown)(...args))]),
  ) as unknown as HandlerDeps["store"];
  return { calls, watched };
}

function assertCors(response: Response) {
  assert.equal(response.headers.get("access-control-allow-origin"), SITE);
  assert.match(response.headers.get("access-control-allow-headers") ?? "", /idempotency-key/);
  assert.match(response.headers.get("access-control-allow-headers") ?? "", /x-client-info/);
}

Deno.test("CORS: preflight from the site is answered; other origins are refused", async () => {
  const { handle } = harness();
  const ok = await handle(new Request(FUNCTION_URL, { method: "OPTIONS", headers: { Origin: SITE, "Access-Control-Request-Method": "POST" } }));
  assert.equal(ok.status, 204);
  assertCors(ok);
  const evil = await handle(new Request(FUNCTION_URL, { method: "OPTIONS", headers: { Origin: "https://evil.example" } }));
  assert.equal(evil.status, 403);
  assert.equal(evil.headers.get("access-control-allow-origin"), null);
});

Deno.test("CORS: a POST from another origin stores nothing", async () => {
  await reset();
  const { handle, verifyCalls } = harness();
  const response = await handle(post(valid, { Origin: "https://evil.example" }));
  assert.equal(response.status, 403);
  assert.equal(verifyCalls.length, 0);
  assert.equal(await store.count(), 0);
});

Deno.test("methods other than POST get 405 with Allow and CORS headers", async () => {
  const { handle } = harness();
  for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
    const response = await handle(new Request(FUNCTION_URL, { method, headers: { Origin: SITE } }));
    assert.equal(response.status, 405, method);
    assert.equal(response.headers.get("allow"), "POST, OPTIONS");
    assertCors(response);
    assert.equal(typeof (await response.json()).error, "string");
  }
});

Deno.test("anything but application/json gets 415", async () => {
  const { handle } = harness();
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
    const headers: Record<string, string> = { Origin: SITE };
    if (type) headers["Content-Type"] = type;
    const response = await handle(new Request(FUNCTION_URL, { method: "POST", headers, body: JSON.stringify(valid) }));
    assert.equal(response.status, 415, type);
    assertCors(response);
  }
  const withCharset = await harness().handle(post(valid, { "Content-Type": "application/json; charset=utf-8" }));
  assert.equal(withCharset.status, 200);
});

Deno.test("bodies over the body limit get 413, declared or streamed", async () => {
  await reset();
  const { handle } = harness();
  const huge = JSON.stringify({ ...valid, message: "x".repeat(MAX_BODY_BYTES) });
  const declared = await handle(post(huge));
  assert.equal(declared.status, 413);
  assertCors(declared);
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i <= MAX_BODY_BYTES / 1024; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
      controller.close();
    },
  });
  const streamed = await handle(new Request(FUNCTION_URL, { method: "POST", headers: { "Content-Type": "application/json", Origin: SITE }, body: stream }));
  assert.equal(streamed.status, 413);
  assert.equal(await store.count(), 0);
});

Deno.test("malformed JSON, invalid UTF-8 and non-object bodies get 400", async () => {
  const { handle } = harness();
  for (const body of ["{", "", "nul", '{"name": "a",}', "[]", "42", '"text"', "null"]) {
    const response = await handle(post(body));
    assert.equal(response.status, 400, body);
    assertCors(response);
  }
  const bytes = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  const invalid = await handle(new Request(FUNCTION_URL, { method: "POST", headers: { "Content-Type": "application/json", Origin: SITE }, body: bytes }));
  assert.equal(invalid.status, 400);
});

Deno.test("validation: 400 names each bad field with the form's own message, word for word", async () => {
  await reset();
  const { handle, verifyCalls } = harness();
  const response = await handle(post({ name: " ", email: "not-an-email", message: "   ", recaptchaToken: "" }));
  assert.equal(response.status, 400);
  assertCors(response);
  const body = await response.json();
  assert.deepEqual(body.fields, {
    name: CONTACT_MESSAGES.nameRequired,
    email: CONTACT_MESSAGES.email,
    message: CONTACT_MESSAGES.messageRequired,
    recaptchaToken: CONTACT_MESSAGES.recaptcha,
  });
  const missing = await (await handle(post({}))).json();
  assert.deepEqual(Object.keys(missing.fields).sort(), ["email", "message", "name", "recaptchaToken"]);
  const wrongTypes = await handle(post({ name: 5, email: ["a@b.co"], company: 7, message: { text: "hi" }, recaptchaToken: true }));
  assert.deepEqual(Object.keys((await wrongTypes.json()).fields).sort(), ["company", "email", "message", "name", "recaptchaToken"]);
  assert.equal(verifyCalls.length, 0);
  assert.equal(await store.count(), 0);
});

Deno.test("validation: maximum lengths, control characters and broken unicode are refused", async () => {
  await reset();
  const { handle } = harness();
  const cases: [Record<string, unknown>, string][] = [
    [{ ...valid, name: "n".repeat(CONTACT_LIMITS.name + 1) }, "name"],
    [{ ...valid, message: "m".repeat(CONTACT_LIMITS.message + 1) }, "message"],
    [{ ...valid, company: "c".repeat(CONTACT_LIMITS.company + 1) }, "company"],
    [{ ...valid, name: "Dana\r\nBcc: victim@example.com" }, "name"],
    [{ ...valid, email: "dana@example.com\r\nBcc: victim@example.com" }, "email"],
    [{ ...valid, company: "Acme\u0000" }, "company"],
    [{ ...valid, message: "hello\u0000world" }, "message"],
    [{ ...valid, name: "Dana \ud800" }, "name"],
    [{ ...valid, buttonText: "x".repeat(CONTACT_LIMITS.buttonText + 1) }, "buttonText"],
    [{ ...valid, componentName: 12 }, "componentName"],
  ];
  for (const [body, field] of cases) {
    const response = await handle(post(body));
    assert.equal(response.status, 400, field);
    assert.ok(field in (await response.json()).fields, field);
  }
  assert.equal(await store.count(), 0);
});

Deno.test("validation: bidi overrides, C1 controls and zero-width characters are removed from every text field; the message keeps its line breaks", async () => {
  await reset();
  const { handle, mailCalls } = harness({ env: { RESEND_API_KEY: "re_key" } });
  const response = await handle(
    post({
      ...valid,
      name: "\u202EDana\u200B Levi\u2066\u0085",
      company: "\uFEFFAcme\u200D\u009B",
      message: "Line one\u202E\nLine\u200C two",
      buttonText: "Send\u2060",
    }),
  );
  assert.equal(response.status, 200);
  const [lead] = await store.list();
  assert.equal(lead.name, "Dana Levi");
  assert.equal(lead.company, "Acme");
  assert.equal(lead.message, "Line one\nLine two");
  assert.equal(lead.buttonText, "Send");
  assert.ok(!/[\u0080-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/.test(JSON.stringify(mailCalls[0].body)), "nothing invisible reaches the e-mail");
  assert.equal((await handle(post({ ...valid, name: "\u200B\u200B" }, { "Idempotency-Key": "only-invisible" }))).status, 400, "a name of invisible characters only is empty");
});

Deno.test("validation: an internationalised address (Unicode local part and domain) is stored as typed and mailed", async () => {
  await reset();
  const { handle, mailCalls } = harness({ env: { RESEND_API_KEY: "re_key" } });
  const response = await handle(post({ ...valid, email: "J\u00fcrgen@M\u00fcller.de" }));
  assert.equal(response.status, 200);
  const [lead] = await store.list();
  assert.equal(lead.email, "J\u00fcrgen@M\u00fcller.de");
  assert.match(JSON.stringify(mailCalls[0].body), /J\u00fcrgen@M\u00fcller\.de/);
  const invalid = await handle(post({ ...valid, email: "x@m\u00fcller" }, { "Idempotency-Key": "invalid-idn" }));
  assert.equal(invalid.status, 400);
  assert.equal((await invalid.json()).fields.email, "Please enter a valid email address");
});

Deno.test("success: the form's body is stored as is and answered with 200 JSON", async () => {
  await reset();
  const { handle, verifyCalls } = harness();
  const response = await handle(post({ name: "D", email: "  d@example.com ", message: "Multi\nline\tmessage", recaptchaToken: "tok", extra: "ignored" }));
  assert.equal(response.status, 200);
  assertCors(response);
  assert.match(response.headers.get("content-type") ?? "", /application\/json/);
  const body = await response.json();
  assert.equal(body.ok, true);
  const [lead] = await store.list();
  assert.equal(lead.id, body.id);
  assert.equal(lead.name, "D"); // the About form's 1-character rule is the server's
  assert.equal(lead.email, "d@example.com");
  assert.equal(lead.company, ""); // absent company is stored as empty text
  assert.equal(lead.message, "Multi\nline\tmessage");
  assert.equal(lead.buttonText, null);
  const [delivery] = await outbox.list([lead.id]);
  assert.equal(delivery.channel, "email");
  assert.equal(delivery.status, "pending"); // no RESEND_API_KEY: it waits, using up no attempt
  assert.equal(delivery.attempts, 0);
  assert.match(lead.idempotencyKey, /^server:/);
  assert.equal(verifyCalls.length, 1);
  // siteverify is posted form-encoded, never as JSON
  assert.equal(verifyCalls[0].contentType, "application/x-www-form-urlencoded");
  const form = new URLSearchParams(verifyCalls[0].body);
  assert.equal(form.get("secret"), "test-secret");
  assert.equal(form.get("response"), "tok");
});

Deno.test("success: the DV360 form's buttonText and componentName are stored; the longest valid values fit the table", async () => {
  await reset();
  const { handle } = harness();
  const longest = {
    name: "n".repeat(CONTACT_LIMITS.name),
    email: `${"e".repeat(64)}@${"d".repeat(60)}.example.com`,
    company: "c".repeat(CONTACT_LIMITS.company),
    message: "m".repeat(CONTACT_LIMITS.message),
    recaptchaToken: "t".repeat(CONTACT_LIMITS.recaptchaToken),
    buttonText: "b".repeat(CONTACT_LIMITS.buttonText),
    componentName: "c".repeat(CONTACT_LIMITS.componentName),
  };
  assert.equal((await handle(post(longest))).status, 200);
  const dv360 = { ...valid, buttonText: "Request DV360 Access", componentName: "DV360 Self-Serve" };
  assert.equal((await handle(post(dv360))).status, 200);
  const stored = (await store.list()).find((lead) => lead.componentName === "DV360 Self-Serve");
  assert.equal(stored?.buttonText, "Request DV360 Access");
});

Deno.test("captcha: a rejected token gets 403 and stores nothing", async () => {
  await reset();
  const response = await harness({ verdict: "reject" }).handle(post(valid));
  assert.equal(response.status, 403);
  assertCors(response);
  assert.deepEqual((await response.json()).codes, ["invalid-input-response"]);
  assert.equal(await store.count(), 0);
});

Deno.test("captcha: an unreachable, failing or silent verifier gets 503 and stores nothing", async () => {
  await reset();
  for (const verdict of ["throw", "http-500", "hang"] as const) {
    const started = Date.now();
    const response = await harness({ verdict }).handle(post(valid));
    assert.equal(response.status, 503, verdict);
    assertCors(response);
    assert.match((await response.json()).error, /unavailable/);
    assert.ok(Date.now() - started < 2000, `${verdict} answered within the timeout`);
  }
  assert.equal(await store.count(), 0);
});

Deno.test("captcha: a missing or rejected secret is a 500 that reveals nothing", async () => {
  await reset();
  for (const options of [{ verdict: "bad-secret" as const }, { env: { RECAPTCHA_SECRET_KEY: "" } }]) {
    const response = await harness(options).handle(post(valid));
    assert.equal(response.status, 500);
    const text = await response.text();
    assert.doesNotMatch(text, /secret|RECAPTCHA|stack|at \w/i);
  }
  assert.equal(await store.count(), 0);
});

Deno.test("e-mail: sent after the lead is stored, escaped, with the visitor as reply-to", async () => {
  await reset();
  const { handle, mailCalls } = harness({ env: { RESEND_API_KEY: "re_secret_key" } });
  const hostile = { ...valid, name: "<img src=x onerror=alert(1)>", message: "<script>alert('x')</script>\nThanks & bye" };
  const response = await handle(post(hostile));
  assert.equal(response.status, 200);
  assert.equal(mailCalls.length, 1);
  const [call] = mailCalls;
  assert.equal(call.storedAtCall.length, 1, "the lead is in the database before the e-mail is attempted");
  assert.equal(call.headers.get("authorization"), "Bearer re_secret_key");
  assert.equal(call.headers.get("idempotency-key"), `contact-message/${call.storedAtCall[0].idempotencyKey}`, "Resend's key comes from the lead's own key");
  assert.deepEqual(call.body.to, ["leads@swc.test"]);
  assert.equal(call.body.reply_to, "dana@example.co.il");
  const html = String(call.body.html);
  assert.doesNotMatch(html, /<script>|<img src=x/);
  assert.match(html, /&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt;/);
  assert.match(html, /Thanks &amp; bye/);
  assert.doesNotMatch(String(call.body.subject), /[\r\n]/);
  const [lead] = await store.list();
  const [delivery] = await outbox.list([lead.id]);
  assert.equal(delivery.status, "delivered");
  assert.equal(delivery.providerId, "re_123");
  assert.equal(delivery.attempts, 1);
  assert.equal((await response.text()).includes("re_secret_key"), false);
});

Deno.test("e-mail: a failing provider keeps the lead, schedules a retry, and still answers 200", async () => {
  await reset();
  for (const mail of ["500", "throw"] as const) {
    const response = await harness({ env: { RESEND_API_KEY: "re_key" }, mail }).handle(post({ ...valid, message: `case ${mail}` }));
    assert.equal(response.status, 200, mail);
  }
  const leads = await store.list();
  assert.equal(leads.length, 2);
  for (const delivery of await outbox.list()) {
    assert.equal(delivery.status, "pending");
    assert.equal(delivery.attempts, 1);
    assert.match(delivery.lastError ?? "", /Resend/);
    assert.ok(delivery.nextAttemptAt.getTime() > Date.parse("2025-03-01T10:00:00Z"), "the retry is scheduled later");
  }
});

Deno.test("idempotency: a retried submit is stored once and skips the spent captcha", async () => {
  await reset();
  const { handle, verifyCalls } = harness();
  const first = await handle(post(valid, { "Idempotency-Key": "lead-7f3c2a9e" }));
  const second = await handle(post(valid, { "Idempotency-Key": "lead-7f3c2a9e" }));
  assert.equal(first.status, 200);
  assert.equal(second.status, 200);
  const [a, b] = [await first.json(), await second.json()];
  assert.equal(b.id, a.id);
  assert.equal(b.duplicate, true);
  assert.equal(verifyCalls.length, 1);
  assert.equal(await store.count(), 1);
  const reused = await handle(post({ ...valid, message: "A different message" }, { "Idempotency-Key": "lead-7f3c2a9e" }));
  assert.equal(reused.status, 409);
  assert.equal(await store.count(), 1);
  const badKey = await handle(post(valid, { "Idempotency-Key": "bad key with spaces" }));
  assert.equal(badKey.status, 400);
});

Deno.test("idempotency: a spent token is answered the same whether its key was stored, stored with another message, or never", async () => {
  await reset();
  const first = harness();
  assert.equal((await first.handle(post(valid, { "Idempotency-Key": "lead-other-worker-1" }))).status, 200);
  // Another worker: its siteverify calls say the token was spent.
  const other = harness({ verdict: "spent", env: { CONTACT_RATE_LIMIT: "50" } });
  const answers = [];
  for (const [body, key] of [[valid, "lead-other-worker-1"], [{ ...valid, message: "Changed" }, "lead-other-worker-1"], [valid, "never-stored-key-1"], [valid, null]] as const) {
    const response = await other.handle(post(body, { "cf-connecting-ip": "203.0.113.50", ...(key ? { "Idempotency-Key": key } : {}) }));
    answers.push({ status: response.status, body: await response.text() });
  }
  assert.equal(new Set(answers.map((answer) => JSON.stringify(answer))).size, 1, "one answer for every key");
  assert.equal(answers[0].status, 403);
  assert.equal(await store.count(), 1);
});

Deno.test("idempotency: spent-token answers are throttled per client address, without the database", async () => {
  await reset();
  const { calls, watched } = watchedStore();
  const { handle, clock } = harness({ verdict: "spent", storeOverride: watched, env: { CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW_SECONDS: "600" } });
  const from = (ip: string, i: number) => post(valid, { "cf-connecting-ip": ip, "Idempotency-Key": `replayed-key-${i}` });
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await handle(from("203.0.113.60", i))).status);
  assert.deepEqual(statuses, [403, 403, 403, 429, 429]);
  assert.equal((await handle(from("198.51.100.60", 9))).status, 403, "another address has its own allowance");
  clock.now = new Date(clock.now.getTime() + 600_000);
  assert.equal((await handle(from("203.0.113.60", 10))).status, 403, "a new window starts over");
  assert.deepEqual(calls, [], "a spent token never reaches the database");
});

Deno.test("database: no request without a passing captcha reaches the store, an idempotency key's lookup included", async () => {
  await reset();
  const { calls, watched } = watchedStore();
  const env = { CONTACT_RATE_LIMIT: "5" };
  for (const verdict of ["reject", "bad-secret", "http-500"] as const) {
    const { handle } = harness({ verdict, storeOverride: watched, env });
    for (let i = 0; i < 5; i++) {
      await handle(post(valid, { "cf-connecting-ip": "203.0.113.7" }));
      await handle(post(valid, { "cf-connecting-ip": "203.0.113.7", "Idempotency-Key": `unverified-key-${i}` }));
    }
  }
  assert.deepEqual(calls, []);
  const { handle } = harness({ storeOverride: watched, env });
  assert.equal((await handle(post(valid, { "cf-connecting-ip": "203.0.113.7", "Idempotency-Key": "verified-key-1" }))).status, 200);
  assert.deepEqual(calls, ["admit", "insert"], "the store is used once the captcha passed");
});

Deno.test("idempotency: concurrent submits with one key store one row", async () => {
  await reset();
  const { handle } = harness();
  const responses = await Promise.all(Array.from({ length: 8 }, () => handle(post(valid, { "Idempotency-Key": "concurrent-key-1" }))));
  assert.deepEqual(responses.map((r) => r.status), Array(8).fill(200));
  const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
  assert.equal(ids.size, 1);
  assert.equal(await store.count(), 1);
});

Deno.test("rate limit: per client address (the header the platform sets), 429 with Retry-After, window resets", async () => {
  await reset();
  const { handle, clock, verifyCalls } = harness({ env: { CONTACT_RATE_LIMIT: "2", CONTACT_RATE_WINDOW_SECONDS: "600" } });
  const from = (ip: string) => ({ "cf-connecting-ip": ip });
  assert.equal((await handle(post(valid, from("203.0.113.7")))).status, 200);
  clock.now = new Date(clock.now.getTime() + 60_000);
  assert.equal((await handle(post(valid, from("203.0.113.7")))).status, 200);
  const limited = await handle(post(valid, from("203.0.113.7")));
  assert.equal(limited.status, 429);
  assertCors(limited);
  assert.equal(limited.headers.get("retry-after"), "540");
  assert.equal((await handle(post(valid, from("198.51.100.2")))).status, 200, "another address is not limited");
  clock.now = new Date(clock.now.getTime() + 600_000);
  assert.equal((await handle(post(valid, from("203.0.113.7")))).status, 200, "a new window starts over");
  assert.equal(await store.count(), 4);
  assert.equal(verifyCalls.length, 5, "the captcha is checked before the hit is counted");
});

Deno.test("rate limit: a forged X-Forwarded-For does not change the bucket", async () => {
  await reset();
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "2" } });
  for (let i = 0; i < 2; i++) assert.equal((await handle(post(valid, { "cf-connecting-ip": "203.0.113.7", "X-Forwarded-For": `10.0.${i}.1` }))).status, 200);
  const forged = await handle(post(valid, { "cf-connecting-ip": "203.0.113.7", "X-Forwarded-For": "192.0.2.99, 10.9.9.9" }));
  assert.equal(forged.status, 429);
  const buckets = await database.sql.query<{ bucket: string }>("select bucket from public.contact_rate_limits");
  assert.equal(buckets.length, 1);
});

Deno.test("rate limit: 10 requests with a failing captcha count nothing, so they cannot spend the address's allowance", async () => {
  await reset();
  const refusing = harness({ env: { CONTACT_RATE_LIMIT: "2" }, verdict: "reject" });
  for (let i = 0; i < 10; i++) assert.equal((await refusing.handle(post(valid, { "cf-connecting-ip": "203.0.113.7" }))).status, 403);
  assert.equal((await database.sql.query<{ n: number }>("select count(*)::int as n from public.contact_rate_limits"))[0].n, 0);
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "2" } });
  assert.equal((await handle(post(valid, { "cf-connecting-ip": "203.0.113.7" }))).status, 200, "the real visitor still gets through");
});

Deno.test("rate limit: IPv6 addresses share their /64; the key is a salted HMAC, never a plain hash of the address", async () => {
  await reset();
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "2", CONTACT_RATE_LIMIT_SALT: "salt-one-0123456789" } });
  const from = (ip: string) => ({ "cf-connecting-ip": ip });
  assert.equal((await handle(post(valid, from("2001:db8:1:2::1")))).status, 200);
  assert.equal((await handle(post(valid, from("2001:db8:1:2:aaaa:bbbb:cccc:dddd")))).status, 200);
  assert.equal((await handle(post(valid, from("2001:0db8:0001:0002:ffff::9")))).status, 429, "same /64, same bucket");
  assert.equal((await handle(post(valid, from("2001:db8:1:3::1")))).status, 200, "the next /64 is another client");
  const [first] = await database.sql.query<{ bucket: string }>("select bucket from public.contact_rate_limits order by window_started_at limit 1");
  assert.ok(/^ip:[0-9a-f]{64}$/.test(first.bucket));
  assert.equal(first.bucket === `ip:${await sha256("2001:db8:1:2::1")}` || first.bucket === `ip:${await sha256("2001:db8:1:2::/64")}`, false);
  assert.equal(first.bucket, await rateLimitBucket("2001:db8:1:2::1", "salt-one-0123456789"));
  assert.ok(first.bucket !== (await rateLimitBucket("2001:db8:1:2::1", "salt-two-0123456789")), "another salt, another key");
});

Deno.test("rate limit: a missing trusted header is a [lead-alert] once per worker, and its leads share a function-wide ceiling, not the per-address limit", async () => {
  await reset();
  const lines: string[] = [];
  const log = { ...console, info: () => {}, warn: () => {}, error: (...args: unknown[]) => lines.push(args.join(" ")) };
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "1" }, log });
  const peer = { remoteAddr: { hostname: "10.0.0.1" } };
  for (let i = 0; i < 3; i++) assert.equal((await handle(post(valid, { "Idempotency-Key": `no-header-${i}` }), peer)).status, 200, "the proxy's address is not a shared bucket at the per-address limit");
  assert.equal(lines.filter((line) => line.includes("[lead-alert]") && line.includes("cf-connecting-ip")).length, 1);
});

Deno.test("rate limit: the written forms of one address (port, brackets, IPv4-mapped, hex case) share its bucket; non-canonical IPv4 shares the ceiling bucket", async () => {
  await reset();
  const lines: string[] = [];
  const log = { ...console, info: () => {}, warn: () => {}, error: (...args: unknown[]) => lines.push(args.join(" ")) };
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "1" }, log });
  const from = (ip: string, i: number) => post(valid, { "cf-connecting-ip": ip, "Idempotency-Key": `canonical-${i}` });
  assert.equal((await handle(from("198.51.100.7", 0))).status, 200);
  for (const [i, form] of ["198.51.100.7:1234", "::ffff:198.51.100.7", "[::FFFF:C633:6407]:443"].entries()) {
    assert.equal((await handle(from(form, i + 1))).status, 429, form);
  }
  assert.equal((await handle(from("2001:db8:1:2::1", 10))).status, 200);
  assert.equal((await handle(from("[2001:DB8:1:2:0:0:0:9%eth0]:443", 11))).status, 429, "same /64");
  for (const [i, form] of ["198.051.100.007", "3325256711", "0xc6.0x33.0x64.0x07"].entries()) {
    assert.equal((await handle(from(form, 20 + i))).status, 200, `${form}: the shared ceiling (100), not a bucket of its own at 1`);
  }
  assert.equal(lines.filter((line) => line.startsWith("[lead-alert]")).length, 1, "one alert per worker for unreadable addresses");
  assert.match(lines[0], /held "198\.051\.100\.007", not one address/);
});

Deno.test("rate limit: the salt is a secret of its own — no fallback: missing (with the limit on) or short, the function does not start", () => {
  const without = { CONTACT_RATE_LIMIT: "5", CONTACT_RATE_LIMIT_SALT: "" };
  assert.throws(() => harness({ env: without }), /^CONTACT_RATE_LIMIT_SALT is not set/);
  assert.throws(() => harness({ env: { CONTACT_RATE_LIMIT: "5", CONTACT_RATE_LIMIT_SALT: "short" } }), /CONTACT_RATE_LIMIT_SALT must be at least 16 characters/);
  harness({ env: { CONTACT_RATE_LIMIT: "0", CONTACT_RATE_LIMIT_SALT: "" } });
});

Deno.test("rate limit: with CONTACT_CLIENT_IP_HEADER=connection the peer address counts and no header is read", async () => {
  await reset();
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "1", CONTACT_CLIENT_IP_HEADER: "connection" } });
  const peer = { remoteAddr: { hostname: "192.0.2.44" } };
  assert.equal((await handle(post(valid, { "cf-connecting-ip": "198.51.100.1" }), peer)).status, 200);
  assert.equal((await handle(post(valid, { "cf-connecting-ip": "198.51.100.2" }), peer)).status, 429);
  assert.equal((await handle(post(valid), { remoteAddr: { hostname: "192.0.2.45" } })).status, 200);
});

Deno.test("rate limit: a retry of a stored lead is answered without costing the address a hit", async () => {
  await reset();
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "1", CONTACT_RATE_WINDOW_SECONDS: "600" } });
  const from = { "cf-connecting-ip": "203.0.113.9", "Idempotency-Key": "retry-key-0001" };
  assert.equal((await handle(post(valid, from))).status, 200);
  const retries = await Promise.all([1, 2, 3].map(() => handle(post(valid, from))));
  for (const retry of retries) assert.deepEqual([retry.status, (await retry.json()).duplicate], [200, true]);
  const hits = await database.sql.query<{ hits: number }>("select hits from public.contact_rate_limits");
  assert.deepEqual(hits.map((row) => Number(row.hits)), [1], "only the first submission counted");
  const another = await handle(post(valid, { "cf-connecting-ip": "203.0.113.9", "Idempotency-Key": "retry-key-0002" }));
  assert.equal(another.status, 429, "a new message from the address is still limited");
  assert.equal(await store.count(), 1);
});

Deno.test("rate limit: CONTACT_RATE_LIMIT=0 turns it off", async () => {
  await reset();
  const { handle } = harness({ env: { CONTACT_RATE_LIMIT: "0" } });
  for (let i = 0; i < 12; i++) assert.equal((await handle(post(valid, { "cf-connecting-ip": "203.0.113.9" }))).status, 200);
  assert.equal((await database.sql.query<{ n: number }>("select count(*)::int as n from public.contact_rate_limits"))[0].n, 0);
});

Deno.test("a failure after the captcha passed is a clear 503 without stack traces, logged with the key; the same send then succeeds", async () => {
  await reset();
  let failing = true;
  const flaky = { ...store, insert: (...args: Parameters<typeof store.insert>) => (failing ? Promise.reject(new Error("connection terminated at Socket.onEnd (pg.js:12:3)")) : store.insert(...args)) };
  const errors: string[] = [];
  const { handle, verifyCalls } = harness({ storeOverride: flaky, log: { info() {}, warn() {}, error: (line: string) => void errors.push(line) } });
  const send = () => handle(post(valid, { "Idempotency-Key": "flaky-db-key-0001" }));
  const response = await send();
  assert.equal(response.status, 503);
  assertCors(response);
  const text = await response.text();
  assert.doesNotMatch(text, /connection terminated|pg\.js|Socket/);
  assert.equal(JSON.parse(text).error, STORE_FAILED_MESSAGE);
  assert.ok(errors.some((line) => line.includes("flaky-db-key-0001")), "logged with the idempotency key");
  failing = false;
  // The same send (same key, same spent captcha token) now succeeds without a second siteverify call.
  const retry = await send();
  assert.equal(retry.status, 200);
  assert.equal(verifyCalls.length, 1);
  assert.equal(await store.count(), 1);
  // A different message under that key is not let through on the first one's captcha.
  assert.equal((await handle(post({ ...valid, message: "Other" }, { "Idempotency-Key": "flaky-db-key-0001" }))).status, 409);
});

Deno.test("the largest valid request is accepted and stored whole", async () => {
  await reset();
  const { handle } = harness();
  const body = largestValidRequest();
  const bytes = new TextEncoder().encode(JSON.stringify(body)).byteLength;
  assert.ok(bytes <= MAX_BODY_BYTES, `${bytes} bytes fit the body limit`);
  const response = await handle(post(body, { "Idempotency-Key": "largest-request-1" }));
  assert.equal(response.status, 200, await response.clone().text());
  const [lead] = await store.list();
  assert.equal(lead.message, body.message);
  assert.deepEqual(lead.attribution, body.attribution);
  const [{ size }] = await database.sql.query<{ size: number }>("select octet_length(attribution::text) as size from public.contact_messages");
  assert.ok(Number(size) <= ATTRIBUTION_MAX_BYTES, `${size} bytes of attribution`);
});

Deno.test("the database's attribution cap is the one declared in attribution-fields.ts", async () => {
  const migrations = [...Deno.readDirSync(new URL("../../migrations/", import.meta.url))].map((entry) => entry.name).sort();
  const latest = migrations.filter((name) => Deno.readTextFileSync(new URL(`../../migrations/${name}`, import.meta.url)).includes("octet_length(attribution::text)")).at(-1)!;
  const text = Deno.readTextFileSync(new URL(`../../migrations/${latest}`, import.meta.url));
  assert.match(text, new RegExp(`octet_length\\(attribution::text\\) <= ${ATTRIBUTION_MAX_BYTES}\\b`));
});

Deno.test("row-level security: the public API roles cannot read or write leads", async () => {
  await reset();
  await harness().handle(post(valid));
  for (const role of ["anon", "authenticated"]) {
    for (const statement of [
      "select * from public.contact_messages",
      "insert into public.contact_messages (idempotency_key, payload_hash, name, email, message) values ('key-12345', repeat('a', 64), 'x', 'x@y.z', 'm')",
      "select * from public.contact_rate_limits",
      "select * from public.lead_outbox",
    ]) {
      await database.sql.query(`set role ${role}`);
      try {
        await assert.rejects(database.sql.query(statement), /permission denied/, `${role}: ${statement}`);
      } finally {
        await database.sql.query("reset role");
      }
    }
  }
  const rls = await database.sql.query<{ relname: string; relrowsecurity: boolean }>(
    "select relname, relrowsecurity from pg_class where relname in ('contact_messages', 'contact_rate_limits', 'lead_outbox')",
  );
  assert.ok(rls.length === 3 && rls.every((row) => row.relrowsecurity));
  const policies = await database.sql.query<{ roles: string[] | string }>("select roles from pg_policies where tablename in ('contact_messages', 'contact_rate_limits', 'lead_outbox')");
  assert.ok(policies.length > 0 && policies.every((row) => String(row.roles).replace(/[{}]/g, "") === "lead_function"), "policies for the function's role only");
});

const adClick = {
  at: "2025-03-01T09:58:00.000Z",
  landingPage: "https://www.swc.co.il/contact?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc",
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "x",
  // Real gclids are long URL-safe base64 with - and _.
  gclid: `Cj0KCQiA${"x9-_".repeat(60)}BhAC`,
  gbraid: "0AAAAAoFzYj_3b2-7rQ",
  fbclid: "IwZXh0bgNhZW0CMTEAAR2_aem_AbcD-123",
  msclkid: "5b4d1d6a2c3f4e5fa1b2c3d4e5f6a7b8",
  li_fat_id: "4c5f3a1e-8a0e-4b56-9a2f-0d7c6e1b2a3f",
};
const attribution = {
  firstTouch: { at: "2025-02-20T08:00:00.000Z", landingPage: "https://www.swc.co.il/insights", referrer: "", utm_source: "newsletter", utm_campaign: "nov" },
  lastTouch: adClick,
  formPage: "https://www.swc.co.il/contact",
  formVariant: "contact",
  consent: { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" },
};

Deno.test("attribution: every field a real ad click produces is stored with the lead and shown in the e-mail", async () => {
  await reset();
  const { handle, mailCalls } = harness({ env: { RESEND_API_KEY: "re_key" } });
  const response = await handle(post({ ...valid, attribution: { ...attribution, extra: "dropped" } }));
  assert.equal(response.status, 200);
  const [lead] = await store.list();
  assert.deepEqual(lead.attribution, attribution);
  assert.match(String(mailCalls[0].body.text), /Source: google \/ cpc \/ x · gclid=Cj0KCQiA/);
  assert.equal((await (await handle(post(valid))).json()).ok, true, "attribution is optional");
});

Deno.test("attribution: hostile or oversized values are dropped and the lead is stored without them", async () => {
  await reset();
  const { handle } = harness();
  const cases: unknown[] = [
    "google",
    { ...attribution, formPage: "javascript:alert(1)" },
    { ...attribution, formPage: `https://www.swc.co.il/${"a".repeat(CONTACT_LIMITS.url)}` },
    { ...attribution, formPage: 'https://www.swc.co.il/"quoted"' },
    { ...attribution, lastTouch: { ...adClick, gclid: "abc<script>" } },
    { ...attribution, lastTouch: { ...adClick, gclid: "g".repeat(CONTACT_LIMITS.clickId + 1) } },
    { ...attribution, lastTouch: { ...adClick, utm_source: "google\r\nBcc: x@y.z" } },
    { ...attribution, lastTouch: { ...adClick, utm_campaign: "c".repeat(CONTACT_LIMITS.utm + 1) } },
    { ...attribution, lastTouch: { ...adClick, referrer: "data:text/html,hi" } },
    { ...attribution, lastTouch: { ...adClick, at: "yesterday" } },
    { ...attribution, formVariant: "Contact Page'; drop table" },
    { ...attribution, consent: { analytics_storage: "yes" } },
  ];
  for (const [i, bad] of cases.entries()) {
    const response = await handle(post({ ...valid, attribution: bad }, { "Idempotency-Key": `hostile-attr-${i}` }));
    assert.equal(response.status, 200, JSON.stringify(bad).slice(0, 120));
  }
  const leads = await store.list();
  assert.equal(leads.length, cases.length);
  assert.ok(leads.every((lead) => lead.attribution === null));
});

Deno.test("attribution: without ad_storage consent (refused or unanswered) no click id, first touch or other parameter is stored in any address, whatever the caller sends", async () => {
  for (const consent of [null, { ...attribution.consent, ad_storage: "denied" }]) {
    await reset();
    const { handle } = harness();
    const lastTouch = {
      ...adClick,
      landingPage: `${adClick.landingPage}&email=dana%40example.co.il`,
      referrer: `${adClick.referrer}?q=dana%40example.co.il&utm_source=google#top`,
      utm_term: "ga4",
      utm_content: "banner",
    };
    const formPage = "https://www.swc.co.il/contact?email=dana%40example.co.il&utm_campaign=x&gclid=abc";
    assert.equal((await handle(post({ ...valid, attribution: { ...attribution, lastTouch, formPage, consent } }))).status, 200);
    const [lead] = await store.list();
    assert.equal(lead.attribution?.firstTouch, null);
    assert.deepEqual(lead.attribution?.lastTouch, {
      at: adClick.at,
      landingPage: "https://www.swc.co.il/contact?utm_source=google&utm_medium=cpc&utm_campaign=x",
      referrer: `${new URL(adClick.referrer).origin}${new URL(adClick.referrer).pathname}`,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "x",
    });
    assert.equal(lead.attribution?.formPage, "https://www.swc.co.il/contact?utm_campaign=x");
    assert.deepEqual(lead.attribution?.consent, consent);
  }
});

Deno.test("attribution: with or without ad_storage consent, every stored address keeps only its origin, path and the campaign parameters the consent allows: no credentials, fragment, e-mail or token", async () => {
  const hostile = (address: string, extra = "email=dana%40example.co.il&token=s3cr3t") => {
    const url = new URL(address);
    url.username = "dana";
    url.password = "hunter2";
    url.search = `${url.search ? `${url.search}&` : "?"}${extra}`;
    url.hash = "reset=s3cr3t";
    return url.toString();
  };
  for (const granted of [true, false]) {
    await reset();
    const { handle } = harness();
    const consent = { ...attribution.consent, ad_storage: granted ? "granted" : "denied" };
    const sent = {
      ...attribution,
      firstTouch: { ...attribution.firstTouch, landingPage: hostile("https://www.swc.co.il/insights?utm_source=newsletter&utm_campaign=nov"), referrer: hostile("https://mail.example.com/inbox") },
      lastTouch: { ...adClick, landingPage: hostile(adClick.landingPage, "wbraid=WB1&gbraid=GB1&email=dana%40example.co.il&token=s3cr3t&utm_id=7"), referrer: hostile(adClick.referrer) },
      formPage: hostile("https://www.swc.co.il/contact?utm_campaign=x&gclid=abc"),
      consent,
    };
    assert.match(sent.lastTouch.landingPage, /dana:hunter2@.*#reset/);
    assert.equal((await handle(post({ ...valid, attribution: sent }))).status, 200);
    const [lead] = await store.list();
    const stored = lead.attribution!;
    const addresses = [stored.firstTouch?.landingPage, stored.firstTouch?.referrer, stored.lastTouch?.landingPage, stored.lastTouch?.referrer, stored.formPage].filter((value) => value !== undefined);
    for (const address of addresses) assert.doesNotMatch(String(address), /dana|hunter2|s3cr3t|token|email|#|utm_id/, String(address));
    if (granted) {
      assert.equal(stored.firstTouch?.landingPage, "https://www.swc.co.il/insights?utm_source=newsletter&utm_campaign=nov");
      assert.equal(stored.firstTouch?.referrer, "https://mail.example.com/inbox");
      assert.equal(stored.lastTouch?.landingPage, "https://www.swc.co.il/contact?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc&gbraid=GB1&wbraid=WB1");
      assert.equal(stored.formPage, "https://www.swc.co.il/contact?utm_campaign=x&gclid=abc");
      assert.equal(stored.lastTouch?.gclid, adClick.gclid);
    } else {
      assert.equal(stored.firstTouch, null);
      assert.equal(stored.lastTouch?.landingPage, "https://www.swc.co.il/contact?utm_source=google&utm_medium=cpc&utm_campaign=x");
      assert.equal(stored.formPage, "https://www.swc.co.il/contact?utm_campaign=x");
      assert.equal(stored.lastTouch?.gclid, undefined);
    }
    assert.equal(stored.lastTouch?.referrer, "https://www.google.com/");
  }
});

Deno.test("siteverify: a token solved on a host that is not the site's is refused", async () => {
  await reset();
  const { handle } = harness({ env: { ALLOWED_ORIGINS: "https://www.swc.co.il", RECAPTCHA_HOSTNAMES: "" } });
  const response = await handle(new Request(FUNCTION_URL, { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://www.swc.co.il" }, body: JSON.stringify(valid) }));
  assert.equal(response.status, 403);
  assert.deepEqual((await response.json()).codes, ["hostname-mismatch"]);
  assert.equal(await store.count(), 0);
});
