import { createLeadStore } from "../functions/_shared/lead-store.ts";
import { createOutboxStore } from "../functions/_shared/lead-outbox.ts";
import { openLocalDatabase, openPostgresDatabase } from "./database.ts";

/**
 * The real migrations on an in-memory database, with the lead store and the
 * outbox over it as the function's database role (database.sql is the owner's,
 * for the tests' set-up) (the function's tests use it). With FUNCTIONS_TEST_DATABASE_URL
 * set, on that PostgreSQL server instead (an empty database: the tests empty
 * its tables), through postgres.js as in production.
 */
export async function openTestStores() {
  const url = Deno.env.get("FUNCTIONS_TEST_DATABASE_URL");
  const database = url ? await openPostgresDatabase(url) : await openLocalDatabase("memory");
  // The stores run as the function's role, as the function does in production.
  return { database, store: createLeadStore(database.functionSql), outbox: createOutboxStore(database.functionSql) };
}
