/**
 * Production entry (Supabase Edge Runtime): wires the pure handler to the
 * project's Postgres and the platform's fetch and clock. All logic lives in
 * handler.ts; the local runner (supabase/local/serve.ts) wires the same
 * handler to an embedded PGlite database instead.
 */
import postgres from "postgres";
import { createContactHandler } from "./handler.ts";
import { createLeadStore } from "../_shared/lead-store.ts";
import { createOutboxStore } from "../_shared/lead-outbox.ts";
import { createCspReportStore } from "../_shared/csp-reports.ts";
import { functionPostgresOptions, postgresClient, usesTransactionPooler } from "../_shared/postgres-client.ts";

const env = Deno.env.toObject();
// DATABASE_URL: the transaction pooler's connection string (port 6543), which
// Supabase recommends for edge functions. SUPABASE_DB_URL, which the platform
// provides, is the direct connection: a fallback that works, with the warning below.
const databaseUrl = env.DATABASE_URL ?? env.SUPABASE_DB_URL;
if (!usesTransactionPooler(databaseUrl)) {
  console.warn("[send-contact-email] the database URL is not the transaction pooler's (port 6543): every worker holds direct connections. Set the DATABASE_URL secret (docs/lead-capture.md).");
}
// No connection is opened here: postgres.js connects at the first query, after a captcha passed.
const sql = postgres(databaseUrl, functionPostgresOptions(databaseUrl));

const client = postgresClient(sql, databaseUrl);
const store = createLeadStore(client);
const outbox = createOutboxStore(client);

// Deliveries may finish after the response where the runtime allows it.
const runtime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime;

const handler = createContactHandler({
  env,
  fetch: globalThis.fetch,
  store,
  outbox,
  cspReports: createCspReportStore(client),
  now: () => new Date(),
  waitUntil: runtime ? (work) => runtime.waitUntil(work) : undefined,
});

Deno.serve(handler);
