/** @jest-environment node */
import { createHash } from "crypto";
import { removeClientRuntime } from "./no-client-runtime";
import { securityHeadersStep, writeSecurityHeaders } from "./security-headers";
import { fixtureOutput, readPublic, writePublic } from "./test-fixture";

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

  it("fails when a page Gatsby rendered has no inline script: the pattern no longer matches Gatsby's tags", () => {
    const output = fixtureOutput();
    const page = "technology/ab-tasty/index.html";
    writePublic(output, page, readPublic(output, page).replace(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g, ""));
    expect(() => writeSecurityHeaders(output)).toThrow(`pages whose policy allows no inline script: /technology/ab-tasty`);
  });
});
