/**
 * postgres.js as the lead store's SqlClient, for production (index.ts) and for
 * the local runner on a real PostgreSQL server (supabase/local/database.ts).
 *
 * Statements are prepared once per connection: without that the driver sends
 * every statement with parameters in two round trips (describe, then execute)
 * and the server plans it again each time. A transaction pooler (Supabase's,
 * on port 6543) hands each transaction any server connection, where a prepared
 * statement may not exist, so through one nothing is prepared.
 */
import type { SqlClient } from "./lead-store.ts";

/** Whether `url` reaches the database through a transaction pooler. */
export function usesTransactionPooler(url: string): boolean {
  const parsed = new URL(url);
  return parsed.port === "6543" || parsed.searchParams.get("pgbouncer") === "true";
}

/** The one postgres.js call the client needs (a `postgres(url, …)` instance has it). */
interface Postgres {
  unsafe(text: string, params: never[], options: { prepare: boolean }): PromiseLike<unknown>;
}

export function postgresClient(sql: Postgres, url: string): SqlClient {
  const { prepare } = postgresOptions(url);
  return {
    query: (text, params = []) => sql.unsafe(text, params as never[], { prepare }) as unknown as Promise<never[]>,
  };
}

/**
 * Connections one function worker may hold. Small on purpose: through the
 * transaction pooler a connection is busy only for one statement, and workers
 * multiply (every instance the platform starts has its own pool).
 */
export const FUNCTION_POOL_SIZE = 2;
/** The function's connections name themselves so: pg_stat_activity (and the benchmark) can count them. */
export const FUNCTION_APPLICATION_NAME = "send-contact-email";

/**
 * The function's postgres.js options for `url` (production and the local
 * runner on PostgreSQL alike). postgres.js opens a connection at the first
 * query, not at `postgres(url)`, and the handler queries only after a
 * request's captcha passed: a burst of requests without one opens none.
 */
export function functionPostgresOptions(url: string) {
  return {
    ...postgresOptions(url),
    max: FUNCTION_POOL_SIZE,
    idle_timeout: 20,
    connect_timeout: 10,
    connection: { application_name: FUNCTION_APPLICATION_NAME },
  };
}

/** The driver's connection options that go with `postgresClient` for `url`. */
export function postgresOptions(url: string) {
  return { prepare: !usesTransactionPooler(url) };
}

/**
 * TLS for an operator command (`npm run leads` and friends send every lead):
 * required to any database that is not on this machine, unless the URL says
 * `sslmode=disable` — then the command still connects, with the reason
 * printed. postgres.js itself uses no TLS unless the URL asks for it.
 */
export function operatorTls(url: string): { ssl: "require" | false | undefined; warning: string | null } {
  const parsed = new URL(url);
  const mode = parsed.searchParams.get("sslmode");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const loopback = host === "" || host === "localhost" || host === "::1" || /^127\./.test(host);
  if (mode === "disable") return { ssl: false, warning: loopback ? null : `TLS is off (sslmode=disable in DATABASE_URL): leads travel to ${host} in clear text` };
  if (mode) return { ssl: undefined, warning: null };
  return { ssl: loopback ? false : "require", warning: null };
}
