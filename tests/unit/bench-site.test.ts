/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, outputInNode, runInNode } from "./support/run-in-node";

/**
 * What the benchmarks share: they refuse to measure a folder that holds no
 * built site, and serve one as the host would. (bench-site.mjs finds the
 * repository through import.meta, so it runs in plain Node here.)
 */
describe("the benchmarks' built site", () => {
  let site: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-test-"));
    fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>home</title>");
    fs.mkdirSync(path.join(site, "about"));
    fs.writeFileSync(path.join(site, "about", "index.html"), "about page");
    fs.writeFileSync(path.join(site, "_redirects"), "/old /about 301!\n");
    fs.writeFileSync(path.join(site, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it("accepts a folder with a home page and ends the process, saying what to run, for one without", () => {
    expect(runInNode(`import { assertBuiltSite } from "./scripts/lib/bench-site.mjs"; assertBuiltSite(${JSON.stringify(site)}); console.log("measured");`)).toMatchObject({ status: 0, stdout: "measured" });
    const empty = path.join(site, "about");
    const refused = runInNode(`import { assertBuiltSite } from "./scripts/lib/bench-site.mjs"; assertBuiltSite(${JSON.stringify(path.join(empty, "nothing"))}); console.log("measured");`);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("No built site in");
    expect(refused.stderr).toContain("run `npm run build`");
  });

  it("with build: false, never builds: measures public/ as it is or refuses", () => {
    const run = runInNode('import { ensureBuiltSite } from "./scripts/lib/bench-site.mjs"; console.log(ensureBuiltSite({ build: false }));');
    const publicDir = path.join(ROOT, "public");
    expect(run.stderr).not.toContain("building");
    if (fs.existsSync(path.join(publicDir, "index.html"))) expect(run).toMatchObject({ status: 0, stdout: publicDir });
    else expect(run).toMatchObject({ status: 1, stderr: `No built site in ${publicDir}: run \`npm run build\`.` });
  });

  it("serves the folder on 127.0.0.1 with its _redirects and _headers, and refuses a port that is taken", () => {
    const code = `
      import { serveSite } from "./scripts/lib/bench-site.mjs";
      const server = await serveSite(${JSON.stringify(site)}, 0);
      const { address, port } = server.address();
      const home = await fetch(\`http://127.0.0.1:\${port}/\`);
      const old = await fetch(\`http://127.0.0.1:\${port}/old\`, { redirect: "manual" });
      const taken = await serveSite(${JSON.stringify(site)}, port).then(() => "served twice", (error) => error.code);
      server.close();
      console.log(JSON.stringify({ address, home: [home.status, home.headers.get("x-frame-options"), await home.text()], old: [old.status, old.headers.get("location")], taken }));`;
    expect(JSON.parse(outputInNode(code))).toEqual({
      address: "127.0.0.1",
      home: [200, "DENY", "<!doctype html><title>home</title>"],
      old: [301, "/about"],
      taken: "EADDRINUSE",
    });
  });
});
