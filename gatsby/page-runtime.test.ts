/** @jest-environment node */
import path from "path";
import vm from "vm";
import { compilePageRuntime } from "./page-runtime";
import site from "../content/site.json";

const ROOT = path.join(__dirname, "..");

describe("the page runtime", () => {
  let source: string;
  beforeAll(async () => {
    source = await compilePageRuntime(ROOT);
  }, 30_000);

  it("is one small script, safe to write inline (every page carries it)", () => {
    // About 3 KB gzipped: click tracking, the consent banner, the menus and the
    // landing capture of lead attribution, which keeps only what the consent allows (about 1.5 KB minified).
    expect(source.length).toBeLessThan(11_000);
    expect(source).not.toMatch(/<\/script/i);
  });

  it("carries the brand for event names but no other site fact", () => {
    expect(source).toContain(JSON.stringify(site.brand));
    expect(source).not.toContain(site.email);
    expect(source).not.toContain(site.footerBlurb.slice(0, 40));
  });

  it("runs in <head> before the body exists, adding document listeners and no globals", () => {
    const listeners: string[] = [];
    const document = { addEventListener: (type: string) => listeners.push(type), documentElement: {}, readyState: "loading" };
    const window = { addEventListener: (type: string) => listeners.push(`window:${type}`), document };
    const context = vm.createContext({ document, window, addEventListener: window.addEventListener });
    const before = new Set(Object.keys(context));
    vm.runInContext(source, context);
    expect(Object.keys(context).filter((key) => !before.has(key))).toEqual([]);
    expect(listeners).toEqual(expect.arrayContaining(["click", "keydown", "DOMContentLoaded", "window:scroll"]));
  });
});
