/**
 * What the function's Deno tests share: the URL the function answers at, a
 * log that prints nothing, emptying the tables between tests, a valid lead's
 * request, and for the delivery tests the stub providers' URLs, their env,
 * a caller's clock the tests set, and time passing on the database's clock
 * (the stores on an in-memory database are the local stand-in's:
 * supabase/local/memory-stores.ts).
 */
import type { SqlClient } from "../_shared/lead-store.ts";
import { CONTACT_LIMITS } from "../_shared/contact-schema.ts";
import { CLICK_ID_PARAMS, UTM_PARAMS } from "../_shared/attribution-fields.ts";
import { EXPERIMENT_ID_MAX, MAX_EXPERIMENT_ASSIGNMENTS } from "../_shared/experiment-fields.ts";

export const FUNCTION_URL = "http://127.0.0.1:54321/functions/v1/send-contact-email";

/** Where the delivery tests' stubs answer: the captcha check and the mail provider. */
export const VERIFY_URL = "https://verify.test/siteverify";
export const RESEND_URL = "https://mail.test/emails";

/**
 * The rate-limit salt of the tests that turn the limit on (production
 * requires CONTACT_RATE_LIMIT_SALT; the local runner has a default of its own).
 */
export const TEST_RATE_LIMIT_SALT = "test-rate-limit-salt-0123456789";

/** The function's env in the delivery tests: both providers at their stubs, no rate limit. */
export const DELIVERY_TEST_ENV = {
  RECAPTCHA_SECRET_KEY: "test-secret",
  RECAPTCHA_VERIFY_URL: VERIFY_URL,
  RESEND_API_KEY: "re_key",
  RESEND_API_URL: RESEND_URL,
  CONTACT_TO_EMAIL: "leads@swc.test",
  CONTACT_RATE_LIMIT: "0",
};

/**
 * The caller's clock (the function's or an operator's machine): it stands
 * still until a test moves it, `now` for the function and worker, `advance(ms)`
 * to move it on. The outbox does not read it: its times are the database's.
 */
export function testClock(start: number) {
  const clock = { now: new Date(start) };
  const now = () => clock.now;
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { clock, now, advance };
}

/** The database's clock now (`now()`, which every outbox time is taken from). */
export async function databaseNow(sql: SqlClient): Promise<Date> {
  const [row] = await sql.query<{ now: unknown }>("select now() as now");
  return row.now instanceof Date ? row.now : new Date(String(row.now));
}

/**
 * `ms` pass for the outbox, on the database's clock: every time stored in
 * lead_outbox moves `ms` into the past, so a row that was due in `ms` is due
 * now, a lease with `ms` left has ended, and a row due for `ms` is overdue.
 * The database's clock itself keeps running; no test waits for it.
 */
export async function elapse(sql: SqlClient, ms: number): Promise<void> {
  await sql.query(
    `update public.lead_outbox
        set next_attempt_at = next_attempt_at - make_interval(secs => $1::double precision),
            locked_until = locked_until - make_interval(secs => $1::double precision),
            delivered_at = delivered_at - make_interval(secs => $1::double precision),
            created_at = created_at - make_interval(secs => $1::double precision)`,
    [ms / 1000],
  );
}

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

/**
 * The largest request the schema accepts, in bytes: every field at its cap,
 * filled with characters of three UTF-8 bytes where the field allows them
 * (U+4E2D), page addresses with printable ASCII, every campaign parameter and
 * click id in both touches, consent granted (so nothing is dropped), and
 * the most experiment assignments with the longest ids.
 */
export function largestValidRequest() {
  const wide = (length: number) => "中".repeat(length);
  const address = (prefix: string) => `${prefix}${"a".repeat(CONTACT_LIMITS.url - prefix.length)}`;
  const touch = (at: string) => ({
    at,
    landingPage: address("https://www.swc.co.il/"),
    referrer: address("https://www.google.com/"),
    ...Object.fromEntries(UTM_PARAMS.map((name) => [name, wide(CONTACT_LIMITS.utm)])),
    ...Object.fromEntries(CLICK_ID_PARAMS.map((name) => [name, "g".repeat(CONTACT_LIMITS.clickId)])),
  });
  return {
    name: wide(CONTACT_LIMITS.name),
    // 64 + 1 + 189 = 254 characters, DNS labels of at most 63.
    email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(CONTACT_LIMITS.email - 64 - 1 - 64 - 64 - 5)}.test`,
    company: wide(CONTACT_LIMITS.company),
    message: wide(CONTACT_LIMITS.message),
    recaptchaToken: "t".repeat(CONTACT_LIMITS.recaptchaToken),
    buttonText: wide(CONTACT_LIMITS.buttonText),
    componentName: wide(CONTACT_LIMITS.componentName),
    attribution: {
      firstTouch: touch("2025-02-01T08:00:00.000Z"),
      lastTouch: touch("2025-03-01T09:58:00.000Z"),
      formPage: address("https://www.swc.co.il/contact/"),
      formVariant: "a".repeat(40),
      consent: { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    },
    experiments: Object.fromEntries(
      Array.from({ length: MAX_EXPERIMENT_ASSIGNMENTS }, (_, i) => [`${i}`.padStart(EXPERIMENT_ID_MAX, "e"), "v".repeat(EXPERIMENT_ID_MAX)]),
    ),
  };
}
