/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { postgresBinaries, startThrowawayPostgres } from "../../scripts/lib/throwaway-postgres.mjs";

/**
 * test:functions and bench:leads run the lead function on a PostgreSQL server
 * of its own: a fresh cluster on a free port that can be cut off and brought
 * back with its data, and that leaves nothing behind.
 */
const binaries = postgresBinaries();

describe("postgresBinaries", () => {
  const savedPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  it("finds initdb on PATH, else the newest of Debian's versioned folders, else nothing", () => {
    if (binaries) expect(fs.existsSync(path.join(binaries, "initdb"))).toBe(true);
    process.env.PATH = "/usr/bin:/bin";
    const debian = "/usr/lib/postgresql";
    const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((name) => fs.existsSync(path.join(debian, name, "bin", "initdb"))) : [];
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    expect(postgresBinaries()).toBe(newest ? path.join(debian, newest, "bin") : null);
  });
});

const describeWithPostgres = binaries ? describe : describe.skip;
if (!binaries) console.warn("throwaway-postgres.test.ts: PostgreSQL is not installed (no initdb): the throwaway cluster test is skipped (apt-get install -y postgresql)");

describeWithPostgres("a throwaway PostgreSQL server", () => {
  /** Runs SQL over TCP with the cluster's own psql; the exit status tells whether the server answered. */
  const psql = (url: string, sql: string) =>
    spawnSync(path.join(binaries!, "psql"), [url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql], { encoding: "utf8", env: { ...process.env, PGCONNECT_TIMEOUT: "10" } });
  const ownFolders = () => new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("swc-postgres-")));

  it(
    "serves a fresh database on a local port, survives an outage with its data, and leaves no files once stopped",
    async () => {
      const before = ownFolders();
      const server = await startThrowawayPostgres(binaries!);
      const port = new URL(server.url).port;
      // Its folder: new, and holding the server's socket (another run may make one at the same time).
      const folder = [...ownFolders()].filter((name) => !before.has(name)).find((name) => fs.existsSync(path.join(os.tmpdir(), name, `.s.PGSQL.${port}`)));
      try {
        expect(server.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
        expect(folder).toBeDefined();
        const setup = psql(server.url, "create table lead (id int); insert into lead values (1), (2); select current_user, count(*) from lead;");
        expect(setup.stderr).toBe("");
        expect(setup.stdout.trim()).toBe("postgres|2");

        await server.down();
        expect(psql(server.url, "select 1").status).not.toBe(0);
        await server.up();
        expect(psql(server.url, "select count(*) from lead").stdout.trim()).toBe("2");
      } finally {
        server.stop();
      }
      expect(psql(server.url, "select 1").status).not.toBe(0);
      expect(fs.existsSync(path.join(os.tmpdir(), folder!))).toBe(false);
    },
    120_000,
  );
});
