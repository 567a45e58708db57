/**
 * One person's data (find, export, erase) and the retention job, under Deno
 * (`npm run test:functions`): the real migrations on PGlite, then again on a
 * real PostgreSQL server (this file opens the stores with openTestStores).
 * Times are the database's: leads are stored with a received_at relative to
 * its now(), never by waiting.
 */
import * as assert from "./assert.ts";
import { openTestStores } from "./memory-stores.ts";
import {
  ERASURE_KEY_VARIABLE,
  NOT_LINKABLE,
  deleteExpiredLeads,
  eraseSubject,
  exportSubject,
  findLines,
  runDataRightsCommand,
  subjectHmac,
  type CommandIo,
} from "./data-rights.ts";
import { DATA_REQUEST_REPLY_DAYS, LEAD_RETENTION_DAYS } from "../functions/_shared/lead-retention.ts";
import { normalizeEmailForHashing } from "../functions/_shared/hash-email.ts";
import { LEAD_FIELDS, type LeadFields } from "../functions/_shared/contact-schema.ts";
import { CHANNELS } from "../functions/_shared/lead-store.ts";
import { databaseNow } from "../functions/send-contact-email/test-support.ts";

const { database, store, outbox } = await openTestStores();
const sql = database.sql;
const KEY = "k".repeat(16) + "0123456789abcdef0123456789abcdef";
const DAY_MS = 24 * 60 * 60 * 1000;
const MIGRATIONS = new URL("../migrations/", import.meta.url);

async function reset(): Promise<void> {
  await sql.query("truncate public.contact_messages, public.lead_outbox, public.contact_rate_limits, public.lead_erasures");
}

let stored = 0;
/** Stores a lead from `email`, received `ageMs` before the database's now, with one delivery per channel. */
async function lead(email: string, ageMs = 0, fields: Partial<LeadFields> = {}): Promise<string> {
  const empty = Object.fromEntries(LEAD_FIELDS.map(({ field }) => [field, null])) as unknown as LeadFields;
  const receivedAt = new Date((await databaseNow(sql)).getTime() - ageMs);
  const result = await store.insert(
    {
      ...empty,
      name: `Visitor ${++stored}`,
      email,
      company: "Acme",
      message: `Message ${stored} from ${email}`,
      attribution: {
        firstTouch: null,
        lastTouch: { at: receivedAt.toISOString(), landingPage: "https://www.swc.co.il/?utm_source=news", referrer: "", utm_source: "news" },
        formPage: "https://www.swc.co.il/contact",
        formVariant: "contact",
        consent: null,
      },
      experiments: { "home-hero": "b" },
      ...fields,
      idempotencyKey: `data-rights-${stored}`,
      payloadHash: "0".repeat(64),
      receivedAt,
    } as Parameters<typeof store.insert>[0],
    CHANNELS,
  );
  return result.id;
}

async function leadEmails(): Promise<string[]> {
  return (await store.list()).map((row) => row.email).sort();
}

function captured(env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { sql, where: "the test database", env, out: (line) => void out.push(line), err: (line) => void err.push(line) };
  return { io, out, err };
}

Deno.test("the database's retention period is LEAD_RETENTION_DAYS, the number the privacy notice prints, and docs/data-rights.md says both periods", async () => {
  const [row] = await sql.query<{ days: number }>("select public.lead_retention_days() as days");
  assert.equal(Number(row.days), LEAD_RETENTION_DAYS);
  const docs = await Deno.readTextFile(new URL("../../docs/data-rights.md", import.meta.url));
  assert.ok(docs.includes(`**\`LEAD_RETENTION_DAYS\` = ${LEAD_RETENTION_DAYS}**`));
  assert.ok(docs.includes(`**\`DATA_REQUEST_REPLY_DAYS\` = ${DATA_REQUEST_REPLY_DAYS}**`));
  assert.ok(docs.includes(`within ${DATA_REQUEST_REPLY_DAYS} days`));
});

Deno.test("the retention job pg_cron runs deletes leads older than the retention period with their deliveries, and nothing younger", async () => {
  await reset();
  const hour = 60 * 60 * 1000;
  await lead("old@example.com", LEAD_RETENTION_DAYS * DAY_MS + hour);
  const kept = await lead("young@example.com", LEAD_RETENTION_DAYS * DAY_MS - hour);
  await lead("new@example.com");
  // The job's own command, read from the migration that schedules it, so the SQL tested is the SQL scheduled.
  const migration = await Deno.readTextFile(new URL("20251129090000_lead_data_rights.sql", MIGRATIONS));
  const job = /cron\.schedule\(\s*'lead-retention',\s*'([^']+)',\s*\$job\$([\s\S]*?)\$job\$/.exec(migration);
  assert.ok(job, "the migration schedules lead-retention");
  assert.match(job[1], /^\d+ \d+ \* \* \*$/, "daily");
  const [removed] = await sql.query<{ leads_removed: number; deliveries_removed: number }>(job[2]);
  assert.deepEqual([Number(removed.leads_removed), Number(removed.deliveries_removed)], [1, CHANNELS.length]);
  assert.deepEqual(await leadEmails(), ["new@example.com", "young@example.com"]);
  assert.equal((await outbox.list()).length, 2 * CHANNELS.length, "the kept leads keep their deliveries");
  assert.ok((await outbox.list([kept])).length > 0);
  // The local runner's timer runs the same function: nothing left to delete.
  assert.deepEqual(await deleteExpiredLeads(sql), { leadsRemoved: 0, deliveriesRemoved: 0 });
});

