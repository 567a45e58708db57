/**
 * @jest-environment node
 *
 * The CMS's local backend (npm run cms, the CMS browser test), the server
 * scripts/lib/cms-backend.mjs starts (scripts/lib/cms-backend-server.mjs):
 * decap-server over a folder, reading and writing its files, and never a second one on a
 * port another already serves; an experiment's report, from the report
 * command, with the GA4 export uploaded to it.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startLocalBackend } from "../../scripts/lib/cms-backend.mjs";

const ROOT = path.resolve(__dirname, "..", "..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const EXPERIMENT = "home-hero-headline";

describe("the local backend", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"));
  let backend: Awaited<ReturnType<typeof startLocalBackend>>;
  let port: number;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "content"));
    fs.writeFileSync(path.join(dir, "content", "site.json"), '{ "brand": "Test" }\n');
    fs.mkdirSync(path.join(dir, "content", "experiments"));
    fs.copyFileSync(path.join(ROOT, "content", "experiments", `${EXPERIMENT}.json`), path.join(dir, "content", "experiments", `${EXPERIMENT}.json`));
    port = await freePort();
    backend = await startLocalBackend({ directory: dir, root: ROOT, port, stdio: "ignore", env: { LEADS_DATA_DIR: path.join(dir, "leads") } });
  }, 60_000);

  afterAll(() => {
    backend?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const call = async (action: string, params: Record<string, unknown>) =>
    (await fetch(backend.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action, params: { branch: "main", ...params } }) })).json();

  it("reads and writes the folder's files", async () => {
    expect(await call("getEntry", { path: "content/site.json" })).toMatchObject({ data: '{ "brand": "Test" }\n' });
    const saved = await call("persistEntry", {
      dataFiles: [{ slug: "site", path: "content/site.json", raw: '{ "brand": "Changed" }\n' }],
      assets: [],
      options: { commitMessage: "Update site facts", useWorkflow: false, status: "draft" },
    });
    expect(saved).toEqual({ message: "entry persisted" });
    expect(fs.readFileSync(path.join(dir, "content", "site.json"), "utf8")).toBe('{ "brand": "Changed" }\n');
  });

  // Each report runs the report command under Deno, which opens the lead database (made at the first): tens of seconds on a busy machine.
  const report = (method = "GET", body?: string) =>
    fetch(`${backend.url}/experiments/${EXPERIMENT}/${method === "GET" ? "report" : "exposures"}`, { method, body, headers: { "Content-Type": "text/csv" } });

  it("answers an experiment's report: its variants' leads, and not enough data without exposures", async () => {
    const answer = await report();
    expect(answer.status).toBe(200);
    const { report: result, exposuresFrom } = await answer.json();
    expect(result.variants.map((row: { id: string; leads: number }) => [row.id, row.leads])).toEqual([
      ["control", 0],
      ["defensible", 0],
    ]);
    expect(result.decision).toMatchObject({ verdict: "not-enough-data" });
    expect(exposuresFrom).toBeNull();
  }, 240_000);

  it("keeps an uploaded GA4 export the report reads, and refuses one it cannot, keeping nothing", async () => {
    const refused = await report("PUT", "Page path,Views\n/,3\n");
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toMatch(/Exp variant string/);
    expect(fs.existsSync(path.join(dir, ".data", "experiment-exposures", `${EXPERIMENT}.csv`))).toBe(false);

    const csv = `Exp variant string,Total users\nSWC-${EXPERIMENT}-control,120\nSWC-${EXPERIMENT}-defensible,118\n`;
    const kept = await report("PUT", csv);
    expect(kept.status).toBe(200);
    const { report: result, exposuresFrom } = await kept.json();
    expect(result.variants.map((row: { exposures: number }) => row.exposures)).toEqual([120, 118]);
    expect(result.sampleRatio.mismatch).toBe(false);
    expect(exposuresFrom).toContain(`.data/experiment-exposures/${EXPERIMENT}.csv`);
    expect(fs.readFileSync(path.join(dir, ".data", "experiment-exposures", `${EXPERIMENT}.csv`), "utf8")).toBe(csv);
    // The next report reads the kept file.
    expect((await (await report()).json()).report.variants[0].exposures).toBe(120);
  }, 600_000);

  it("refuses to start where a backend already answers", async () => {
    await expect(startLocalBackend({ directory: os.tmpdir(), root: ROOT, port, stdio: "ignore" })).rejects.toThrow(/already answers/);
  });
});
