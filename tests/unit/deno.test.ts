/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { ROOT, outputInNode } from "./support/run-in-node";

/**
 * How the scripts run the lead function's code under Deno: the project's own
 * npm `deno` binary, the function's config and lock, and only the
 * permissions it needs. (deno.mjs finds the repository through import.meta,
 * so it runs in plain Node here.)
 */
const inNode = (expression: string) =>
  JSON.parse(outputInNode(`import * as deno from "./scripts/lib/deno.mjs"; console.log(JSON.stringify(await (${expression})));`));

describe("deno run arguments", () => {
  it("run the script with the function's config and frozen lock, reading npm: imports from node_modules, writing nowhere", () => {
    expect(inNode('deno.denoRunArgs("supabase/local/serve.ts")')).toEqual([
      "run",
      "--node-modules-dir=manual",
      "--frozen",
      "--config",
      "supabase/functions/send-contact-email/deno.json",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "supabase/local/serve.ts",
    ]);
  });

  it("let the script write one directory only when given, and let Deno resolve packages itself when asked", () => {
    const args: string[] = inNode('deno.denoRunArgs("supabase/local/serve.ts", { writable: "/tmp/leads", nodeModules: "auto" })');
    expect(args).toContain("--node-modules-dir=auto");
    expect(args.filter((arg) => arg.startsWith("--allow-write"))).toEqual(["--allow-write=/tmp/leads"]);
    expect(args.at(-1)).toBe("supabase/local/serve.ts");
  });

  it("name a config and lock that exist", () => {
    const config = inNode("deno.FUNCTION_CONFIG");
    expect(fs.existsSync(path.join(ROOT, config))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, path.dirname(config), "deno.lock"))).toBe(true);
  });
});

describe("spawnDeno", () => {
  it("runs the project's Deno binary itself (not the npm wrapper) in the repository, without colours, with the given environment", () => {
    const code = `
      import { DENO, spawnDeno } from "./scripts/lib/deno.mjs";
      const child = spawnDeno(["eval", "console.log(JSON.stringify({ noColor: Deno.env.get('NO_COLOR'), given: Deno.env.get('GIVEN'), cwd: Deno.cwd() }))"], { env: { GIVEN: "yes" }, stdio: ["ignore", "pipe", "inherit"] });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      const code = await new Promise((resolve) => child.on("exit", resolve));
      console.log(JSON.stringify({ DENO, code, seen: JSON.parse(out) }));`;
    const { DENO, code: exitCode, seen } = JSON.parse(outputInNode(code));
    expect(DENO).toBe(path.join(ROOT, "node_modules", "deno", "deno"));
    expect(exitCode).toBe(0);
    expect(seen).toEqual({ noColor: "1", given: "yes", cwd: ROOT });
  }, 60_000);
});
