/**
 * The lead's fields are declared once, by the schema: the store's columns
 * and the idempotency hash are derived from it. And the handler's steps before
 * the captcha settle a bad request on their own, without a database.
 */
import * as assert from "../../local/assert.ts";
import { LEAD_FIELDS, leadFields, contactMessageSchema } from "../_shared/contact-schema.ts";
import { LEAD_COLUMNS } from "../_shared/lead-store.ts";
import { openLocalDatabase } from "../../local/database.ts";
import { idempotencyKeyOf, parseMessage, payloadHash, readJsonObject, Reply } from "./read-request.ts";
import { FUNCTION_URL } from "./test-support.ts";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The Reply a step settled the request with. */
async function settled(step: () => unknown): Promise<Reply> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Reply) return error;
    throw error;
  }
  throw new assert.AssertionError("the step did not settle the request");
}

Deno.test("every field a lead keeps has its column in contact_messages (the migrations'), jsonb exactly where the field holds an object", async () => {
  const database = await openLocalDatabase("memory");
  try {
    const rows = await database.sql.query<{ column_name: string; data_type: string }>(
      "select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = 'contact_messages'",
    );
    const types = new Map(rows.map((row) => [row.column_name, row.data_type]));
    assert.deepEqual(
      LEAD_FIELDS.map(({ field }) => field),
      ["name", "email", "company", "message", "buttonText", "componentName", "attribution", "experiments"],
    );
    for (const { field, column, json } of LEAD_COLUMNS) {
      assert.equal(types.get(column), json ? "jsonb" : "text", `${field} → ${column}`);
    }
  } finally {
    await database.close();
  }
});

Deno.test("payloadHash: the message's texts in the schema's order, so keys stored before keep their hash; attribution and experiments do not count", async () => {
  const message = contactMessageSchema.parse({
    name: "Dana",
    email: "dana@example.com",
    message: "Hello",
    recaptchaToken: "token",
    buttonText: "Send",
    experiments: { "hero-title": "b" },
  });
  const lead = leadFields(message);
  assert.equal(lead.company, "");
  assert.equal(lead.componentName, null);
  assert.equal(lead.experiments, null, "no analytics consent recorded: no assignments kept");
  // The hash as the handler wrote it before the fields were derived.
  assert.equal(await payloadHash(lead), await sha256(JSON.stringify(["Dana", "dana@example.com", "", "Hello", "Send", null])));
  assert.equal(await payloadHash({ ...lead, experiments: { other: "a" } }), await payloadHash(lead));
});

Deno.test("the steps before the captcha settle a bad request with its reply", async () => {
  const post = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    new Request(FUNCTION_URL, { method: "POST", headers, body });

  assert.equal((await settled(() => readJsonObject(post("{}", { "Content-Type": "text/plain" })))).status, 415);
  assert.equal((await settled(() => readJsonObject(post("[1]")))).body?.error, "The request body must be a JSON object.");
  assert.equal((await settled(() => idempotencyKeyOf(post("{}", { "Idempotency-Key": "short" })))).status, 400);
  assert.equal(idempotencyKeyOf(post("{}")), null);

  const warnings: string[] = [];
  const log = { warn: (line: string) => warnings.push(line) };
  const refused = await settled(() => parseMessage({ name: "Dana", email: "nope", message: "Hi", recaptchaToken: "t" }, null, log));
  assert.deepEqual(refused.body?.fields, { email: "Please enter a valid email address" });
  // An attribution that alone is invalid is dropped, and the lead goes on.
  const kept = parseMessage({ name: "Dana", email: "dana@example.com", message: "Hi", recaptchaToken: "t", attribution: 7 }, "key-12345", log);
  assert.equal(kept.attribution, undefined);
  assert.match(warnings.join("\n"), /attribution refused .*key key-12345/);
});
