/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONSENT_DEFAULT_SCRIPT } from "../../lib/consent";
import { gtmPlugins } from "../../../gatsby/gtm";
import * as siteSsr from "../../../gatsby-ssr";
import * as deliverySsr from "../../../plugins/gatsby-plugin-swc-delivery/gatsby-ssr";

// The compiled page runtime exists only once a build has bootstrapped.
jest.mock("../../../plugins/gatsby-plugin-swc-delivery/build/page-runtime-file", () => ({
  readPageRuntime: () => "/* page runtime */",
  lateCodeAttributes: () => ({ "data-late-code": "test-build lead-form-TEST1234.js" }),
}));

// The real plugin code Gatsby runs for GTM.
const gtmSsr = require("gatsby-plugin-google-tagmanager/gatsby-ssr");

/** Runs onRenderBody of the GTM plugin, the delivery plugin (registered last), then the site (Gatsby's order), then the site's onPreRenderHTML. */
function renderHead(containerId: string | undefined): string {
  let head: React.ReactNode[] = [];
  const api = {
    setHeadComponents: (components: React.ReactNode[]) => (head = head.concat(components)),
    setPreBodyComponents: () => undefined,
    reporter: { panic: (message: string) => { throw new Error(message); } },
  };
  for (const plugin of gtmPlugins(containerId)) {
    gtmSsr.onRenderBody(api, { ...plugin.options, includeInDevelopment: true });
  }
  (deliverySsr.onRenderBody as (args: unknown) => void)(api);
  (siteSsr.onRenderBody as (args: unknown) => void)(api);
  (siteSsr.onPreRenderHTML as (args: unknown) => void)({
    getHeadComponents: () => head,
    replaceHeadComponents: (components: React.ReactNode[]) => (head = components),
  });
  return renderToStaticMarkup(<>{head}</>);
}

describe("GTM plugin configuration", () => {
  it("adds no plugin without a container id", () => {
    expect(gtmPlugins(undefined)).toEqual([]);
    expect(gtmPlugins("  ")).toEqual([]);
  });

  it("configures the plugin with the id", () => {
    const [plugin] = gtmPlugins("GTM-ABC123");
    expect(plugin.resolve).toBe("gatsby-plugin-google-tagmanager");
    expect(plugin.options).toMatchObject({ id: "GTM-ABC123", includeInDevelopment: false, enableWebVitalsTracking: false });
  });
});

describe("head order", () => {
  it("without GTM: the consent default comes first and verbatim, then the page runtime, and nothing else runs", () => {
    const html = renderHead(undefined);
    expect(html.startsWith(`<script data-consent-default="">${CONSENT_DEFAULT_SCRIPT}</script><script data-page-runtime="" data-late-code="test-build lead-form-TEST1234.js">/* page runtime */</script>`)).toBe(true);
    // (JSON-LD data blocks and Speculation Rules are not scripts that run)
    expect(html.match(/<script(?! type="(application\/ld\+json|speculationrules)")/g)).toHaveLength(2);
  });

  it("with GTM: the consent default comes before the GTM snippet", () => {
    const html = renderHead("GTM-ABC123");
    const consentAt = html.indexOf(CONSENT_DEFAULT_SCRIPT);
    const gtmAt = html.indexOf("googletagmanager.com/gtm.js");
    expect(consentAt).toBeGreaterThanOrEqual(0);
    expect(gtmAt).toBeGreaterThan(consentAt);
    expect(html).toContain("'GTM-ABC123'");
  });

  it("with GTM: the snippet waits until a prerendered page is shown, and runs at once otherwise", () => {
    const html = renderHead("GTM-ABC123");
    const snippet = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).find((code) => code.includes("googletagmanager.com/gtm.js"))!;
    const run = (prerendering: boolean) => {
      const listeners: string[] = [];
      const inserted: string[] = [];
      const fakeDocument = {
        prerendering,
        addEventListener: (type: string) => listeners.push(type),
        createElement: () => ({}),
        getElementsByTagName: () => [{ parentNode: { insertBefore: (script: { src: string }) => inserted.push(script.src) } }],
      };
      new Function("window", "document", "dataLayer", snippet.replace(/&#x27;|&quot;/g, (entity) => (entity === "&quot;" ? '"' : "'")))({ dataLayer: [] }, fakeDocument, []);
      return { listeners, inserted };
    };
    expect(run(true)).toEqual({ listeners: ["prerenderingchange"], inserted: [] });
    expect(run(false).inserted).toEqual([expect.stringContaining("googletagmanager.com/gtm.js?id=GTM-ABC123")]);
  });
});
