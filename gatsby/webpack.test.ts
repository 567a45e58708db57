/** @jest-environment node */
import fs from "fs";
import path from "path";
import { PARTYTOWN_BROWSER_REQUEST, PARTYTOWN_BROWSER_STUB, SERVICE_WORKER_REQUEST, SERVICE_WORKER_STUB } from "./webpack";

// The stand-ins of gatsby/browser-stubs/ replace private files of the installed
// Gatsby (reasons in gatsby/webpack.ts). A Gatsby release that moves or
// renames them must fail here, not silently bring their weight back.
const GATSBY = path.dirname(require.resolve("gatsby/package.json"));

/** The names a CommonJS module (Gatsby's compiled files) or an ES module (a stub) exports. */
function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const names = [...source.matchAll(/^exports\.(?!__esModule)(\w+) =/gm), ...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]);
  return [...new Set(names)].sort();
}

describe("Gatsby's private browser files that the production bundle replaces", () => {
  it("the Partytown plugin's gatsby-browser.js is still where the replacement looks for it, a plugin Gatsby loads, with the exports the stub has", () => {
    const original = path.join(GATSBY, "dist", "internal-plugins", "partytown", "gatsby-browser.js");
    expect(fs.existsSync(original)).toBe(true);
    expect(PARTYTOWN_BROWSER_REQUEST.test(original)).toBe(true);
    const loader = fs.readFileSync(path.join(GATSBY, "dist", "bootstrap", "load-plugins", "load-internal-plugins.js"), "utf8");
    expect(loader).toMatch(/internal-plugins\/partytown`/);
    expect(exportedNames(PARTYTOWN_BROWSER_STUB)).toEqual(exportedNames(original));
  });

  it("production-app.js still requires ./register-service-worker, by the request the replacement matches", () => {
    const productionApp = fs.readFileSync(path.join(GATSBY, "cache-dir", "production-app.js"), "utf8");
    const requests = [...productionApp.matchAll(/require\(\s*[`'"]([^`'"]*register-service-worker[^`'"]*)[`'"]\s*\)/g)].map((match) => match[1]);
    expect(requests).toEqual(["./register-service-worker"]);
    expect(requests.every((request) => SERVICE_WORKER_REQUEST.test(request))).toBe(true);
    expect(fs.existsSync(path.join(GATSBY, "cache-dir", "register-service-worker.js"))).toBe(true);
    expect(fs.existsSync(SERVICE_WORKER_STUB)).toBe(true);
  });
});

describe("gatsby develop's watch", () => {
  it("leaves out the types Gatsby generates (where gatsby-config.ts writes them), and nothing else", async () => {
    const { GENERATED_TYPES } = await import("./webpack");
    const configured = /typesOutputPath:\s*"([^"]+)"/.exec(fs.readFileSync(path.join(__dirname, "..", "gatsby-config.ts"), "utf8"))?.[1];
    expect(configured).toBeDefined();
    expect(GENERATED_TYPES.test(path.resolve(__dirname, "..", configured!))).toBe(true);
    expect(GENERATED_TYPES.test(path.resolve(__dirname, "..", "src", "components", "types.ts"))).toBe(false);
  });
});
