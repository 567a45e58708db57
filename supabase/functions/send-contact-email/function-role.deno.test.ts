/**
 * The function's database role (lead_function, *_lead_function_role.sql):
 * every store test runs as it (openTestStores), so a statement it may not run
 * fails them; here, that it is the role in force and that it can do nothing
 * beyond the function's work. And no public role holds a sequence. On PGlite
 * and, in `npm run test:functions`, on PostgreSQL.
 */
import * as assert from "../../local/assert.ts";
import { openTestStores } from "../../local/memory-stores.ts";
import { FUNCTION_ROLE } from "../../local/database.ts";
import { createContactHandler } from "./handler.ts";
import { DELIVERY_TEST_ENV, RESEND_URL, VERIFY_URL, leadRequest, quiet, resetTables } from "./test-support.ts";

const { database, store, outbox } = await openTestStores();
const asFunction = database.functionSql;

/** The error a statement run as the function's role fails with ("" when it ran). */
async function refusal(statement: string): Promise<string> {
  try {
    await asFunction.query(statement);
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

Deno.test("the stores' statements run as lead_function, not as the owner", async () => {
  const [row] = await asFunction.query<{ user: string; superuser: string }>("select current_user as user, current_setting('is_superuser') as superuser");
  assert.deepEqual([row.user, row.superuser], [FUNCTION_ROLE, "off"]);
});

Deno.test("lead_function does the function's whole job: store, admit, queue, claim and record a delivery", async () => {
  await resetTables(database.sql);
  const fetchFn = (async (input: RequestInfo | URL) => {
    if (String(input) === VERIFY_URL) return Response.json({ success: true, hostname: "127.0.0.1" });
    if (String(input) === RESEND_URL) return Response.json({ id: "re_role" });
    throw new Error(`unexpected fetch ${input}`);
  }) as typeof fetch;
  const env = { ...DELIVERY_TEST_ENV, CONTACT_RATE_LIMIT: "3", CONTACT_RATE_LIMIT_SALT: "role-test-salt-0123456789", CONTACT_CLIENT_IP_HEADER: "connection" };
  const handle = createContactHandler({ env, fetch: fetchFn, store, outbox, log: quiet });
  const peer = { remoteAddr: { hostname: "203.0.113.5" } };
  assert.equal((await handle(leadRequest(1, "role-lead", "token-1"), peer)).status, 200);
  const retry = await handle(leadRequest(1, "role-lead", "token-2"), peer);
  assert.deepEqual([retry.status, (await retry.json()).duplicate], [200, true]);
  const [lead] = await store.list();
  const [delivery] = await outbox.list([lead.id]);
  assert.deepEqual([delivery.status, delivery.providerId], ["delivered", "re_role"]);
});

Deno.test("lead_function cannot delete, empty, alter or create, nor read outside its tables", async () => {
  for (const statement of [
    "delete from public.contact_messages",
    "delete from public.lead_outbox",
    "delete from public.contact_rate_limits",
    "update public.contact_messages set name = 'x'",
    "truncate public.contact_messages",
    "alter table public.contact_messages add column x text",
    "drop table public.lead_outbox",
    "create table public.intruder (id int)",
    "select * from supabase_migrations.schema_migrations",
    "alter role lead_function bypassrls",
  ]) {
    assert.match(await refusal(statement), /permission denied|must be owner|must be superuser|must have|only roles with/i, statement);
  }
});

Deno.test("no public role holds a privilege on any sequence of the public schema, and Supabase's default grant of new ones is revoked", async () => {
  const held = await database.sql.query<{ sequence: string; grantee: string }>(
    `select c.relname as sequence, coalesce(r.rolname, 'public') as grantee
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral aclexplode(coalesce(c.relacl, acldefault('S', c.relowner))) acl
       left join pg_roles r on r.oid = acl.grantee
      where n.nspname = 'public' and c.relkind = 'S' and (acl.grantee = 0 or r.rolname in ('anon', 'authenticated'))`,
  );
  assert.deepEqual(held, []);
  const sequences = await database.sql.query<{ n: number }>("select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S'");
  assert.ok(Number(sequences[0].n) >= 1, "lead_outbox's identity sequence is there to check");
  // A sequence created later by the migrating role is not granted to them either.
  await database.sql.query("create sequence public.later_sequence_probe");
  try {
    const later = await database.sql.query<{ grantee: string }>(
      `select coalesce(r.rolname, 'public') as grantee
         from pg_class c cross join lateral aclexplode(coalesce(c.relacl, acldefault('S', c.relowner))) acl
         left join pg_roles r on r.oid = acl.grantee
        where c.relname = 'later_sequence_probe' and (acl.grantee = 0 or r.rolname in ('anon', 'authenticated'))`,
    );
    assert.deepEqual(later, []);
  } finally {
    await database.sql.query("drop sequence public.later_sequence_probe");
  }
});

Deno.test("tear down", async () => {
  await resetTables(database.sql);
  await database.close();
});
