import { test, expect } from "./fixtures";
import { builtRoutes, readPage } from "./support/built-site";

/**
 * The head every built page gets from the delivery plugin and the site
 * (plugins/gatsby-plugin-swc-delivery/README.md, "What a page gets"): Gatsby
 * runs the plugins' onRenderBody before the site's, and the site moves its
 * consent default to the front; a change in that order would let the page
 * runtime (or GTM) run before Consent Mode's default is set.
 */
test("every page's first script is the consent default, then its one inline page runtime, and it names no script file", () => {
  const problems: string[] = [];
  for (const route of builtRoutes()) {
    const head = readPage(route).split("</head>")[0];
    const scripts = [...head.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    if (!/\bdata-consent-default=""/.test(scripts[0] ?? "")) problems.push(`${route}: first script is <script${scripts[0] ?? " (none)"}>`);
    const runtimes = scripts.filter((attributes) => /\bdata-page-runtime=""/.test(attributes));
    if (runtimes.length !== 1) problems.push(`${route}: ${runtimes.length} page runtimes`);
    if (!/\bdata-late-code="[0-9a-f]{20} /.test(runtimes[0] ?? "")) problems.push(`${route}: the runtime names no late-code build`);
    if (scripts.some((attributes) => /\bsrc=/.test(attributes))) problems.push(`${route}: a script file in <head>`);
  }
  expect(problems).toEqual([]);
});