Deno.test("the database matches addresses as the site hashes them: lead_subject_address equals normalizeEmailForHashing", async () => {
  const cases = [
    "dana@example.com",
    "  Dana.Levi@Example.COM ",
    "Dana.Levi+sales@Gmail.com",
    "d.a.n.a@googlemail.com",
    "a.b@gmail.com.evil.example",
    "mu\u0308ller@example.de",
    "m\u00fcller@example.de",
    "no-at-sign.example",
    "a@b@gmail.com",
  ];
  for (const email of cases) {
    const [row] = await sql.query<{ address: string }>("select public.lead_subject_address($1) as address", [email]);
    assert.equal(row.address, normalizeEmailForHashing(email), email);
  }
});

Deno.test("export: every column of each of the person's leads (all spellings of the mailbox) with its deliveries, nobody else's", async () => {
  await reset();
  const first = await lead("Dana.Levi@Gmail.com", 3 * DAY_MS);
  const second = await lead("danalevi@gmail.com");
  await lead("someone@example.com");
  const document = await exportSubject(sql, " DANALEVI@gmail.com");
  assert.deepEqual(document.leads.map((row) => row.id), [first, second], "oldest first");
  assert.equal(document.retention_days, LEAD_RETENTION_DAYS);
  const columns = await sql.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'contact_messages'",
  );
  for (const { column_name } of columns) assert.ok(column_name in document.leads[0], `export has ${column_name}`);
  const [one] = document.leads;
  assert.equal(one.email, "Dana.Levi@Gmail.com");
  assert.match(String(one.message), /^Message \d+ from Dana\.Levi@Gmail\.com$/);
  assert.equal((one.attribution as { lastTouch: { utm_source: string } }).lastTouch.utm_source, "news");
  assert.deepEqual(one.experiments, { "home-hero": "b" });
  assert.deepEqual(one.deliveries.map((row) => row.channel), [...CHANNELS].sort());
  const keptUntil = Date.parse(String(one.kept_until)) - Date.parse(String(one.received_at));
  assert.equal(keptUntil, LEAD_RETENTION_DAYS * DAY_MS, "the date the retention job deletes it");
  assert.deepEqual((await exportSubject(sql, "nobody@example.com")).leads, []);
});

Deno.test("find lists the person's leads as `npm run leads` does, says what no address links, and with the key whether they were erased before", async () => {
  await reset();
  await lead("dana@example.com");
  await lead("other@example.com");
  const lines = await findLines(sql, "Dana@Example.com", null);
  assert.equal(lines.filter((line) => line.includes("<dana@example.com>")).length, 1);
  assert.ok(!lines.some((line) => line.includes("other@example.com")));
  assert.ok(lines.includes(`1 lead and ${CHANNELS.length} delivery rows for dana@example.com (every spelling of that mailbox).`));
  assert.ok(lines.includes(NOT_LINKABLE));
  assert.ok(lines.some((line) => line.includes(ERASURE_KEY_VARIABLE)));
  assert.ok((await findLines(sql, "dana@example.com", KEY)).includes("Never erased before."));
});

Deno.test("erase removes the person's leads and deliveries and leaves one audit row with a keyed hash, the date and the counts, nothing personal", async () => {
  await reset();
  await lead("Dana.Levi@gmail.com");
  await lead("danalevi@gmail.com");
  await lead("someone@example.com");
  const erasure = await eraseSubject(sql, "dana.levi@gmail.com", KEY);
  assert.deepEqual([erasure.leadsRemoved, erasure.deliveriesRemoved], [2, 2 * CHANNELS.length]);
  assert.deepEqual(await leadEmails(), ["someone@example.com"]);
  assert.equal((await outbox.list()).length, CHANNELS.length, "only the other person's deliveries remain");

  const audit = await sql.query<Record<string, unknown>>("select *, erased_on::text as erased_on from public.lead_erasures");
  assert.equal(audit.length, 1);
  const [row] = audit;
  assert.deepEqual(Object.keys(row).sort(), ["deliveries_removed", "email_hmac", "erased_on", "id", "leads_removed"]);
  // Python's hmac.new(KEY, b"danalevi@gmail.com", "sha256").hexdigest(): the address's normal form, keyed.
  assert.equal(row.email_hmac, "6c9c37d0239cac8458f0cf767b62b2aeeb0db78529f5711e189e9b0b422586d1");
  const [today] = await sql.query<{ day: string }>("select current_date::text as day");
  assert.equal(row.erased_on, today.day, "the day, on the database's calendar");
  assert.equal(erasure.erasedOn, today.day);
  assert.deepEqual([Number(row.leads_removed), Number(row.deliveries_removed)], [2, 2 * CHANNELS.length]);
  const text = JSON.stringify(audit).toLowerCase();
  for (const trace of ["dana", "gmail", "visitor", "message"]) assert.ok(!text.includes(trace), `the audit holds no ${trace}`);

  const lines = await findLines(sql, "DanaLevi@gmail.com", KEY);
  assert.ok(lines.includes(`Erased before: ${erasure.erasedOn} (2 leads).`));
  assert.ok(lines.includes(`0 leads and 0 delivery rows for danalevi@gmail.com (every spelling of that mailbox).`));
  // A request about an address with nothing stored is carried out and recorded too.
  const none = await eraseSubject(sql, "nobody@example.com", KEY);
  assert.deepEqual([none.leadsRemoved, none.deliveriesRemoved], [0, 0]);
  assert.equal((await sql.query("select 1 from public.lead_erasures")).length, 2);
});

