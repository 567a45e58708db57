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
 * Opens the pool's `size` connections at once, before requests need them: the
 * first requests after a start then do not each wait for a connection of
 * their own. Resolves when they are open; a database that cannot be reached
 * is the requests' error to report, not the start's, so failures resolve too.
 */
export async function openConnections(sql: Postgres, size: number): Promise<void> {
  await Promise.all(Array.from({ length: size }, () => Promise.resolve(sql.unsafe("select 1", [], { prepare: false })).catch(() => undefined)));
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
