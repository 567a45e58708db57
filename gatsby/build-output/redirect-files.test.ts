/** @jest-environment node */
import { readRedirects, redirectPageHtml, redirectsFile } from "../redirects";
import { LATE_CODE_RETRY_REWRITE } from "../../plugins/gatsby-plugin-swc-delivery/bundling/late-code";
import { redirectFilesStep, writeRedirects } from "./redirect-files";
import { fixtureOutput, readPublic } from "../../plugins/gatsby-plugin-swc-delivery/build-output/test-fixture";

describe("redirect-files beside real Gatsby output", () => {
  it("writes a meta-refresh page per redirect source (none for a case alias) and _redirects", async () => {
    const output = fixtureOutput();
    const redirects = readRedirects();
    expect(await redirectFilesStep.run(output)).toBe(`${redirects.length - 1} meta-refresh pages, _redirects with ${redirects.length} rules`);
    expect(readPublic(output, "_redirects")).toBe(redirectsFile(redirects, [LATE_CODE_RETRY_REWRITE]));
    expect(readPublic(output, "technology/google-cloud/index.html")).toBe(redirectPageHtml("/services#technologies"));
  });

  it("fails rather than overwrite a page Gatsby rendered with a meta-refresh page", () => {
    const output = fixtureOutput();
    const page = readPublic(output, "technology/mixpanel/index.html");
    expect(() => writeRedirects(output, [{ from: "/technology/mixpanel", to: "/insights" }])).toThrow(
      "redirect sources that would overwrite a page Gatsby rendered: /technology/mixpanel",
    );
    expect(readPublic(output, "technology/mixpanel/index.html")).toBe(page);
  });
});
