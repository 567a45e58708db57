/**
 * What a lead's text may be, end to end through the handler and the stores
 * (as the function's role; on PGlite and, in `npm run test:functions`, on
 * PostgreSQL): a name needs a letter, addresses fit SMTP's lengths, invisible
 * and format characters never reach the database (utm_* values included), a
 * look-alike e-mail domain is flagged in the e-mail and the webhook, and
 * visitor text cannot make a link in the webhook's chat line.
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { createContactHandler } from "./handler.ts";
import { DELIVERY_TEST_ENV, FUNCTION_URL, RESEND_URL, VERIFY_URL, quiet, resetTables } from "./test-support.ts";

const HOOK_URL = "https://hooks.test/leads";
const { database, store, outbox } = await openTestStores();

/** A handler whose providers are stubs; what the mail provider and the webhook received. */
function harness() {
  const mails: Record<string, unknown>[] = [];
  const hooks: { text: string; warnings: string[]; lead: Record<string, unknown> }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === VERIFY_URL) return Response.json({ success: true, hostname: "127.0.0.1" });
    if (url === RESEND_URL) {
      mails.push(JSON.parse(String(init?.body)));
      return Response.json({ id: `re_${mails.length}` });
    }
    if (url === HOOK_URL) {
      hooks.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;
  const env = { ...DELIVERY_TEST_ENV, LEAD_WEBHOOK_URL: HOOK_URL, LEAD_WEBHOOK_SECRET: "hygiene-webhook-secret-0123456789" };
  const handle = createContactHandler({ env, fetch: fetchFn, store, outbox, log: quiet });
  let n = 0;
  const send = (fields: Record<string, unknown>) =>
    handle(
      new Request(FUNCTION_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `hygiene-${++n}-${crypto.randomUUID()}` },
        body: JSON.stringify({ name: "Dana Levi", email: "dana@example.co.il", message: "Hello", recaptchaToken: "token", ...fields }),
      }),
    );
  return { send, mails, hooks };
}

Deno.test("a name without a letter, and addresses past SMTP's lengths, are refused with the site's messages; nothing is stored", async () => {
  await resetTables(database.sql);
  const { send } = harness();
  for (const name of ["\u200b\u200b\u200b", "\u00ad\u{E0041}\ufe0f", "42"]) {
    const response = await send({ name });
    assert.equal(response.status, 400, name);
    assert.deepEqual((await response.json()).fields, { name: "Name is required" }, "the function's rule is the About form's (one letter)");
  }
  for (const email of [`${"a".repeat(200)}@example.com`, `${"a".repeat(65)}@example.com`, `x@example.${"c".repeat(100)}`, `x@${"b".repeat(64)}.com`]) {
    const response = await send({ email });
    assert.equal(response.status, 400, email);
    assert.deepEqual((await response.json()).fields, { email: "Please enter a valid email address" });
  }
  assert.equal(await store.count(), 0);
});

Deno.test("invisible and format characters are gone from what is stored and sent, utm_* values included", async () => {
  await resetTables(database.sql);
  const { send, mails } = harness();
  const touch = {
    at: "2026-11-28T08:00:00.000Z",
    landingPage: "https://www.swc.co.il/contact",
    referrer: "",
    utm_source: "news\u200bletter\u{E0069}\u{E0067}",
    utm_campaign: "black\u2028friday\u00ad",
  };
  const response = await send({
    name: "Da\u00adna\u2028Levi\u{E0041}\ufe0f",
    company: "Acme\u2029Ltd\u034f",
    attribution: { firstTouch: null, lastTouch: touch, formPage: "https://www.swc.co.il/contact", formVariant: "contact", consent: null },
  });
  assert.equal(response.status, 200, await response.clone().text());
  const [lead] = await store.list();
  assert.deepEqual([lead.name, lead.company], ["Dana Levi", "Acme Ltd"]);
  assert.deepEqual([lead.attribution?.lastTouch?.utm_source, lead.attribution?.lastTouch?.utm_campaign], ["newsletter", "black friday"]);
  assert.match(String(mails[0].subject), /^New enquiry from Dana Levi \(Acme Ltd\)$/);
});

Deno.test("a look-alike e-mail domain: stored as typed, the e-mail has no reply-to and says why, the webhook warns", async () => {
  await resetTables(database.sql);
  const { send, mails, hooks } = harness();
  assert.equal((await send({ email: "ceo@p\u0430ypal.com" })).status, 200);
  assert.equal((await store.list())[0].email, "ceo@p\u0430ypal.com");
  assert.equal(mails.length, 1);
  assert.equal(mails[0].reply_to, undefined);
  assert.match(String(mails[0].subject), /^\[Check sender address\]/);
  assert.match(String(mails[0].text), /xn--pypal-4ve\.com/);
  assert.equal(hooks.length, 1);
  assert.equal(hooks[0].warnings.length, 1);
  assert.match(hooks[0].text, /^⚠ Check the sender's address/);

  assert.equal((await send({ email: "dana@example.co.il", name: "Dana Ohana" })).status, 200);
  assert.equal(mails[1].reply_to, "dana@example.co.il", "an ordinary domain is the reply-to, with no warning");
  assert.deepEqual(hooks[1].warnings, []);
});

Deno.test("the webhook's chat line: a Markdown link, a Slack link and a bare address in the name link nowhere", async () => {
  await resetTables(database.sql);
  const { send, hooks } = harness();
  const name = "Dana [Verify](https://evil.example/login) <https://evil.example|Open> www.evil.example";
  assert.equal((await send({ name })).status, 200);
  const [{ text, lead }] = hooks;
  const visitor = text.slice(0, text.indexOf(" &lt;dana@"));
  assert.doesNotMatch(visitor, /\]\(|<|>|[a-z]:\/\/|[a-z0-9]\.[a-z0-9]/i, visitor);
  assert.equal(lead.name, name, "the lead's own field keeps the text as typed");
});
