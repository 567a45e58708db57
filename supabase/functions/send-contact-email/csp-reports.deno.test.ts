/**
 * The CSP violation report route (/csp-report) under Deno, through the real
 * handler on the real migrations as the function's role: PGlite, then
 * PostgreSQL (`npm run test:functions` runs files using openTestStores on both).
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { createContactHandler } from "./handler.ts";
import { createCspReportStore, blockedHost, NEW_HOST_ALERTS_PER_HOUR } from "../_shared/csp-reports.ts";
import { ALERT_TAG } from "../_shared/lead-alert.ts";
import { FUNCTION_URL } from "./test-support.ts";

const SITE = "https://www.swc.test";
const REPORT_URL = `${FUNCTION_URL}/csp-report`;
const { database, store, outbox } = await openTestStores();
const cspReports = createCspReportStore(database.functionSql);

function harness(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const log = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const clock = { now: new Date("2026-11-29T01:00:00Z") };
  const handle = createContactHandler({
    env: { ALLOWED_ORIGINS: SITE, RECAPTCHA_SECRET_KEY: "unused", CONTACT_RATE_LIMIT_SALT: "csp-test-salt-0123456789", ...env },
    fetch: () => Promise.reject(new Error("no fetch in these tests")),
    store,
    outbox,
    cspReports,
    log,
    now: () => clock.now,
  });
  return { handle, lines, clock, alerts: () => lines.filter((line) => line.startsWith(ALERT_TAG)) };
}

/** The Reporting API's form (Reporting-Endpoints + report-to): an array of reports. */
function reportsJson(...violations: { blocked: string; directive: string; disposition?: string; page?: string }[]): Request {
  const body = violations.map(({ blocked, directive, disposition = "enforce", page = `${SITE}/contact?email=dana%40example.com` }) => ({
    type: "csp-violation",
    age: 10,
    url: page,
    user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156",
    body: {
      documentURL: page,
      referrer: "https://www.google.com/search?q=dana",
      blockedURL: blocked,
      effectiveDirective: directive,
      originalPolicy: "default-src 'self'",
      disposition,
      statusCode: 200,
      sample: "",
      sourceFile: `${SITE}/app.js`,
      lineNumber: 1,
      columnNumber: 2,
    },
  }));
  return new Request(REPORT_URL, { method: "POST", headers: { "content-type": "application/reports+json" }, body: JSON.stringify(body) });
}

/** The older report-uri form: one violation per request. */
function cspReport(blocked: string, violatedDirective: string, page = `${SITE}/services?gclid=abc123`): Request {
  return new Request(REPORT_URL, {
    method: "POST",
    headers: { "content-type": "application/csp-report" },
    body: JSON.stringify({
      "csp-report": {
        "document-uri": page,
        referrer: "",
        "violated-directive": violatedDirective,
        "original-policy": "default-src 'self'",
        "blocked-uri": blocked,
        disposition: "enforce",
        "status-code": 200,
      },
    }),
  });
}

async function rows() {
  return await database.sql.query<{ blocked_host: string; directive: string; disposition: string; reports: string | number }>(
    "select blocked_host, directive, disposition, reports from public.csp_violations order by blocked_host, directive, disposition",
  );
}
const counts = async () => (await rows()).map((row) => `${row.blocked_host} ${row.directive} ${row.disposition} ${Number(row.reports)}`);
async function reset() {
  await database.sql.query("truncate public.csp_violations, public.csp_blocked_hosts");
}

Deno.test("both formats are counted per blocked host, directive and disposition", async () => {
  await reset();
  const { handle } = harness();
  const first = await handle(
    reportsJson(
      { blocked: "https://www.google.de/pagead/1p-conversion/123/?label=x&oid=lead-1", directive: "img-src" },
      { blocked: "https://www.google.de/pagead/1p-conversion/123/?label=y", directive: "img-src" },
      { blocked: "inline", directive: "script-src-elem" },
      { blocked: "https://tagassistant.google.com/x", directive: "connect-src", disposition: "report" },
    ),
  );
  assert.equal(first.status, 204);
  assert.equal((await handle(cspReport("https://www.google.de/pagead/x?oid=2", "img-src https://www.google.com"))).status, 204);
  assert.equal((await handle(cspReport("data", "font-src"))).status, 204);
  assert.deepEqual(await counts(), ["data font-src enforce 1", "inline script-src-elem enforce 1", "tagassistant.google.com connect-src report 1", "www.google.de img-src enforce 3"]);
});

