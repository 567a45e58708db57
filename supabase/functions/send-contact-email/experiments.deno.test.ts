/**
 * A lead's experiment assignments under Deno (`npm run test:functions`): the
 * real handler and migrations on PGlite. Stored only under analytics_storage
 * consent, refused with a clear message when malformed or too many.
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { createContactHandler } from "./handler.ts";
import { EXPERIMENT_ID_MAX, EXPERIMENTS_MAX_BYTES, MAX_EXPERIMENT_ASSIGNMENTS } from "../_shared/experiment-fields.ts";
import { webhookPayload } from "../_shared/lead-webhook.ts";
import { DELIVERY_TEST_ENV, FUNCTION_URL, VERIFY_URL, largestValidRequest, quiet, resetTables } from "./test-support.ts";

const { database, store, outbox } = await openTestStores();

const fetchFn = (async (input: RequestInfo | URL) => {
  if (String(input) === VERIFY_URL) return Response.json({ success: true, hostname: "127.0.0.1" });
  return Response.json({ id: "re_1" });
}) as typeof fetch;
const handle = createContactHandler({ env: DELIVERY_TEST_ENV, fetch: fetchFn, store, outbox, log: quiet });

const consent = (analytics: "granted" | "denied") => ({ analytics_storage: analytics, ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
const attribution = (analytics: "granted" | "denied" | null) => ({
  firstTouch: null,
  lastTouch: { at: "2025-03-01T09:58:00.000Z", landingPage: "https://www.swc.co.il/", referrer: "" },
  formPage: "https://www.swc.co.il/contact",
  formVariant: "contact",
  consent: analytics === null ? null : consent(analytics),
});

let key = 0;
function send(extra: Record<string, unknown>): Promise<Response> {
  return handle(
    new Request(FUNCTION_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `experiments-test-${++key}` },
      body: JSON.stringify({ name: "Dana Levi", email: "dana@example.co.il", message: "Hello", recaptchaToken: "tok", ...extra }),
    }),
  );
}

Deno.test("experiments: a lead sent under analytics consent stores its assignments and the webhook carries them", async () => {
  await resetTables(database.sql);
  const experiments = { "home-hero": "analytics-you-can-defend", "lp-form-heading": "control" };
  const response = await send({ attribution: attribution("granted"), experiments });
  assert.equal(response.status, 200, await response.clone().text());
  const [lead] = await store.list();
  assert.deepEqual(lead.experiments, experiments);
  assert.deepEqual(webhookPayload(lead).lead.experiments, experiments);
});

Deno.test("experiments: without analytics_storage granted (refused, unanswered, no attribution) none are stored, and the lead is", async () => {
  await resetTables(database.sql);
  const experiments = { "home-hero": "analytics-you-can-defend" };
  for (const extra of [{ attribution: attribution("denied") }, { attribution: attribution(null) }, {}]) {
    const response = await send({ ...extra, experiments });
    assert.equal(response.status, 200, await response.clone().text());
  }
  const leads = await store.list();
  assert.equal(leads.length, 3);
  assert.ok(leads.every((lead) => lead.experiments === null));
  assert.equal((await send({ attribution: attribution("granted"), experiments: {} })).status, 200);
  assert.equal((await store.list()).at(-1)!.experiments, null, "an empty record is stored as none");
});

Deno.test("experiments: malformed or oversized assignments are refused with a message naming the field", async () => {
  await resetTables(database.sql);
  const tooMany = Object.fromEntries(Array.from({ length: MAX_EXPERIMENT_ASSIGNMENTS + 1 }, (_, i) => [`exp-${i}`, "b"]));
  const cases: [unknown, RegExp][] = [
    ["home-hero.b", /map experiment ids to variant ids/],
    [["home-hero", "b"], /map experiment ids to variant ids/],
    [{ "home-hero": 2 }, /map experiment ids to variant ids/],
    [{ "Home Hero": "b" }, /lower-case letters and digits/],
    [{ "home-hero": "<script>" }, /lower-case letters and digits/],
    [{ "home-hero": "b".repeat(EXPERIMENT_ID_MAX + 1) }, /at most 40 characters/],
    [tooMany, /at most 10 assignments/],
  ];
  for (const [experiments, message] of cases) {
    const response = await send({ attribution: attribution("granted"), experiments });
    assert.equal(response.status, 400, JSON.stringify(experiments));
    const body = await response.json();
    assert.match(body.fields.experiments, message);
  }
  assert.equal(await store.count(), 0);
});

Deno.test("experiments: the largest valid assignments fit the database's cap, which is the one experiment-fields.ts declares", async () => {
  await resetTables(database.sql);
  const body = largestValidRequest();
  const response = await send(body);
  assert.equal(response.status, 200, await response.clone().text());
  const [lead] = await store.list();
  assert.deepEqual(lead.experiments, body.experiments);
  const [{ size }] = await database.sql.query<{ size: number }>("select octet_length(experiments::text) as size from public.contact_messages");
  assert.ok(Number(size) <= EXPERIMENTS_MAX_BYTES, `${size} bytes of experiments`);
  const migrations = [...Deno.readDirSync(new URL("../../migrations/", import.meta.url))].map((entry) => entry.name).sort();
  const latest = migrations.filter((name) => Deno.readTextFileSync(new URL(`../../migrations/${name}`, import.meta.url)).includes("octet_length(experiments::text)")).at(-1)!;
  assert.match(Deno.readTextFileSync(new URL(`../../migrations/${latest}`, import.meta.url)), new RegExp(`octet_length\\(experiments::text\\) <= ${EXPERIMENTS_MAX_BYTES}\\b`));
});
