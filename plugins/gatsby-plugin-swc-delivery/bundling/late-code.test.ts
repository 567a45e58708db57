/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import type { Metafile } from "esbuild";
import { BROWSER_ENV_KEYS, COMPILE_HINT, browserEnv, buildLateCode, startUpFiles } from "./late-code";
import { siteFacts } from "../../../src/lib/site-facts";

const ROOT = path.join(__dirname, "..", "..", "..");

describe("the late code", () => {
  let outDir: string;
  let files: string[];
  let bundles: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), "late-code-"));
    // Gatsby's own logger switch and a setting no browser code reads: neither may reach a bundle.
    await buildLateCode(ROOT, outDir, { GATSBY_LOGGER: "yurnalist", GATSBY_UNREAD_SETTING: "unread-setting-value" });
    files = fs
      .readdirSync(outDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => fs.readFileSync(path.join(outDir, name), "utf8"));
    bundles = files.join("\n");
  }, 60_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("carries the brand for event names but no other site fact, in any bundle", () => {
    expect(bundles).toContain(JSON.stringify(siteFacts.brand));
    expect(bundles).not.toContain(siteFacts.footerBlurb.slice(0, 40));
    expect(bundles).not.toContain(siteFacts.legalName);
    expect(bundles).not.toContain(siteFacts.address.street);
  });

  it("carries no variable of the build's environment that the browser's code does not read", () => {
    expect(bundles).not.toContain("yurnalist");
    expect(bundles).not.toContain("GATSBY_LOGGER");
    expect(bundles).not.toContain("unread-setting-value");
  });

  it("marks the island's start-up code for eager compiling, but not the Supabase client it loads on the first send", () => {
    const containing = (text: string) => files.filter((code) => code.includes(text));
    expect(containing("hydrateRoot").length).toBeGreaterThan(0);
    for (const code of containing("hydrateRoot")) expect(code.startsWith(COMPILE_HINT)).toBe(true);
    expect(containing("RealtimeClient").length).toBeGreaterThan(0);
    for (const code of containing("RealtimeClient")) expect(code.startsWith(COMPILE_HINT)).toBe(false);
  });
});

describe("browserEnv", () => {
  it("fixes only the variables the browser reads, the same in a terminal and in CI", () => {
    const terminal = browserEnv({ GATSBY_LOGGER: "ink", GATSBY_SUPABASE_URL: "https://x.supabase.co", TERM: "xterm" });
    const ci = browserEnv({ GATSBY_LOGGER: "yurnalist", GATSBY_SUPABASE_URL: "https://x.supabase.co", CI: "1", GATSBY_OTHER: "1" });
    expect(terminal).toEqual(ci);
    expect(Object.keys(terminal).sort()).toEqual(["NODE_ENV", ...BROWSER_ENV_KEYS].sort());
    expect(terminal.GATSBY_SUPABASE_URL).toBe("https://x.supabase.co");
    expect(terminal.GATSBY_RECAPTCHA_SITE_KEY).toBe("");
  });
});

describe("startUpFiles", () => {
  const output = (...imports: Metafile["outputs"][string]["imports"]) => ({ bytes: 1, inputs: {}, exports: [], imports });
  const outputs: Metafile["outputs"] = {
    "entry.js": output({ path: "renderer.js", kind: "import-statement" }, { path: "client.js", kind: "dynamic-import" }, { path: "https://example.com/x.js", kind: "import-statement", external: true }),
    "renderer.js": output({ path: "react.js", kind: "import-statement" }),
    "runtime.js": output(),
    "react.js": output({ path: "runtime.js", kind: "import-statement" }),
    "client.js": output({ path: "runtime.js", kind: "import-statement" }),
  };

  it("follows a row's static imports, not what it imports on demand", () => {
    expect(startUpFiles(outputs, "entry.js").sort()).toEqual(["entry.js", "react.js", "renderer.js", "runtime.js"]);
  });
});