Deno.test("lead_subject_erase refuses an audit hash that is not an HMAC-SHA256 in hex, and removes nothing", async () => {
  await reset();
  await lead("dana@example.com");
  for (const hash of ["dana@example.com", "ABC", "A".repeat(64)]) {
    await assert.rejects(sql.query("select * from public.lead_subject_erase($1, $2)", ["dana@example.com", hash]), /p_email_hmac must be/);
  }
  assert.deepEqual(await leadEmails(), ["dana@example.com"]);
});

Deno.test("the data-rights functions are not for the public API: anon, authenticated and PUBLIC cannot execute them; the service role can", async () => {
  const functions = [
    "public.lead_retention_days()",
    "public.lead_subject_address(text)",
    "public.lead_delete(uuid[])",
    "public.lead_subject_export(text)",
    "public.lead_subject_erase(text, text)",
    "public.lead_retention_delete()",
  ];
  for (const fn of functions) {
    const [row] = await sql.query<Record<string, boolean>>(
      `select has_function_privilege('anon', $1, 'execute') as anon,
              has_function_privilege('authenticated', $1, 'execute') as authenticated,
              has_function_privilege('service_role', $1, 'execute') as service_role,
              exists (select from pg_proc p, aclexplode(p.proacl) acl where p.oid = $1::regprocedure and acl.grantee = 0) as public`,
      [fn],
    );
    assert.deepEqual(row, { anon: false, authenticated: false, service_role: true, public: false }, fn);
  }
  const [audit] = await sql.query<Record<string, boolean>>(
    `select has_table_privilege('anon', 'public.lead_erasures', 'select') as anon,
            has_table_privilege('authenticated', 'public.lead_erasures', 'select') as authenticated,
            (select relrowsecurity from pg_class where oid = 'public.lead_erasures'::regclass) as rls`,
  );
  assert.deepEqual(audit, { anon: false, authenticated: false, rls: true });
});

Deno.test("the commands: find and export-person need only the address; erase needs the HMAC key and refuses without it", async () => {
  await reset();
  await lead("dana@example.com");
  const missing = captured();
  assert.equal(await runDataRightsCommand("erase", [], missing.io), 2);
  assert.match(missing.err.join("\n"), /Usage: npm run leads:erase -- EMAIL/);
  assert.equal(await runDataRightsCommand("find", ["--json"], captured().io), 2, "a flag is not an address");

  const noKey = captured();
  assert.equal(await runDataRightsCommand("erase", ["dana@example.com"], noKey.io), 2);
  assert.match(noKey.err.join("\n"), new RegExp(`${ERASURE_KEY_VARIABLE} is not set`));
  const shortKey = captured({ [ERASURE_KEY_VARIABLE]: "short" });
  assert.equal(await runDataRightsCommand("erase", ["dana@example.com"], shortKey.io), 2);
  assert.match(shortKey.err.join("\n"), /shorter than 32 characters/);
  assert.deepEqual(await leadEmails(), ["dana@example.com"], "nothing erased without the key");

  const exported = captured();
  assert.equal(await runDataRightsCommand("export-person", ["dana@example.com"], exported.io), 0);
  assert.equal(JSON.parse(exported.out.join("\n")).leads[0].email, "dana@example.com", "stdout is the JSON document alone");
  assert.match(exported.err.join("\n"), /^1 lead for dana@example\.com from the test database\./);

  const erased = captured({ [ERASURE_KEY_VARIABLE]: KEY });
  assert.equal(await runDataRightsCommand("erase", ["dana@example.com"], erased.io), 0);
  assert.match(erased.out[0], new RegExp(`^Erased 1 lead and ${CHANNELS.length} delivery rows of dana@example\\.com from the test database; audit row: \\d{4}-\\d\\d-\\d\\d, HMAC [0-9a-f]{12}…\\.$`));
  assert.match(erased.out.join("\n"), /sales inbox/);
  assert.deepEqual(await leadEmails(), []);
  assert.equal(await subjectHmac(KEY, " DANA@example.com"), await subjectHmac(KEY, "dana@example.com"));
});
