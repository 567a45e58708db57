/**
 * The local embedded database: PGlite (Postgres compiled to WebAssembly) in a
 * directory (default .data/leads) or in memory, with Supabase's API roles and
 * the migrations of supabase/migrations/ applied in order, tracked the way
 * the Supabase CLI tracks them (supabase_migrations.schema_migrations).
 */
import { PGlite } from "npm:@electric-sql/pglite@^0.5.16";
import type { SqlClient } from "../functions/_shared/lead-store.ts";
import { functionPostgresOptions, postgresClient, postgresOptions } from "../functions/_shared/postgres-client.ts";

export const MIGRATIONS_DIR = new URL("../migrations/", import.meta.url);

// The roles every Supabase database has; migrations grant and revoke on them.
const BOOTSTRAP = `
do $$
declare
  fresh boolean := not exists (select from pg_roles where rolname = 'anon');
begin
  if fresh then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- Supabase grants new sequences to the API roles once, when the project is made;
  -- a migration that revokes this must not see it granted again at the next open.
  if fresh then alter default privileges in schema public grant all on sequences to anon, authenticated, service_role; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;

/** The database role the function connects as (supabase/migrations/*_lead_function_role.sql). */
export const FUNCTION_ROLE = "lead_function";

export interface LocalDatabase {
  /** The owner's connection: migrations, operator commands, the tests' set-up. */
  sql: SqlClient;
  /** The function's: every statement runs as FUNCTION_ROLE, with its privileges only. */
  functionSql: SqlClient;
  /** Migration versions applied by this open (empty when already up to date). */
  applied: string[];
  close(): Promise<void>;
}

async function migrationFiles(): Promise<{ version: string; name: string; path: URL }[]> {
  const files: { version: string; name: string; path: URL }[] = [];
  for await (const entry of Deno.readDir(MIGRATIONS_DIR)) {
    const match = /^(\d+)_(.+)\.sql$/.exec(entry.name);
    if (entry.isFile && match) files.push({ version: match[1], name: match[2], path: new URL(entry.name, MIGRATIONS_DIR) });
  }
  return files.sort((a, b) => a.version.localeCompare(b.version));
}

/** What applying the migrations needs from a database: PGlite and postgres.js both offer it. */
interface MigrationTarget {
  exec(text: string): Promise<unknown>;
  versions(): Promise<string[]>;
  /** Runs the migration's text and records its version, in one transaction. */
  apply(text: string, version: string, name: string): Promise<void>;
}

/** Bootstraps the Supabase roles and applies the migrations not yet recorded, in order; their versions. */
async function migrate(target: MigrationTarget): Promise<string[]> {
  await target.exec(BOOTSTRAP);
  const done = new Set(await target.versions());
  const applied: string[] = [];
  for (const migration of await migrationFiles()) {
    if (done.has(migration.version)) continue;
    await target.apply(await Deno.readTextFile(migration.path), migration.version, migration.name);
    applied.push(migration.version);
  }
  return applied;
}

const RECORD_MIGRATION = "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)";
const MIGRATED_VERSIONS = "select version from supabase_migrations.schema_migrations";

/** `dataDir` is a directory path, or "memory" for a throw-away database. */
export async function openLocalDatabase(dataDir: string): Promise<LocalDatabase> {
  if (dataDir !== "memory") await Deno.mkdir(dataDir, { recursive: true });
  const db = dataDir === "memory" ? new PGlite() : new PGlite(dataDir);
  await db.waitReady;
  const applied = await migrate({
    exec: (text) => db.exec(text),
    versions: async () => (await db.query<{ version: string }>(MIGRATED_VERSIONS)).rows.map((row) => row.version),
    apply: async (text, version, name) => {
      await db.transaction(async (tx) => {
        await tx.exec(text);
        await tx.query(RECORD_MIGRATION, [version, name]);
      });
    },
  });

  return {
    sql: {
      async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
        return (await db.query<Row>(text, params)).rows;
      },
    },
    // PGlite has one connection, shared with the owner's statements: each of
    // the function's runs in a transaction of its own under SET LOCAL ROLE.
    functionSql: {
      query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
        return db.transaction(async (tx) => {
          await tx.exec(`set local role ${FUNCTION_ROLE}`);
          return (await tx.query<Row>(text, params)).rows;
        });
      },
    },
    applied,
    close: () => db.close(),
  };
}

/**
 * A real PostgreSQL server at `url` (the production driver, postgres.js, as
 * index.ts uses it) with the same bootstrap and migrations: the local runner
 * uses it when FUNCTIONS_DATABASE_URL is set, e.g. to benchmark against PostgreSQL.
 */
export async function openPostgresDatabase(url: string): Promise<LocalDatabase> {
  const { default: postgres } = await import("postgres");
  // Migrations on a connection of their own, closed before any request: the
  // function's pool below is the production one (size, laziness, name).
  const admin = postgres(url, { ...postgresOptions(url), max: 1, onnotice: () => {} });
  let applied: string[];
  try {
    applied = await migrate({
      exec: (text) => admin.unsafe(text),
      // The callbacks' types are written out: the test run type-checks this file without the driver installed.
      versions: async () => (await admin.unsafe(MIGRATED_VERSIONS)).map((row: Record<string, unknown>) => String(row.version)),
      apply: async (text, version, name) => {
        await admin.begin(async (tx: { unsafe(text: string, params?: unknown[]): Promise<unknown> }) => {
          await tx.unsafe(text);
          await tx.unsafe(RECORD_MIGRATION, [version, name]);
        });
      },
    });
  } finally {
    await admin.end();
  }
  const options = functionPostgresOptions(url);
  const sql = postgres(url, { ...postgresOptions(url), max: 1, onnotice: () => {} });
  // The function's pool is the production one (size, laziness, name), as
  // FUNCTION_ROLE: a startup parameter, so the URL's user must be a member of
  // the role (a superuser, or the owner that created it, is).
  const functionSql = postgres(url, { ...options, connection: { ...options.connection, role: FUNCTION_ROLE }, onnotice: () => {} });
  return {
    sql: postgresClient(sql, url),
    functionSql: postgresClient(functionSql, url),
    applied,
    close: async () => {
      await Promise.all([sql.end(), functionSql.end()]);
    },
  };
}
