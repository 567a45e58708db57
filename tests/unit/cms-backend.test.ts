/**
 * @jest-environment node
 *
 * The CMS's local backend (npm run cms, the CMS browser test): decap-server
 * over a folder, reading and writing its files, and never a second one on a
 * port another already serves.
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

describe("the local backend", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"));
  let backend: Awaited<ReturnType<typeof startLocalBackend>>;
  let port: number;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "content"));
    fs.writeFileSync(path.join(dir, "content", "site.json"), '{ "brand": "Test" }\n');
    port = await freePort();
    backend = await startLocalBackend({ directory: dir, root: ROOT, port, stdio: "ignore" });
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

  it("refuses to start where a backend already answers", async () => {
    await expect(startLocalBackend({ directory: os.tmpdir(), root: ROOT, port, stdio: "ignore" })).rejects.toThrow(/already answers/);
  });
});
