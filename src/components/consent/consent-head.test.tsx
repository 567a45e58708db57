/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { gtmLoaderData, gtmPlugins } from "../../../gatsby/gtm";
import { loadGtmWhenShown } from "../../head-scripts/gtm-when-shown";
import * as siteSsr from "../../../gatsby-ssr";
import * as deliverySsr from "../../../plugins/gatsby-plugin-swc-delivery/gatsby-ssr";

// The compiled page runtime and head scripts exist only once a build has bootstrapped.
const CONSENT_DEFAULT_SCRIPT = "/* consent-default */";
jest.mock("../../../plugins/gatsby-plugin-swc-delivery/bundling/page-runtime-file", () => ({
  readPageRuntime: () => "/* page runtime */",
  readHeadScript: (name: string) => `/* ${name} */`,
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
  // The build's container, as gatsby-config and gatsby-ssr read it.
  process.env.GATSBY_GTM_ID = containerId ?? "";
  try {
    (siteSsr.onPreRenderHTML as (args: unknown) => void)({
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => (head = components),
    });
  } finally {
    delete process.env.GATSBY_GTM_ID;
  }
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

  it("with GTM: the consent default comes before the GTM loader, which takes the plugin's place with the plugin's container", () => {
    const html = renderHead("GTM-ABC123");
    const consentAt = html.indexOf(CONSENT_DEFAULT_SCRIPT);
    const loader = /<script type="application\/json" data-gtm-loader="">(.*?)<\/script><script data-gtm-loader="">\/\* gtm-when-shown \*\/<\/script>/.exec(html)!;
    expect(consentAt).toBeGreaterThanOrEqual(0);
    expect(loader.index).toBeGreaterThan(consentAt);
    expect(JSON.parse(loader[1])).toEqual({ src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" });
    expect(html).not.toContain("gtm.start");
  });
});

describe("the GTM loader", () => {
  const run = (prerendering: boolean) => {
    const listeners: string[] = [];
    const inserted: string[] = [];
    const dataLayer: unknown[] = [];
    const fakeDocument = {
      prerendering,
      addEventListener: (type: string) => listeners.push(type),
      createElement: () => ({}),
      getElementsByTagName: () => [{ parentNode: { insertBefore: (script: { src: string; async: boolean }) => inserted.push(`${script.src} async=${script.async}`) } }],
    };
    loadGtmWhenShown({ document: fakeDocument, dataLayer } as unknown as Window, gtmLoaderData("GTM-ABC123"));
    return { listeners, inserted, dataLayer };
  };

  it("waits until a prerendered page is shown, and loads the container at once otherwise, as GTM's snippet does", () => {
    expect(run(true)).toEqual({ listeners: ["prerenderingchange"], inserted: [], dataLayer: [] });
    const loaded = run(false);
    expect(loaded.inserted).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ABC123 async=true"]);
    expect(loaded.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
  });

  it("requests a GTM environment's container with its parameters", () => {
    expect(gtmLoaderData("GTM-ABC123", { preview: "env-5", auth: "a1b2" }).src).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123&gtm_auth=a1b2&gtm_preview=env-5&gtm_cookies_win=x",
    );
  });
});
