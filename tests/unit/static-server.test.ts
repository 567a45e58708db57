/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import http, { type Server } from "node:http";
import { createStaticServer } from "../../scripts/lib/static-server.mjs";

/**
 * The local stand-in for the CDN (npm start, browser tests) answers like
 * Netlify: forced rules always, plain rules only where no file exists, one
 * address per page, and no crash on a malformed address.
 */
describe("static server", () => {
  let server: Server;
  let origin: string;

  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
    const page = (dir: string, html: string) => {
      fs.mkdirSync(path.join(root, dir), { recursive: true });
      fs.writeFileSync(path.join(root, dir, "index.html"), html);
    };
    page("about", "about page");
    page("old", "meta-refresh stub");
    page("terms", "terms page");
    fs.writeFileSync(path.join(root, "404.html"), "not found page");
    page("services", "services page");
    fs.writeFileSync(path.join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
    fs.writeFileSync(path.join(root, "_redirects"), "/old /about 301!\n/shadowed-terms /about 301\n/gone /about 301\n/late/_retry/:retry/* /late/:splat 200\n");
    page("shadowed-terms", "a file shadows the plain rule");
    fs.mkdirSync(path.join(root, "downloads"));
    fs.writeFileSync(path.join(root, "downloads", "syllabus.pdf"), "%PDF-1.4");
    fs.mkdirSync(path.join(root, "late"));
    fs.writeFileSync(path.join(root, "late", "island-ABC123.js"), "export default 1;");
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (pathname: string) => fetch(origin + pathname, { redirect: "manual" });

  it("applies a forced rule even where a file exists", async () => {
    const response = await get("/old");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about");
  });

  it("applies a plain rule only where no file exists", async () => {
    expect((await get("/gone")).status).toBe(301);
    const shadowed = await get("/shadowed-terms");
    expect(shadowed.status).toBe(200);
    expect(await shadowed.text()).toBe("a file shadows the plain rule");
  });

  it("sends a trailing-slash address to the page's one address", async () => {
    const response = await get("/about/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?a=1");
    expect((await get("/about")).status).toBe(200);
  });

  it("answers a rewrite's pattern with the target's file, under the address asked for", async () => {
    const retried = await get("/late/_retry/k3x9/island-ABC123.js");
    expect(retried.status).toBe(200);
    expect(retried.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await retried.text()).toBe("export default 1;");
    expect((await get("/late/_retry/k3x9/missing-ABC123.js")).status).toBe(404);
    expect((await get("/late/_retry/island-ABC123.js")).status).toBe(404);
  });

  it("sends a download with the type the CDN gives it", async () => {
    const response = await get("/downloads/syllabus.pdf");
    expect([response.status, response.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  });

  it("answers a malformed address with the 404 page instead of crashing", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("not found page");
    expect((await get("/terms")).status).toBe(200); // still serving
  });

  it("with redirects off, answers from the files alone, like a host that ignores _redirects", async () => {
    const plain = createStaticServer(root, { redirects: false });
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      const plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
      const old = await fetch(`${plainOrigin}/old`, { redirect: "manual" });
      expect(old.status).toBe(200);
      expect(await old.text()).toBe("meta-refresh stub");
      expect((await fetch(`${plainOrigin}/gone`, { redirect: "manual" })).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  /** A GET with the path exactly as written (fetch would resolve its dot segments first). */
  const raw = (pathname: string) =>
    new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: "127.0.0.1", port, path: pathname }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
        })
        .on("error", reject);
    });

  it("never answers with a Location another host could be read from (`//host`, `/\\host`)", async () => {
    for (const pathname of ["/x/..//services/", "//services/", "///services/", "/\\services/", "//services//"]) {
      const response = await raw(pathname);
      expect([pathname, response.status, response.location]).toEqual([pathname, 301, "/services"]);
    }
    const tail = await raw("/about//?q=1");
    expect([tail.status, tail.location]).toEqual([301, "/about?q=1"]);
    const page = await raw("//services");
    expect([page.status, page.location]).toEqual([301, "/services"]);
  });

  it("never serves the CDN's own _headers and _redirects files", async () => {
    for (const pathname of ["/_headers", "/_redirects", "/_redirects/", "/%5Fheaders", "//_redirects"]) {
      const response = await raw(pathname);
      expect([pathname, response.status, response.body]).toEqual([pathname, 404, "not found page"]);
    }
    expect((await get("/about")).headers.get("x-frame-options")).toBe("DENY"); // still applied
  });

  it("answers 404 (or 500) instead of crashing when a file disappears while it answers", async () => {
    const open = jest.spyOn(fs.promises, "open");
    try {
      // The page was there when looked up, and is gone when opened (a rebuild rewrote public/).
      open.mockRejectedValueOnce(Object.assign(new Error("ENOENT: gone"), { code: "ENOENT" }));
      const gone = await get("/terms");
      expect([gone.status, await gone.text()]).toEqual([404, "not found page"]);
      // The 404 page itself is gone for a moment too.
      open.mockRejectedValueOnce(Object.assign(new Error("ENOENT: gone"), { code: "ENOENT" }));
      open.mockRejectedValueOnce(Object.assign(new Error("ENOENT: gone"), { code: "ENOENT" }));
      const bare = await get("/terms");
      expect([bare.status, await bare.text()]).toEqual([404, "Not found\n"]);
      open.mockRejectedValueOnce(Object.assign(new Error("EACCES: denied"), { code: "EACCES" }));
      expect((await get("/terms")).status).toBe(500);
    } finally {
      open.mockRestore();
    }
    fs.renameSync(path.join(root, "404.html"), path.join(root, "404.tmp"));
    try {
      const missing = await get("/nowhere");
      expect([missing.status, await missing.text()]).toEqual([404, "Not found\n"]);
    } finally {
      fs.renameSync(path.join(root, "404.tmp"), path.join(root, "404.html"));
    }
    expect((await get("/terms")).status).toBe(200); // still serving
  });
});
