#!/usr/bin/env node
// `npm run bench:leads [-- --n 1000 --c 50 --start 100]`: load and abuse test of the lead path.
//
// Starts its own function runner (Deno + PGlite in a temporary directory, the
// default local setup) with siteverify faked locally, then
//   1. sends --start S valid submissions (100) at concurrency C to the runner
//      it has just started, then N more, each from its own client address, plus
//      a retry of every tenth of the N with the same idempotency key, and prints
//      sent, stored, lost, duplicates and p50/p99 latency: of the first S after
//      the start (JIT, the database's first plans, new connections everywhere)
//      and of the N after them (the steady state);
//   2. sends the hostile set (wrong methods and types, missing fields, huge and
//      non-JSON bodies, HTML and CRLF injection, broken unicode, bad headers,
//      refused or replayed captcha tokens) and prints how many got a clear 4xx,
//      how many crashed (5xx, no answer, no JSON error), and how many rows they created.
//   3. the fault run (scripts/lib/bench-fault.mjs, its own runner on port+1): the
//      mail provider and the webhook receiver (local stubs) answer 503 for the
//      first --fault seconds (30; 0 skips it) while N leads arrive at
//      concurrency C; prints stored, delivered per channel, repeats, bad
//      signatures, dead letters and the time to drain after recovery.
//      --fault-only runs just the fault runs (this one and the next).
//   3b. the database fault run (scripts/lib/bench-database-fault.mjs, its own
//      runner on port+2 over a throwaway PostgreSQL): the database is stopped
//      for the first --db-fault seconds (30; 0 skips it) while N leads arrive;
//      every second lead it could not store is retried with its receipt after
//      recovery; prints the answers, e-mails per lead, leads stored and alerts.
//   4. the unauthenticated burst: --burst B requests (1000) with a refused or
//      missing captcha at concurrency --burst-c (100) while --burst-valid V
//      (20) valid leads are sent one after another; prints the requests, the
//      concurrency, the function's database connections at peak (pg_stat_activity,
//      application_name send-contact-email, polled every 20 ms; with --postgres)
//      and how many of the V leads were stored during the burst.
// Exits non-zero unless nothing is lost, duplicated, crashed or stored by
// hostile input, the fault run delivered everything once within 2 minutes, and
// the database fault run e-mailed every lead once and stored every retry once.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFunctionRunner } from "./lib/function-runner.mjs";
import { percentile, pool, runnerSql, send as post, submissionRequest, validSubmission } from "./lib/lead-bench.mjs";
import { runFaultBench } from "./lib/bench-fault.mjs";
import { runDatabaseFaultBench } from "./lib/bench-database-fault.mjs";

