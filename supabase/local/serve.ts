/**
 * The local stand-in for Supabase's Edge Runtime (`npm start`, the browser
 * tests, the benchmark): serves the send-contact-email handler at the URL
 * shape Supabase uses, http://127.0.0.1:54321/functions/v1/send-contact-email,
 * backed by the embedded PGlite database. No account, no Docker.
 *
 * Environment (defaults in docs/lead-capture.md): FUNCTIONS_HOST, FUNCTIONS_PORT,
 * LEADS_DATA_DIR ("memory" for a throw-away database), LOCAL_ADMIN_TOKEN, and
 * every variable the function itself reads.
 */
import { createContactHandler } from "../functions/send-contact-email/handler.ts";
import { createLeadStore } from "../functions/_shared/lead-store.ts";
import { createOutboxStore } from "../functions/_shared/lead-outbox.ts";
import { createCspReportStore } from "../functions/_shared/csp-reports.ts";
import { createLeadWorker } from "../functions/_shared/lead-channels.ts";
import { contactConfig, siteHostnames, DEFAULT_ALLOWED_ORIGINS } from "../functions/_shared/contact-config.ts";
import { CONNECTION_ADDRESS } from "../functions/_shared/client-address.ts";
import { failureStreak } from "../functions/_shared/lead-alert.ts";
import { openLocalDatabase, openPostgresDatabase } from "./database.ts";
import { deleteExpiredLeads, removedSummary } from "./data-rights.ts";
import { ADMIN_HEADER, isAlive, readState, removeState, writeState } from "./runner-state.ts";

/** Google's published reCAPTCHA v2 test secret: every token passes. Local use only. */
const GOOGLE_TEST_SECRET = "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe";
const FUNCTION_PATH = "/functions/v1/send-contact-email";

/** Where Google reports its test keys' captchas as solved. */
const GOOGLE_TEST_HOSTNAME = "testkey.google.com";
/** Consecutive failed scheduler rounds before the operator is alerted. */
const SCHEDULER_ALERT_AFTER = 3;

const given = Deno.env.toObject();
const allowedOrigins = given.ALLOWED_ORIGINS ? given.ALLOWED_ORIGINS.split(",").map((origin) => origin.trim()) : DEFAULT_ALLOWED_ORIGINS;
const env: Record<string, string | undefined> = {
  RECAPTCHA_SECRET_KEY: GOOGLE_TEST_SECRET,
  // Locally the client is the connection's peer, unless a setting names a header to trust (bench:leads does).
  CONTACT_CLIENT_IP_HEADER: CONNECTION_ADDRESS,
  // Production requires a secret salt of its own; the local runner's buckets need no secret.
  CONTACT_RATE_LIMIT_SALT: "local-runner-rate-limit-salt",
  // With Google's test secret, siteverify reports its own test hostname.
  ...(given.RECAPTCHA_SECRET_KEY ? {} : { RECAPTCHA_HOSTNAMES: [...(siteHostnames(allowedOrigins) ?? []), GOOGLE_TEST_HOSTNAME].join(",") }),
  ...given,
};
const hostname = env.FUNCTIONS_HOST || "127.0.0.1";
const port = Number(env.FUNCTIONS_PORT || 54321);
const dataDir = env.LEADS_DATA_DIR || ".data/leads";
const adminToken = env.LOCAL_ADMIN_TOKEN || crypto.randomUUID();
const instance = crypto.randomUUID();

if (dataDir !== "memory") {
  const previous = await readState(dataDir);
  if (previous && (await isAlive(previous))) {
    console.error(`[functions] ${dataDir} is in use by the runner at ${previous.url} (pid ${previous.pid}). Stop it first.`);
    Deno.exit(1);
  }
}

// FUNCTIONS_DATABASE_URL: a real PostgreSQL server instead of the embedded database (bench:leads --postgres).
// Its own name, so a DATABASE_URL set for `npm run leads` against production never reaches a local runner.
const database = env.FUNCTIONS_DATABASE_URL ? await openPostgresDatabase(env.FUNCTIONS_DATABASE_URL) : await openLocalDatabase(dataDir);
// The function's statements run as its database role (lead_function), as in
// production; the local scheduler's pruning plays pg_cron, which runs as the owner.
const store = createLeadStore(database.functionSql);
const outbox = createOutboxStore(database.functionSql);
const ownerStore = createLeadStore(database.sql);
// Like the Edge Runtime's waitUntil: a new lead's first delivery round runs after
// its response, and shutdown waits for the rounds still running.
const afterResponse = new Set<Promise<unknown>>();
function waitUntil(work: Promise<unknown>): void {
  afterResponse.add(work);
  const settled = () => afterResponse.delete(work);
  work.then(settled, settled);
}
const cspReports = createCspReportStore(database.functionSql);
const handler = createContactHandler({ env, fetch: globalThis.fetch, store, outbox, cspReports, now: () => new Date(), waitUntil });

