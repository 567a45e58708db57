/** @jest-environment node */
import { headersFile } from "./security-headers";
import { measurementBuildFromEnv } from "../analytics/gtm";
import type { MeasurementBuild } from "../analytics/tag-hosts";

/**
 * The policy the site serves (public/_headers) against Google's guide "Use
 * Google Tag Manager with a Content Security Policy"
 * (developers.google.com/tag-platform/security/guides/csp), written out here
 * by hand from the guide, per tag type the container uses, for every market
 * the site serves: `<TLD>` stands for the visitor's country domain of google.
 */
const GUIDE: Record<string, Record<string, string[]>> = {
  "Tag Manager": {
    "script-src": ["https://www.googletagmanager.com"],
    "img-src": ["https://www.googletagmanager.com"],
    "connect-src": ["https://www.googletagmanager.com", "https://www.google.com"],
  },
  "Google Analytics 4 with Google Signals": {
    "script-src": ["https://*.googletagmanager.com"],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com", "https://*.g.doubleclick.net", "https://*.google.com", "https://*.google.<TLD>"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
      "https://*.g.doubleclick.net",
      "https://*.google.com",
      "https://*.google.<TLD>",
      "https://pagead2.googlesyndication.com",
    ],
    "frame-src": ["https://www.googletagmanager.com"],
  },
  "Google Ads conversions": {
    "script-src": [
      "https://www.googleadservices.com",
      "https://www.google.com",
      "https://pagead2.googlesyndication.com",
      "https://googleads.g.doubleclick.net",
      "https://www.googletagmanager.com",
    ],
    "img-src": ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com", "https://www.google.<TLD>", "https://pagead2.googlesyndication.com"],
    "connect-src": ["https://www.googleadservices.com", "https://www.google.com", "https://www.google.<TLD>", "https://googleads.g.doubleclick.net", "https://pagead2.googlesyndication.com"],
    "frame-src": ["https://bid.g.doubleclick.net", "https://td.doubleclick.net", "https://www.googletagmanager.com"],
  },
};
/** Preview mode: Tag Assistant's badge and window. */
const TAG_ASSISTANT: Record<string, string[]> = {
  "script-src": ["https://googletagmanager.com", "https://tagmanager.google.com", "https://tagassistant.google.com"],
  "style-src": ["https://googletagmanager.com", "https://tagmanager.google.com", "https://fonts.googleapis.com"],
  "img-src": ["https://googletagmanager.com", "https://ssl.gstatic.com", "https://www.gstatic.com"],
  "font-src": ["https://fonts.gstatic.com", "data:"],
};

/** The markets and Google's domain for each (google.<TLD>): Israel, the EU, the EEA, the UK, Switzerland. */
const MARKET_TLDS: Record<string, string> = {
  Israel: "co.il",
  Austria: "at",
  Belgium: "be",
  Bulgaria: "bg",
  Croatia: "hr",
  Cyprus: "com.cy",
  Czechia: "cz",
  Denmark: "dk",
  Estonia: "ee",
  Finland: "fi",
  France: "fr",
  Germany: "de",
  Greece: "gr",
  Hungary: "hu",
  Ireland: "ie",
  Italy: "it",
  Latvia: "lv",
  Lithuania: "lt",
  Luxembourg: "lu",
  Malta: "com.mt",
  Netherlands: "nl",
  Poland: "pl",
  Portugal: "pt",
  Romania: "ro",
  Slovakia: "sk",
  Slovenia: "si",
  Spain: "es",
  Sweden: "se",
  Iceland: "is",
  Liechtenstein: "li",
  Norway: "no",
  "United Kingdom": "co.uk",
  Switzerland: "ch",
};

const SUPABASE = "https://project.supabase.co";

