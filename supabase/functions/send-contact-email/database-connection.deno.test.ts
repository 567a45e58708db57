/**
 * The production wiring of the database (postgres.js with the function's
 * options, as index.ts builds it) against a TCP listener that counts the
 * connections it is offered: a burst of requests without a passing captcha
 * opens none; the first request whose captcha passed opens one.
 */
import postgres from "postgres";
import * as assert from "../../local/assert.ts";
import { createContactHandler } from "./handler.ts";
import { createLeadStore } from "../_shared/lead-store.ts";
import { createOutboxStore } from "../_shared/lead-outbox.ts";
import { FUNCTION_POOL_SIZE, functionPostgresOptions, postgresClient } from "../_shared/postgres-client.ts";
import { FUNCTION_URL, TEST_RATE_LIMIT_SALT, quiet } from "./test-support.ts";

const SITE = "http://127.0.0.1:9000";
const VERIFY_URL = "https://verify.test/siteverify";

/** A PostgreSQL ErrorResponse message: severity FATAL, code 28P01 (password authentication failed). */
const REFUSAL = (() => {
  const fields = new TextEncoder().encode("SFATAL\0VFATAL\0C28P01\0Mrefused by the test\0\0");
  const message = new Uint8Array(5 + fields.length);
  message[0] = "E".charCodeAt(0);
  new DataView(message.buffer).setInt32(1, 4 + fields.length);
  message.set(fields, 5);
  return message;
})();

Deno.test("database: postgres.js connects only once a captcha passed, through a pool of FUNCTION_POOL_SIZE", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  let offered = 0;
  const accepting = (async () => {
    for await (const conn of listener) {
      offered++;
      // Answers the start-up message with a FATAL error, as a server refusing the login does: the query fails, which the handler answers with 503.
      conn.read(new Uint8Array(1024)).then(() => conn.write(REFUSAL)).finally(() => conn.close()).catch(() => undefined);
    }
  })();
  const url = `postgres://leads:pw@127.0.0.1:${listener.addr.port}/postgres`;
  const sql = postgres(url, { ...functionPostgresOptions(url), connect_timeout: 2 });
  const client = postgresClient(sql, url);
  let verdict = { success: false, "error-codes": ["invalid-input-response"] } as Record<string, unknown>;
  const handle = createContactHandler({
    env: { ALLOWED_ORIGINS: SITE, RECAPTCHA_SECRET_KEY: "s", RECAPTCHA_VERIFY_URL: VERIFY_URL, CONTACT_RATE_LIMIT: "5", CONTACT_RATE_LIMIT_SALT: TEST_RATE_LIMIT_SALT, RESEND_API_KEY: "" },
    fetch: (async () => Response.json(verdict)) as typeof fetch,
    store: createLeadStore(client),
    outbox: createOutboxStore(client),
    log: quiet,
  });
  const post = (i: number, key?: string) =>
    handle(
      new Request(FUNCTION_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: SITE, "cf-connecting-ip": `198.51.100.${i % 250}`, ...(key ? { "Idempotency-Key": key } : {}) },
        body: JSON.stringify({ name: "Dana", email: "dana@example.com", message: "Hi", recaptchaToken: `t-${i}` }),
      }),
    );
  try {
    const refused = await Promise.all(Array.from({ length: 100 }, (_, i) => post(i, i % 2 ? `burst-key-${i}` : undefined)));
    assert.deepEqual([...new Set(refused.map((r) => r.status))], [403]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(offered, 0, "no connection for 100 requests without a passing captcha");

    verdict = { success: true, hostname: "127.0.0.1" };
    const passed = await post(1, "passed-key-1");
    assert.equal(passed.status, 503);
    assert.ok(offered >= 1, "the request whose captcha passed connects");
    assert.ok(FUNCTION_POOL_SIZE <= 3);
  } finally {
    await sql.end({ timeout: 0 });
    listener.close();
    await accepting.catch(() => undefined);
  }
});
