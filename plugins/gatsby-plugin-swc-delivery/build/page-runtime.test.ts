/** @jest-environment node */
import path from "path";
import vm from "vm";
import { compilePageRuntime } from "./page-runtime";
import site from "../../../content/site.json";

const ROOT = path.join(__dirname, "..", "..", "..");

describe("the page runtime", () => {
  let source: string;
  beforeAll(async () => {
    source = await compilePageRuntime(ROOT);
  }, 30_000);

  it("is one small script, safe to write inline (every page carries it)", () => {
    // About 6 KB gzipped: click tracking, the consent banner, the menus, the
    // landing capture of lead attribution (which keeps only what the consent
    // allows), the page view, and the loader of islands and late code. It is
    // all the JavaScript most pages run.
    expect(source.length).toBeLessThan(17_000);
    expect(source).not.toMatch(/<\/script/i);
  });

  it("gives a page without a form, the radio presets or the not-found page none of their code", async () => {
    const bare = await compilePageRuntime(ROOT, []);
    for (const mark of ["data-island", "data-radio-presets", "data-not-found-page"]) {
      expect(source).toContain(mark);
      expect(bare).not.toContain(mark);
    }
    expect(bare.length).toBeLessThan(source.length - 2_000);
  }, 30_000);

  it("carries none of the late code's sources: the page names the files it loads", () => {
    expect(source).not.toContain("plugins/gatsby-plugin-swc-delivery/late-code/");
  });

  it("carries the brand for event names but no other site fact", () => {
    expect(source).toContain(`"${site.brand} page to GA"`);
    expect(source).not.toContain(site.email);
    expect(source).not.toContain(site.footerBlurb.slice(0, 40));
  });

  it("runs in <head> before the body exists, adding document listeners and no globals", () => {
    const listeners: string[] = [];
    const document: Record<string, unknown> = { addEventListener: (type: string) => listeners.push(type), documentElement: {}, readyState: "loading" };
    const window = { addEventListener: (type: string) => listeners.push(`window:${type}`), document, location: { pathname: "/", search: "", hash: "" } };
    document.defaultView = window;
    const context = vm.createContext({ document, window, addEventListener: window.addEventListener, URLSearchParams });
    const before = new Set(Object.keys(context));
    vm.runInContext(source, context);
    expect(Object.keys(context).filter((key) => !before.has(key))).toEqual([]);
    expect(listeners).toEqual(expect.arrayContaining(["click", "keydown", "DOMContentLoaded", "window:scroll"]));
  });
});
