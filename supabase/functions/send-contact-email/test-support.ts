/**
 * What the function's Deno tests share: the URL the function answers at, a
 * log that prints nothing, emptying the tables between tests, and a valid
 * lead's request.
 */
import type { SqlClient } from "../_shared/lead-store.ts";

export const FUNCTION_URL = "http://127.0.0.1:54321/functions/v1/send-contact-email";

export const quiet = { info() {}, warn() {}, error() {} };

/** Empties leads, their deliveries and the rate-limit windows. */
export async function resetTables(sql: SqlClient): Promise<void> {
  await sql.query("truncate public.contact_messages, public.lead_outbox, public.contact_rate_limits");
}

/** Lead number `i`, with an idempotency key of its own (`keyPrefix-i`) and the given captcha token. */
export function leadRequest(i: number, keyPrefix: string, recaptchaToken: string): Request {
  return new Request(FUNCTION_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `${keyPrefix}-${i}` },
    body: JSON.stringify({ name: `Lead ${i}`, email: `lead${i}@example.com`, message: "Hello", recaptchaToken }),
  });
}
