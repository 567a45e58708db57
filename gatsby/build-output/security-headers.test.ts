/** @jest-environment node */
import { createHash } from "crypto";
import { removeClientRuntime } from "../../plugins/gatsby-plugin-swc-delivery/build-output/no-client-runtime";
import { securityHeadersStep, writeSecurityHeaders } from "./security-headers";
import { fixtureOutput, readPublic, writePublic } from "../../plugins/gatsby-plugin-swc-delivery/build-output/test-fixture";

const blockOf = (headers: string, pattern: string) => headers.split("\n\n").find((block) => block.startsWith(`${pattern}\n`)) ?? "";

describe("security-headers on real Gatsby output", () => {
  it("gives each page a policy with the hash of each of its inline scripts, the page runtime included", async () => {
    const output = fixtureOutput();
    removeClientRuntime(output);
    expect(await securityHeadersStep.run(output)).toMatch(/^_headers: a policy for 4 HTML files \(\d+ inline-script hashes\), a year's cache for \d+ hashed bundles$/);
    const headers = readPublic(output, "_headers");
    const runtime = /<script data-page-runtime="">([\s\S]*?)<\/script>/.exec(readPublic(output, "technology/mixpanel/index.html"))![1];
    const hash = createHash("sha256").update(runtime).digest("base64");
    expect(blockOf(headers, "/technology/mixpanel")).toContain(`'sha256-${hash}'`);
    expect(blockOf(headers, "/404.html")).toContain("Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-");
    expect(blockOf(headers, "/admin")).toContain("'unsafe-eval'");
  });

  it("puts the not-found page's policy in the page itself, ahead of its scripts, for the unknown addresses it is served at", async () => {
    const output = fixtureOutput();
    removeClientRuntime(output);
    await securityHeadersStep.run(output);
    const headerPolicy = /Content-Security-Policy: (.*)/.exec(blockOf(readPublic(output, "_headers"), "/404.html"))![1];
    const html = readPublic(output, "404.html");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)!;
    // A meta policy cannot carry framing or reporting: those stay in the header only.
    expect(meta[1]).toBe(headerPolicy.replace("; frame-ancestors 'none'", "").replace(/; report-uri [^;]+; report-to csp$/, ""));
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(meta.index);
    expect(meta.index).toBeLessThan(html.indexOf("<script"));
    expect(readPublic(output, "technology/mixpanel/index.html")).not.toContain('http-equiv="Content-Security-Policy"');
  });

  it("fails when a page Gatsby rendered has no inline script: the pattern no longer matches Gatsby's tags", () => {
    const output = fixtureOutput();
    const page = "technology/ab-tasty/index.html";
    writePublic(output, page, readPublic(output, page).replace(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g, ""));
    expect(() => writeSecurityHeaders(output)).toThrow(`pages whose policy allows no inline script: /technology/ab-tasty`);
  });
});