function option(name, fallback, min = 1) {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index > -1 ? process.argv[index + 1] : process.env[`BENCH_${name.toUpperCase()}`];
  const value = Number(raw ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return value;
}

const N = option("n", 1000);
/** Submissions right after the runner starts, timed apart from the N that follow. */
const START = option("start", 100, 0);
const C = option("c", 50);
const PORT = option("port", 54398);
/** Seconds both channels are down in the fault run; 0 skips it. */
const FAULT_SECONDS = option("fault", 30, 0);
const FAULT_ONLY = process.argv.includes("--fault-only");
/** Seconds the database is down in the database fault run; 0 skips it. */
const DB_FAULT_SECONDS = option("db-fault", 30, 0);
/** The unauthenticated burst: requests with a refused or missing captcha, at concurrency 100, while valid leads arrive. */
const BURST = option("burst", 1000, 0);
const BURST_C = option("burst-c", 100);
/** Valid leads sent one after another during the burst. */
const BURST_VALID = option("burst-valid", 20, 0);
/** A PostgreSQL connection URL: the load run and the hostile set run again against it, beside PGlite. */
const POSTGRES_URL = process.argv.includes("--postgres") ? process.argv[process.argv.indexOf("--postgres") + 1] : process.env.BENCH_POSTGRES || null;
const ORIGIN = "http://127.0.0.1:9000";
const ADMIN_TOKEN = crypto.randomUUID();

/**
 * The load run and the hostile set against a runner without delivery
 * channels, on PGlite or, given `postgresUrl`, on that PostgreSQL server (an
 * empty database: the run refuses one that holds leads); true when healthy.
 */
async function loadAndHostile(postgresUrl = null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "swc-bench-leads-"));
  const runner = await startFunctionRunner({
    port: PORT,
    dataDir: process.env.BENCH_DATA === "memory" ? "memory" : dataDir,
    adminToken: ADMIN_TOKEN,
    fakeSiteverify: true,
    stdio: ["ignore", "ignore", "pipe"],
    timeoutMs: 180_000,
    env: {
      ALLOWED_ORIGINS: ORIGIN,
      CONTACT_RATE_LIMIT: "5",
      CONTACT_RATE_WINDOW_SECONDS: "600",
      // The benchmark plays many clients from one machine: it names a header to trust for
      // the client address (each submission its own X-Forwarded-For). Production never
      // trusts a header the client writes (CONTACT_CLIENT_IP_HEADER defaults to cf-connecting-ip).
      CONTACT_CLIENT_IP_HEADER: "x-forwarded-for",
      RESEND_API_KEY: "",
      ...(postgresUrl ? { FUNCTIONS_DATABASE_URL: postgresUrl } : {}),
    },
  });

  // The runner logs one "delivery waits" line per stored lead (no mail key); show anything else.
  runner.child.stderr.setEncoding("utf8");
  runner.child.stderr.on("data", (chunk) => {
    for (const line of chunk.split("\n")) if (line.trim() && !line.includes("delivery waits")) process.stderr.write(`runner: ${line}\n`);
  });
  const DATABASE = postgresUrl
    ? "PostgreSQL (--postgres, driver postgres.js as in production)"
    : process.env.BENCH_DATA === "memory"
      ? "PGlite in memory"
      : "PGlite on disk (the local default)";

  const sql = runnerSql(runner, ADMIN_TOKEN);
  const rowCount = async () => (await sql("select count(*)::int as n from public.contact_messages"))[0].n;
  if (postgresUrl && (await rowCount()) > 0) {
    await runner.stop();
    throw new Error("--postgres needs an empty database (its contact_messages holds leads): create one for the benchmark");
  }

  const json = { "Content-Type": "application/json" };
  const send = (request) => post(runner.functionUrl, ORIGIN, request);

  // ---------------------------------------------------------------- valid load
  const submissions = Array.from({ length: START + N }, (_, i) => validSubmission(i));
  const firstAnswers = [];
  const sendSubmission = (i) => send(submissionRequest(submissions[i], i));
  const sendFirst = (i) => () => (firstAnswers[i] = sendSubmission(i));
  const startResults = await pool(submissions.slice(0, START).map((_, i) => sendFirst(i)), C);

  const measured = Array.from({ length: N }, (_, k) => START + k);
  const retried = measured.filter((i) => (i - START) % 10 === 0);
  const tasks = [
    ...measured.map(sendFirst),
    // A retry comes after its first answer, with the same idempotency key and,
    // as a real retry would, the same (now spent) captcha token.
    ...retried.map((i) => async () => {
      await firstAnswers[i];
      return sendSubmission(i);
    }),
  ];
  const startedAt = performance.now();
  const results = await pool(tasks, C);
  const seconds = (performance.now() - startedAt) / 1000;
  const sorted = (answers) => answers.map((r) => r.ms).sort((a, b) => a - b);
  const latencies = sorted(results.slice(0, N));
  const startLatencies = sorted(startResults);
  const answers = [...startResults, ...results];
  const ok = answers.filter((r) => r.status === 200).length;
  const stored = await rowCount();
  const [{ lost }] = await sql(
    `select ${START + N} - count(distinct email)::int as lost from public.contact_messages where email like '%@bench.example'`,
  );
  const [{ duplicates }] = await sql("select (count(*) - count(distinct (email, message)))::int as duplicates from public.contact_messages");
  const failures = answers.filter((r) => r.status !== 200);
  const latency = (list) => `p50 ${percentile(list, 50).toFixed(0)} ms, p99 ${percentile(list, 99).toFixed(0)} ms, max ${list.at(-1).toFixed(0)} ms`;

  console.log(`database ${DATABASE}; captcha by the local fake siteverify; rate limit 5 per 600 s per client address`);
  if (START) console.log(`start    the first ${START} after the runner started, at concurrency ${C}: latency ${latency(startLatencies)}`);
  console.log(`valid    then ${N} at concurrency ${C} (+${retried.length} retries with the same idempotency key) in ${seconds.toFixed(1)} s, ${(results.length / seconds).toFixed(0)} req/s`);
  console.log(`         latency ${latency(latencies)}`);
  console.log(`         answered 200: ${ok} of ${answers.length}${failures.length ? `; others: ${JSON.stringify(failures.slice(0, 3))}` : ""}`);
  console.log(`         stored ${stored}, lost ${lost}, duplicates ${duplicates}`);

  // -------------------------------------------------------------- hostile set
  const base = { name: "Mallory", email: "mallory@evil.example", company: "Evil Corp", message: "hello", recaptchaToken: "fake-reject-hostile" };
  const hostile = [];
  const add = (label, request) => hostile.push({ label, request });
  const withBody = (body, headers = {}) => ({ headers: { ...json, ...headers }, body: typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body) });

  for (const method of ["GET", "PUT", "DELETE", "PATCH", "HEAD", "PROPFIND"]) add(`method ${method}`, { method });
  for (const method of ["PUT", "DELETE", "PATCH"]) add(`method ${method} with body`, { method, ...withBody(base) });
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "text/html", "application/jsonx", "json", ""]) {
    add(`content-type "${type}"`, { headers: type ? { "Content-Type": type } : {}, body: JSON.stringify(base) });
  }
  for (const body of ["", "{", "}", "nul", "undefined", "{'name': 'x'}", '{"name": "x",}', "<xml/>", "name=x&email=y", "\u0000\u0001", "[1,2", '{"a":1}{"b":2}', "NaN", "Infinity"]) {
    add(`malformed ${JSON.stringify(body).slice(0, 20)}`, withBody(body));
  }
  add("invalid UTF-8", withBody(new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])));
  add("deeply nested", withBody("[".repeat(5000) + "]".repeat(5000)));
  for (const body of [[], [base], 42, "text", null, true]) add(`non-object ${JSON.stringify(body).slice(0, 20)}`, withBody(body));
  for (const size of [33 * 1024, 64 * 1024, 256 * 1024, 1024 * 1024, 5 * 1024 * 1024]) {
    add(`huge body ${size} B`, withBody({ ...base, message: "x".repeat(size) }));
    add(`huge company ${size} B`, withBody({ ...base, company: "<b>".repeat(Math.ceil(size / 3)) }));
  }
  const fields = ["name", "email", "company", "message", "recaptchaToken", "buttonText", "componentName"];
  const wrongValues = [0, 1.5, -1, true, false, [], ["x"], {}, { $gt: "" }, 1e308];
  for (const field of fields) for (const value of wrongValues) add(`${field} = ${JSON.stringify(value)}`, withBody({ ...base, [field]: value }));
  for (const field of ["name", "email", "message", "recaptchaToken"]) {
    add(`${field} null`, withBody({ ...base, [field]: null }));
    add(`${field} missing`, withBody(Object.fromEntries(Object.entries(base).filter(([key]) => key !== field))));
    add(`${field} empty`, withBody({ ...base, [field]: "" }));
    add(`${field} blank`, withBody({ ...base, [field]: "   \t " }));
  }
  add("all missing", withBody({}));
  for (const [field, limit] of [["name", 200], ["email", 254], ["company", 200], ["message", 5000], ["recaptchaToken", 4096], ["buttonText", 120], ["componentName", 120]]) {
    add(`${field} over its limit`, withBody({ ...base, [field]: field === "email" ? `${"a".repeat(limit)}@x.example` : "y".repeat(limit + 1) }));
  }
  const crlf = ["\r\nBcc: victim@example.com", "\nSubject: spam", "\r\n\r\n<html>", "%0d%0aBcc:x@y.z", "\u2028Bcc: x"];
  for (const injection of crlf) {
    add(`CRLF in name ${JSON.stringify(injection)}`, withBody({ ...base, name: `Mallory${injection}` }));
    add(`CRLF in email ${JSON.stringify(injection)}`, withBody({ ...base, email: `mallory@evil.example${injection}` }));
    add(`CRLF in company ${JSON.stringify(injection)}`, withBody({ ...base, company: `Evil${injection}` }));
    add(`CRLF in componentName ${JSON.stringify(injection)}`, withBody({ ...base, componentName: `Form${injection}` }));
  }
  const html = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"><svg onload=alert(1)>", "javascript:alert(1)", "<iframe src=//evil>", "{{constructor.constructor('x')()}}", "'; drop table contact_messages; --", "${7*7}"];
  for (const payload of html) {
    // Well-formed but without a captcha the verifier accepts: refused, never stored.
    add(`HTML/SQL in message ${payload.slice(0, 12)}`, withBody({ ...base, message: payload }));
    add(`HTML/SQL in name ${payload.slice(0, 12)}`, withBody({ ...base, name: payload }));
    add(`HTML/SQL in company ${payload.slice(0, 12)}`, withBody({ ...base, company: payload }));
  }
  const unicode = ["\ud800", "\udfff", "a\u0000b", "\u0007bell", "\u001b[31m", "\u007f", "\u202egnp.exe", "👩‍💻 Dana", "Ｍａｌｌｏｒｙ", "\ufeffBOM", "Ω".repeat(201)];
  for (const text of unicode) {
    add(`unicode name ${JSON.stringify(text).slice(0, 14)}`, withBody({ ...base, name: text }));
    add(`unicode message ${JSON.stringify(text).slice(0, 14)}`, withBody({ ...base, message: text }));
  }
  for (const key of ["", "short", "has spaces in it", "x".repeat(201), "clé-idempotence-1", "semi;colon;key", "../../etc/passwd"]) {
    add(`Idempotency-Key ${JSON.stringify(key).slice(0, 14)}`, withBody({ ...base, recaptchaToken: "fake-pass-would-work" }, { "Idempotency-Key": key }));
  }
  for (const token of ["fake-reject-1", "not-a-token", "x".repeat(4096), " "]) add(`captcha ${token.slice(0, 16)}`, withBody({ ...base, recaptchaToken: token }));
  // Tokens already spent by the valid run: replaying them without their idempotency key is refused.
  for (const s of submissions.slice(0, 10)) add("replayed spent token", withBody({ ...s.body, message: "replay" }));
  add("__proto__ pollution", withBody('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'));
  add("duplicate keys", withBody('{"name": "a", "name": {"x": 1}, "email": "a@b.co", "message": "m", "recaptchaToken": "fake-reject-dup"}'));
  for (const origin of ["https://evil.example", "null", "http://127.0.0.1:9000.evil.example"]) add(`origin ${origin}`, { ...withBody(base), headers: { ...json, Origin: origin } });

  const rowsBefore = await rowCount();
  const hostileResults = await pool(
    hostile.map(({ request }, i) => () => send({ ...request, headers: { "X-Forwarded-For": `172.16.${(i >> 8) & 255}.${i & 255}`, ...request.headers } })),
    C,
  );
  const rowsCreated = (await rowCount()) - rowsBefore;
  const byStatus = {};
  let clear = 0;
  const crashed = [];
  hostileResults.forEach((result, i) => {
    byStatus[result.status] = (byStatus[result.status] ?? 0) + 1;
    const isHead = hostile[i].request.method === "HEAD";
    const explained = isHead || (result.json && typeof result.json.error === "string");
    if (result.status >= 400 && result.status < 500 && explained) clear++;
    else crashed.push({ case: hostile[i].label, status: result.status, error: result.error ?? result.json });
  });
  const statuses = Object.entries(byStatus)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
  console.log(`hostile  ${hostile.length} cases: ${clear} clear 4xx (${statuses}), ${crashed.length} crashed, ${rowsCreated} rows created`);
  for (const crash of crashed.slice(0, 10)) console.log(`         crashed: ${JSON.stringify(crash).slice(0, 300)}`);

  const burstOk = BURST > 0 ? await unauthenticatedBurst({ send, sql, postgresUrl }) : true;

  await runner.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const healthy = burstOk && lost === 0 && duplicates === 0 && ok === answers.length && stored === START + N && crashed.length === 0 && rowsCreated === 0;
  console.log(healthy ? "OK: nothing lost, nothing duplicated, no crash, no row from hostile input." : "FAILED: see the figures above.");
  return healthy;
}

