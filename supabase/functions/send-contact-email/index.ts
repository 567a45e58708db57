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

const env = Deno.env.toObject();
// SUPABASE_DB_URL is provided to every Edge Function by the platform.
// prepare: false keeps it working through the transaction pooler.
const sql = postgres(env.DATABASE_URL ?? env.SUPABASE_DB_URL, { prepare: false, max: 2, idle_timeout: 20, connect_timeout: 10 });

const client = { query: (text: string, params: unknown[] = []) => sql.unsafe(text, params as never[]) as unknown as Promise<never[]> };
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