/** The served headers of a page, by name, from the `_headers` file the build writes. */
function servedHeaders(measurement?: MeasurementBuild, nextPolicy?: { add: Record<string, string[]> }) {
  const file = headersFile([{ urlPath: "/contact", html: "<script>x()</script>" }], [], { supabaseOrigin: SUPABASE, measurement, nextPolicy });
  const block = file.split("\n\n").find((entry) => entry.startsWith("/contact\n"))!;
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .map((line) => {
        const at = line.indexOf(":");
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
}
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}
/** Whether the sources admit `host`: listed, or covered by a `https://*.` wildcard (which admits subdomains, not the domain itself). */
function admits(sources: readonly string[] = [], host: string): boolean {
  if (sources.includes(host)) return true;
  if (host.includes("*")) return false;
  const name = host.replace(/^https:\/\//, "");
  return sources.some((source) => source.startsWith("https://*.") && name.endsWith(source.slice("https://*".length)));
}

const production = directives(servedHeaders()["Content-Security-Policy"]);

describe.each(Object.entries(GUIDE))("the served policy admits Google's hosts for %s", (_tag, hosts) => {
  it.each(Object.entries(MARKET_TLDS))("for visitors in %s", (_market, tld) => {
    const missing = Object.entries(hosts).flatMap(([directive, list]) =>
      list.map((host) => host.replace("<TLD>", tld)).filter((host) => !admits(production[directive], host)).map((host) => `${directive} ${host}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("Tag Assistant (preview mode)", () => {
  const assistantHosts = (policy: Record<string, string[]>) =>
    ["script-src", "style-src", "font-src", "frame-src"].flatMap((directive) => (policy[directive] ?? []).filter((host) => /tagassistant|tagmanager\.google|fonts\.g|\/\/googletagmanager/.test(host)));

  it("is never admitted in a production build", () => {
    expect(measurementBuildFromEnv({})).toEqual({ gtmEnvironment: null, taggingServerOrigin: null });
    expect(assistantHosts(production)).toEqual([]);
  });

  it("is admitted, with its stylesheet and fonts, in a build for a GTM environment", () => {
    const staging = directives(servedHeaders(measurementBuildFromEnv({ GATSBY_GTM_ENVIRONMENT: "env-5", GATSBY_GTM_AUTH: "abc123" }))["Content-Security-Policy"]);
    for (const [directive, hosts] of Object.entries(TAG_ASSISTANT)) for (const host of hosts) expect(`${directive} ${admits(staging[directive], host) ? host : "missing " + host}`).toBe(`${directive} ${host}`);
    expect(staging["frame-src"]).toContain("https://tagassistant.google.com");
  });

  it("refuses a GTM environment for a production deploy, half an environment, or a malformed one", () => {
    expect(() => measurementBuildFromEnv({ GATSBY_GTM_ENVIRONMENT: "env-5", GATSBY_GTM_AUTH: "abc", CONTEXT: "production" })).toThrow(/production deploy/);
    expect(() => measurementBuildFromEnv({ GATSBY_GTM_ENVIRONMENT: "env-5" })).toThrow(/both/);
    expect(() => measurementBuildFromEnv({ GATSBY_GTM_ENVIRONMENT: "staging", GATSBY_GTM_AUTH: "abc" })).toThrow(/env-<number>/);
  });
});

describe("a first-party tagging server", () => {
  it("is admitted where the Google tag loads from and sends to", () => {
    const policy = directives(servedHeaders(measurementBuildFromEnv({ GATSBY_GTM_SERVER_CONTAINER_URL: "https://sgtm.swc.test/" }))["Content-Security-Policy"]);
    for (const directive of ["script-src", "img-src", "connect-src"]) expect(policy[directive]).toContain("https://sgtm.swc.test");
    expect(production["connect-src"]).not.toContain("https://sgtm.swc.test");
  });
  it("must be an https origin", () => {
    expect(() => measurementBuildFromEnv({ GATSBY_GTM_SERVER_CONTAINER_URL: "http://sgtm.swc.test" })).toThrow(/https origin/);
    expect(() => measurementBuildFromEnv({ GATSBY_GTM_SERVER_CONTAINER_URL: "https://sgtm.swc.test/path" })).toThrow(/https origin/);
  });
});

describe("violation reporting", () => {
  const served = servedHeaders();
  const reportUrl = `${SUPABASE}/functions/v1/send-contact-email/csp-report`;
  it("reports to the contact function's report route, in both formats", () => {
    expect(served["Reporting-Endpoints"]).toBe(`csp="${reportUrl}"`);
    expect(directives(served["Content-Security-Policy"])["report-to"]).toEqual(["csp"]);
    expect(directives(served["Content-Security-Policy"])["report-uri"]).toEqual([reportUrl]);
  });
  it("serves a report-only next policy only when one is configured", () => {
    expect(served["Content-Security-Policy-Report-Only"]).toBeUndefined();
    const next = servedHeaders(undefined, { add: { "img-src": ["https://next.example"] } });
    const reportOnly = directives(next["Content-Security-Policy-Report-Only"]);
    expect(reportOnly["img-src"]).toContain("https://next.example");
    expect(reportOnly["report-to"]).toEqual(["csp"]);
    expect(directives(next["Content-Security-Policy"])["img-src"]).not.toContain("https://next.example");
  });
});