// The local scheduler (pg_cron's jobs on Supabase): every LEAD_OUTBOX_POLL_SECONDS
// it works off due deliveries, so leads that waited for the mail provider go
// out once it answers again, with no command, and forgets ended rate-limit
// windows. One round at a time; a round that keeps failing alerts once.
const config = contactConfig(env);
const worker = createLeadWorker(config, { store: outbox, fetch: globalThis.fetch });
const schedulerHealth = failureStreak("the local outbox scheduler", SCHEDULER_ALERT_AFTER, console);
let draining = false;
const scheduler = setInterval(async () => {
  if (draining) return;
  draining = true;
  try {
    await worker.drain();
    await ownerStore.pruneRateLimits(new Date(Date.now() - config.rateWindowSeconds * 1000));
    schedulerHealth.succeeded();
  } catch (error) {
    console.warn(`[functions] outbox round failed: ${error instanceof Error ? error.message : error}`);
    schedulerHealth.failed(error instanceof Error ? error.message : String(error));
  } finally {
    draining = false;
  }
}, config.outbox.pollMs);

// The retention job (pg_cron's daily 'lead-retention' on Supabase): the same
// SQL function, at start and then hourly.
const RETENTION_EVERY_MS = 60 * 60 * 1000;
async function retention(): Promise<void> {
  try {
    const removed = await deleteExpiredLeads(database.sql);
    if (removed.leadsRemoved) console.log(`[functions] retention: deleted ${removedSummary(removed)} past the retention period`);
  } catch (error) {
    console.warn(`[functions] retention round failed: ${error instanceof Error ? error.message : error}`);
  }
}
void retention();
const retentionTimer = setInterval(retention, RETENTION_EVERY_MS);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

/** Local-only SQL endpoint for `npm run leads`, the tests and the benchmark. */
async function runSql(request: Request): Promise<Response> {
  if (request.method !== "POST" || request.headers.get(ADMIN_HEADER) !== adminToken) return json(403, { error: "forbidden" });
  try {
    const { text, params } = await request.json();
    return json(200, { rows: await database.sql.query(String(text), Array.isArray(params) ? params : []) });
  } catch (error) {
    return json(400, { error: String(error instanceof Error ? error.message : error) });
  }
}

const server = Deno.serve(
  {
    hostname,
    port,
    onListen: async () => {
      const url = `http://${hostname}:${port}`;
      if (dataDir !== "memory") await writeState(dataDir, { pid: Deno.pid, url, adminToken, instance });
      const mail = env.RESEND_API_KEY
        ? `e-mail via ${env.RESEND_API_URL || "Resend"}, retried every ${config.outbox.pollMs / 1000} s while due`
        : "no RESEND_API_KEY: e-mail deliveries wait until it is set";
      console.log(`[functions] ${url}${FUNCTION_PATH} · database ${env.FUNCTIONS_DATABASE_URL ? "PostgreSQL at FUNCTIONS_DATABASE_URL" : dataDir === "memory" ? "in memory" : dataDir}${database.applied.length ? ` (applied ${database.applied.join(", ")})` : ""} · ${mail}`);
    },
  },
  (request, info) => {
    const { pathname } = new URL(request.url);
    if (pathname === FUNCTION_PATH || pathname.startsWith(`${FUNCTION_PATH}/`)) {
      return handler(request, { remoteAddr: info.remoteAddr as Deno.NetAddr });
    }
    if (pathname === "/_local/health") return json(200, { ok: true, instance });
    if (pathname === "/_local/sql") return runSql(request);
    return json(404, { error: `No function at ${pathname}. The contact function is at ${FUNCTION_PATH}.` });
  },
);

async function shutdown() {
  clearInterval(scheduler);
  clearInterval(retentionTimer);
  await Promise.allSettled(afterResponse);
  if (dataDir !== "memory") removeState(dataDir);
  await server.shutdown().catch(() => undefined);
  await database.close().catch(() => undefined);
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", shutdown);
Deno.addSignalListener("SIGTERM", shutdown);
