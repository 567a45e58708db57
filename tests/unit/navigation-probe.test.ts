/** @jest-environment node */
import crypto from "node:crypto";
import { admitScriptHash, cspHash, injectFirstInHead, isSoftwareRenderer, probeScript } from "../../scripts/lib/navigation-probe.mjs";

/**
 * bench:navigation adds its probe to each page as it serves it: the page's
 * strict CSP must admit exactly that script and nothing more, or the
 * benchmark would measure a page whose probe never ran.
 */
describe("navigation probe", () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; connect-src 'self'";

  it("comes first in <head>, and the hash added to script-src is the hash of the script as served", () => {
    const script = probeScript({ link: 'main a[href="/services"]' });
    const html = injectFirstInHead('<!doctype html><html lang="en"><head><meta charset="utf-8"><script>page()</script></head><body></body></html>', script);
    const served = /<head>\s*<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(served).toBe(script);
    const expected = `'sha256-${crypto.createHash("sha256").update(served!, "utf8").digest("base64")}'`;
    const admitted = admitScriptHash(policy, cspHash(script));
    expect(admitted).toBe(`default-src 'self'; script-src 'self' 'sha256-abc=' ${expected}; connect-src 'self'`);
  });

  it("adds a script-src from default-src when the policy has none, and leaves a page without a policy alone", () => {
    expect(admitScriptHash("default-src 'self'; img-src data:", "'sha256-x='")).toBe("default-src 'self'; img-src data:; script-src 'self' 'sha256-x='");
    expect(admitScriptHash(undefined, "'sha256-x='")).toBeUndefined();
  });

  it("is a script a browser can parse, with the link to follow only where it is given", () => {
    expect(() => new Function(probeScript())).not.toThrow();
    expect(probeScript()).toContain('"link":null');
    expect(probeScript({ link: "header a" })).toContain('"link":"header a"');
  });

  it("tells a software renderer (no GPU) from a GPU by the name WebGL reports", () => {
    expect(isSoftwareRenderer("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)")).toBe(true);
    expect(isSoftwareRenderer("llvmpipe (LLVM 15.0.6, 256 bits)")).toBe(true);
    expect(isSoftwareRenderer("ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)")).toBe(true);
    expect(isSoftwareRenderer("none")).toBe(true);
    expect(isSoftwareRenderer("ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)")).toBe(false);
    expect(isSoftwareRenderer("Apple M2")).toBe(false);
  });

  it("refuses a page without <head>", () => {
    expect(() => injectFirstInHead("<p>no head</p>", "x")).toThrow(/without <head>/);
  });
});