/** The function's connections now, counted by the server (psql, a connection of its own). */
function functionConnections(postgresUrl) {
  const query = "select count(*) from pg_stat_activity where application_name = 'send-contact-email'";
  return new Promise((resolve) => execFile("psql", [postgresUrl, "-Atc", query], (error, stdout) => resolve(error ? null : Number(stdout.trim()))));
}

/** B requests without a passing captcha at concurrency BURST_C, and V valid leads in the meantime; true when all V were stored. */
async function unauthenticatedBurst({ send, sql, postgresUrl }) {
  const json = { "Content-Type": "application/json" };
  const junk = Array.from({ length: BURST }, (_, i) => () => {
    const body = { name: "Burst", email: `burst${i}@junk.example`, message: "junk", ...(i % 2 ? { recaptchaToken: `fake-reject-burst-${i}` } : {}) };
    // Half carry an idempotency key, which must not buy a database lookup either.
    const headers = { ...json, "X-Forwarded-For": `192.168.${(i >> 8) & 255}.${i & 255}`, ...(i % 4 === 1 ? { "Idempotency-Key": `burst-key-${i}` } : {}) };
    return send({ headers, body: JSON.stringify(body) });
  });
  let peak = postgresUrl ? 0 : null;
  let sampling = Boolean(postgresUrl);
  const sampler = (async () => {
    while (sampling) {
      const n = await functionConnections(postgresUrl);
      if (n !== null) peak = Math.max(peak, n);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const before = postgresUrl ? await functionConnections(postgresUrl) : null;
  let burstDone = false;
  const startedAt = performance.now();
  const burst = pool(junk, BURST_C).finally(() => (burstDone = true));
  const valid = [];
  for (let k = 0; k < BURST_VALID; k++) {
    const submission = validSubmission(100_000 + k);
    submission.body.email = `lead${k}@burst-valid.example`;
    valid.push({ during: !burstDone, result: await send(submissionRequest(submission, 100_000 + k)) });
  }
  const answers = await burst;
  const seconds = (performance.now() - startedAt) / 1000;
  sampling = false;
  await sampler;
  const [{ stored }] = await sql("select count(*)::int as stored from public.contact_messages where email like '%@burst-valid.example'");
  const [{ junkRows }] = await sql(`select count(*)::int as "junkRows" from public.contact_messages where email like '%@junk.example'`);
  const statuses = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const sentDuring = valid.filter((v) => v.during).length;
  const validOk = valid.filter((v) => v.result.status === 200).length;
  console.log(`burst    ${BURST} requests without a passing captcha at concurrency ${BURST_C} in ${seconds.toFixed(1)} s (${Object.entries(statuses).map(([k, v]) => `${k}×${v}`).join(", ")}), ${junkRows} rows`);
  console.log(
    `         function connections at peak: ${peak === null ? "n/a (PGlite is embedded; run with --postgres to count)" : `${peak} (before the burst ${before})`}; ` +
      `valid leads ${validOk} of ${BURST_VALID} answered 200, ${stored} stored, ${sentDuring} of them sent while the burst ran`,
  );
  return stored === BURST_VALID && validOk === BURST_VALID && junkRows === 0;
}

let healthy = true;
if (!FAULT_ONLY) {
  healthy = await loadAndHostile();
  if (POSTGRES_URL) healthy = (await loadAndHostile(POSTGRES_URL)) && healthy;
}
if (FAULT_SECONDS > 0) {
  const faultOk = await runFaultBench({ n: N, c: C, port: PORT + 1, faultSeconds: FAULT_SECONDS, origin: ORIGIN });
  console.log(faultOk ? "OK: every lead stored and delivered once per channel after the outage, with no command, within 2 minutes." : "FAILED: the fault run missed its goal (see above).");
  healthy &&= faultOk;
}
if (DB_FAULT_SECONDS > 0) {
  const dbFaultOk = await runDatabaseFaultBench({ n: N, c: C, port: PORT + 2, faultSeconds: DB_FAULT_SECONDS, origin: ORIGIN });
  if (dbFaultOk !== null) {
    console.log(
      dbFaultOk
        ? "OK: with the database down, every lead was e-mailed exactly once, each retry stored once after recovery, and the alert raised."
        : "FAILED: the database fault run missed its goal (see above).",
    );
    healthy &&= dbFaultOk;
  }
}
process.exit(healthy ? 0 : 1);
