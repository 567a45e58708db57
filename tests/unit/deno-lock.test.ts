/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

/**
 * The function's Deno lock file (committed, used with --frozen) pins every npm
 * package Deno downloads to the version and integrity package-lock.json gives
 * the site and the tests, so the deployed function, the local runner on
 * --node-modules-dir=auto and the tests on this project's node_modules run the same code.
 */
describe("supabase/functions/send-contact-email/deno.lock", () => {
  const root = path.join(__dirname, "..", "..");
  const denoLock = JSON.parse(fs.readFileSync(path.join(root, "supabase/functions/send-contact-email/deno.lock"), "utf8"));
  const npmLock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));

  it("locks each npm: package at package-lock.json's version and integrity", () => {
    const locked = Object.entries(denoLock.npm as Record<string, { integrity: string }>);
    expect(locked.length).toBeGreaterThanOrEqual(3);
    for (const [key, { integrity }] of locked) {
      const at = key.lastIndexOf("@");
      const [name, version] = [key.slice(0, at), key.slice(at + 1)];
      expect([name, npmLock.packages[`node_modules/${name}`]?.version, npmLock.packages[`node_modules/${name}`]?.integrity]).toEqual([name, version, integrity]);
    }
  });

  it("covers every npm: import of the function's code and local runner", () => {
    const imports = new Set<string>();
    const config = JSON.parse(fs.readFileSync(path.join(root, "supabase/functions/send-contact-email/deno.json"), "utf8"));
    for (const target of Object.values(config.imports as Record<string, string>)) imports.add(target.replace(/^npm:((?:@[^/]+\/)?[^@/]+).*$/, "$1"));
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.name === "node_modules" ? [] : entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith(".ts") ? [path.join(dir, entry.name)] : [],
      );
    for (const file of walk(path.join(root, "supabase"))) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/from "npm:((?:@[^/]+\/)?[^@/"]+)/g)) imports.add(match[1]);
    }
    const locked = Object.keys(denoLock.npm).map((key) => key.slice(0, key.lastIndexOf("@")));
    expect([...imports].sort()).toEqual(locked.sort());
  });
});