Deno.test("no personal data is kept: no page, blocked URL, query, referrer, address or user agent", async () => {
  await reset();
  const { handle } = harness();
  await handle(reportsJson({ blocked: "https://evil.example/collect?email=dana@example.com#x", directive: "connect-src" }));
  await handle(cspReport("https://user:secret@other.example:8443/p?q=dana", "script-src"));
  const stored = JSON.stringify([await rows(), await database.sql.query("select * from public.csp_blocked_hosts")]);
  for (const personal of ["dana", "example.com/", "/contact", "gclid", "collect", "secret", "user", "8443", "Mozilla", "google.com/search"]) {
    assert.ok(!stored.includes(personal), `stored reports hold "${personal}": ${stored}`);
  }
  assert.deepEqual(await counts(), ["evil.example connect-src enforce 1", "other.example script-src enforce 1"]);
  assert.equal(blockedHost("chrome-extension://abcdef/inject.js"), "chrome-extension:");
  assert.equal(blockedHost("not a url at all"), "unknown");
});

Deno.test("[lead-alert] once per host never seen before, whatever the directive or worker", async () => {
  await reset();
  const one = harness();
  await one.handle(reportsJson({ blocked: "https://www.google.fr/a", directive: "img-src" }, { blocked: "https://www.google.fr/b", directive: "connect-src" }));
  await one.handle(cspReport("https://www.google.fr/c", "script-src"));
  assert.equal(one.alerts().length, 1);
  assert.match(one.alerts()[0], /blocked www\.google\.fr, a host never reported before \(img-src, connect-src\)/);
  // Another worker (a fresh handler) knows the host from the database.
  const two = harness();
  await two.handle(cspReport("https://www.google.fr/d", "img-src"));
  await two.handle(cspReport("https://www.google.ch/d", "img-src"));
  assert.deepEqual(two.alerts().map((line) => /blocked (\S+),/.exec(line)![1]), ["www.google.ch"]);
});

Deno.test("new-host alerts are capped per hour: a flood of made-up hosts raises at most the cap, then one line names the rest", async () => {
  await reset();
  const { handle, alerts, clock } = harness();
  for (let i = 0; i < NEW_HOST_ALERTS_PER_HOUR + 5; i++) await handle(cspReport(`https://host-${i}.example/x`, "img-src"));
  assert.equal(alerts().length, NEW_HOST_ALERTS_PER_HOUR);
  clock.now = new Date(clock.now.getTime() + 3_600_000);
  await handle(cspReport("https://later.example/x", "img-src"));
  assert.equal(alerts().length, NEW_HOST_ALERTS_PER_HOUR + 1);
  assert.match(alerts().at(-1)!, /5 new hosts held back/);
});

Deno.test("rate limit: past the worker's violations a minute, 429 and nothing stored; the next minute counts again", async () => {
  await reset();
  const { handle, clock } = harness({ CSP_REPORT_RATE_LIMIT: "3" });
  assert.equal((await handle(reportsJson({ blocked: "https://a.example/", directive: "img-src" }, { blocked: "https://a.example/", directive: "img-src" }))).status, 204);
  assert.equal((await handle(cspReport("https://a.example/", "img-src"))).status, 204);
  const refused = await handle(cspReport("https://a.example/", "img-src"));
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get("retry-after"), "60");
  assert.deepEqual(await counts(), ["a.example img-src enforce 3"]);
  clock.now = new Date(clock.now.getTime() + 60_000);
  assert.equal((await handle(cspReport("https://a.example/", "img-src"))).status, 204);
  assert.deepEqual(await counts(), ["a.example img-src enforce 4"]);
});

Deno.test("reports from other sites' pages are not counted; other media types, bodies and methods are refused", async () => {
  await reset();
  const { handle, alerts } = harness();
  assert.equal((await handle(reportsJson({ blocked: "https://x.example/", directive: "img-src", page: "https://other-site.example/" }))).status, 204);
  assert.deepEqual(await counts(), []);
  assert.equal(alerts().length, 0);
  assert.equal((await handle(new Request(REPORT_URL, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }))).status, 415);
  assert.equal((await handle(new Request(REPORT_URL, { method: "POST", headers: { "content-type": "application/csp-report" }, body: "[1]" }))).status, 400);
  assert.equal((await handle(new Request(REPORT_URL, { method: "POST", headers: { "content-type": "application/csp-report" }, body: "x".repeat(70_000) }))).status, 413);
  assert.equal((await handle(new Request(REPORT_URL))).status, 405);
});

Deno.test("the Reporting API's CORS preflight is answered, without an Origin check", async () => {
  const { handle } = harness();
  const preflight = await handle(
    new Request(REPORT_URL, { method: "OPTIONS", headers: { origin: SITE, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } }),
  );
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get("access-control-allow-origin"), "*");
  assert.match(preflight.headers.get("access-control-allow-methods") ?? "", /POST/);
  assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /content-type/);
});
