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
import { openConnections, postgresClient, postgresOptions } from "../_shared/postgres-client.ts";

const env = Deno.env.toObject();
// SUPABASE_DB_URL is provided to every Edge Function by the platform.
const databaseUrl = env.DATABASE_URL ?? env.SUPABASE_DB_URL;
const POOL_SIZE = 2;
const sql = postgres(databaseUrl, { ...postgresOptions(databaseUrl), max: POOL_SIZE, idle_timeout: 20, connect_timeout: 10 });
// Connected while the first request is still being read and checked, not after.
openConnections(sql, POOL_SIZE);

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
  now: () => new Date(),
  waitUntil: runtime ? (work) => runtime.waitUntil(work) : undefined,
});

Deno.serve(handler);
