/** @jest-environment node */
import { createHash } from "crypto";
import { adminContentSecurityPolicy, adminHeaderRules, contentSecurityPolicy, headersFile, inlineScriptHashes } from "./security-headers";
import { hostsForTagTypes, TAG_TYPE_HOSTS } from "../analytics/tag-hosts";
import { renderGtmContainer } from "../analytics/gtm-container";

/** Whether a directive's sources admit `host` (itself, or a `https://*.` wildcard over it). */
const admits = (sources: readonly string[], host: string) =>
  sources.includes(host) || sources.some((source) => source.startsWith("https://*.") && host.startsWith("https://") && host.slice(8).endsWith(source.slice(9)) && host.slice(8) !== source.slice(10));
const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>window.a=1</script><script src="/app.js"></script><script type="application/ld+json">{"x":1}</script><script id="gatsby-chunk-mapping">window.b=2</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("window.b=2")].sort());
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(["'sha256-abc'"], { supabaseOrigin: "https://project.supabase.co" });
  const directive = (name: string) => csp.split("; ").find((entry) => entry.startsWith(`${name} `))!.split(" ").slice(1);
  it("allows the site, its hashes, reCAPTCHA and Supabase, and never eval or inline scripts", () => {
    expect(directive("script-src").slice(0, 2)).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive("script-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]));
    expect(directive("connect-src").slice(0, 2)).toEqual(["'self'", "https://project.supabase.co"]);
    expect(directive("frame-src")[0]).toBe("https://www.google.com/recaptcha/");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
  it("admits every host the GTM container's tag types need, Google Ads' included", () => {
    const types = renderGtmContainer().containerVersion.tag.map((tag) => tag.type);
    expect(types).toContain("awct");
    for (const [name, hosts] of Object.entries(hostsForTagTypes(types))) expect(directive(name)).toEqual(expect.arrayContaining(hosts));
    expect(directive("script-src")).toEqual(expect.arrayContaining(["https://*.googletagmanager.com", "https://www.googleadservices.com", "https://www.google.com"]));
    for (const host of TAG_TYPE_HOSTS.awct["img-src"] ?? []) expect(admits(directive("img-src"), host)).toBe(true);
  });
  it("forbids plugins and framing", () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("headersFile", () => {
  const file = headersFile([{ urlPath: "/about", html: "<script>x()</script>" }], ["/app-0123456789abcdef0123.js"], {
    supabaseOrigin: "http://127.0.0.1:54321",
  });
  it("sets security headers site-wide and a CSP per page", () => {
    expect(file).toMatch(/^\/\*\n {2}Strict-Transport-Security: max-age=63072000/);
    expect(file).toContain("  X-Content-Type-Options: nosniff");
    expect(file).toContain("  Referrer-Policy: strict-origin-when-cross-origin");
    expect(file).toContain("  Permissions-Policy: camera=()");
    expect(file).toContain(`/about\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${sha("x()")}`);
  });
  it("caches hashed assets for a year and revalidates HTML", () => {
    expect(file).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).toContain("/static/*\n  Cache-Control: public, max-age=31536000, immutable");
    const about = file.split("\n\n").find((block) => block.startsWith("/about\n"))!;
    expect(about).toContain("  Cache-Control: public, max-age=0, must-revalidate");
  });
});

describe("headersFile with the CMS's rules", () => {
  const file = headersFile([{ urlPath: "/about", html: "" }], [], { supabaseOrigin: "http://127.0.0.1:54321" }, adminHeaderRules("github"));
  const blockOf = (pattern: string) => file.split("\n\n").find((block) => block.startsWith(`${pattern}\n`)) ?? "";

  it("sets an opener policy for /admin only: the site's pages open in whatever browsing context group the visitor comes from", () => {
    expect(blockOf("/*")).not.toContain("Cross-Origin-Opener-Policy");
    expect(blockOf("/about")).not.toContain("Cross-Origin-Opener-Policy");
    expect(blockOf("/admin")).toContain("  Cross-Origin-Opener-Policy: same-origin-allow-popups");
  });

  it("gives /admin and its files their own CSP, noindex and revalidation", () => {
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(blockOf(pattern)).toContain("  X-Robots-Tag: noindex, nofollow");
      expect(blockOf(pattern)).toContain("  Cache-Control: public, max-age=0, must-revalidate");
      expect(blockOf(pattern)).toContain("script-src 'self' 'unsafe-eval';");
    }
  });
});

describe("adminContentSecurityPolicy", () => {
  it("reaches the local backend and only the chosen production backend", () => {
    const github = adminContentSecurityPolicy("github");
    expect(github).toContain("connect-src 'self' blob: http://127.0.0.1:8081 http://localhost:8081 https://api.github.com");
    expect(github).not.toContain("identity.netlify.com");
    const gateway = adminContentSecurityPolicy("git-gateway");
    expect(gateway).toContain("script-src 'self' 'unsafe-eval' https://identity.netlify.com");
    expect(gateway).not.toContain("api.github.com");
  });

  it("still forbids plugins and framing by other sites", () => {
    expect(adminContentSecurityPolicy("github")).toContain("object-src 'none'");
    expect(adminContentSecurityPolicy("github")).toContain("frame-ancestors 'self'");
  });
});
