/** @jest-environment node */
import { FUNCTION_POOL_SIZE, functionPostgresOptions, operatorTls, postgresClient, usesTransactionPooler } from "./postgres-client";

describe("the lead store's PostgreSQL client", () => {
  it("prepares statements on a direct connection, never through Supabase's transaction pooler", async () => {
    const calls: unknown[][] = [];
    const sql = { unsafe: async (...args: unknown[]) => (calls.push(args), []) };
    await postgresClient(sql, "postgres://postgres:pw@db.example.supabase.co:5432/postgres").query("select $1", [1]);
    await postgresClient(sql, "postgres://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres").query("select $1", [2]);
    await postgresClient(sql, "postgres://u:pw@pgbouncer.internal:5432/db?pgbouncer=true").query("select 1");
    expect(calls).toEqual([
      ["select $1", [1], { prepare: true }],
      ["select $1", [2], { prepare: false }],
      ["select 1", [], { prepare: false }],
    ]);
  });

  it("tells a pooler by its port or its pgbouncer flag", () => {
    expect(usesTransactionPooler("postgres://u:p@127.0.0.1:5432/bench")).toBe(false);
    expect(usesTransactionPooler("postgres://u:p@127.0.0.1/bench")).toBe(false);
    expect(usesTransactionPooler("postgresql://u:p@host:6543/postgres")).toBe(true);
  });

  it("the function's pool is small and, through the transaction pooler, prepares nothing", () => {
    const pooled = functionPostgresOptions("postgres://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres");
    expect(pooled).toMatchObject({ prepare: false, max: FUNCTION_POOL_SIZE, connection: { application_name: "send-contact-email" } });
    expect(FUNCTION_POOL_SIZE).toBeGreaterThanOrEqual(1);
    expect(FUNCTION_POOL_SIZE).toBeLessThanOrEqual(3);
    expect(functionPostgresOptions("postgres://u:p@127.0.0.1:5432/bench").prepare).toBe(true);
  });

  it("operator commands require TLS to any database not on this machine, unless sslmode=disable says otherwise (with a warning)", () => {
    expect(operatorTls("postgres://postgres:pw@db.abc.supabase.co:5432/postgres")).toEqual({ ssl: "require", warning: null });
    expect(operatorTls("postgres://u:p@127.0.0.1:5432/bench")).toEqual({ ssl: false, warning: null });
    expect(operatorTls("postgres://u:p@localhost/bench")).toEqual({ ssl: false, warning: null });
    expect(operatorTls("postgres://u:p@[::1]:5432/bench")).toEqual({ ssl: false, warning: null });
    expect(operatorTls("postgres://u:p@db.example:5432/x?sslmode=verify-full")).toEqual({ ssl: undefined, warning: null });
    const off = operatorTls("postgres://u:p@db.example:5432/x?sslmode=disable");
    expect(off.ssl).toBe(false);
    expect(off.warning).toMatch(/clear text/);
  });
});
