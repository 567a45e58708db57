import { createLeadStore } from "../functions/_shared/lead-store.ts";
import { createOutboxStore } from "../functions/_shared/lead-outbox.ts";
import { openLocalDatabase } from "./database.ts";

/** The real migrations on an in-memory database, with the lead store and the outbox over it (the function's tests use it). */
export async function openTestStores() {
  const database = await openLocalDatabase("memory");
  return { database, store: createLeadStore(database.sql), outbox: createOutboxStore(database.sql) };
}
