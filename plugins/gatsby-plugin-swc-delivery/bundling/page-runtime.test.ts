/** @jest-environment node */
import path from "path";
import vm from "vm";
import { compileHeadScript, compilePageRuntime } from "./page-runtime";
import { HEAD_SCRIPT_NAMES, type HeadScriptName } from "./page-runtime-file";
import { assignVariant, EXPERIMENTS_ATTRIBUTE, experimentHeadData } from "../../../src/lib/experiment-assignment";
import { RUNNING_HERO_EXPERIMENT } from "../../../src/lib/experiment-fixture";
import { inlineScriptJson } from "../../../src/lib/seo";
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

describe("the head scripts", () => {
  let scripts: Record<HeadScriptName, string>;
  beforeAll(async () => {
    scripts = Object.fromEntries(await Promise.all(HEAD_SCRIPT_NAMES.map(async (name) => [name, await compileHeadScript(ROOT, name)]))) as Record<HeadScriptName, string>;
  }, 30_000);

  it("are small single-line scripts, safe to write inline", () => {
    expect(scripts["consent-default"].length).toBeLessThan(1_000);
    expect(scripts["experiment-assignment"].length).toBeLessThan(2_500);
    for (const code of Object.values(scripts)) expect(code).not.toMatch(/\n|<\/script/i);
  });

  it("the experiment script reads the page's experiments from the JSON element before it and assigns as assignVariant does", () => {
    const data = experimentHeadData([RUNNING_HERO_EXPERIMENT])!;
    const attributes = new Map<string, string>();
    const visitor = "00000000000000aa";
    const document = {
      cookie: `swc_consent=v1-gggg; swc_exp=${visitor}`,
      readyState: "loading",
      addEventListener: () => undefined,
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      currentScript: { previousElementSibling: { textContent: inlineScriptJson(data) } },
    };
    const window = { document, navigator: { userAgent: "Mozilla/5.0 Chrome/131.0" }, location: { protocol: "https:" }, addEventListener: () => undefined };
    vm.runInContext(scripts["experiment-assignment"], vm.createContext({ window, document }));
    expect(attributes.get(EXPERIMENTS_ATTRIBUTE)).toBe(`${RUNNING_HERO_EXPERIMENT.id}.${assignVariant(RUNNING_HERO_EXPERIMENT, visitor)}`);
  });
});
