/**
 * @jest-environment node
 */
import { contentProblems, ruleEntries, staticFileAddresses } from "./content-checks";
import { sitePages } from "./site-pages";
import { siteRedirects } from "./campaign-pages";
import path from "path";

describe("the build's content checks", () => {
  it("find nothing wrong with today's content, the browser tests' extra content included", () => {
    const env = { ...process.env, SWC_EXTRA_CONTENT: "tests/fixtures/unpublished-content" };
    const root = path.resolve(__dirname, "..");
    const addresses = new Set([...sitePages(root).map((page) => page.path), ...siteRedirects().map((redirect) => redirect.from), ...staticFileAddresses()]);
    expect(ruleEntries("insights", env).length).toBeGreaterThan(3);
    expect(contentProblems(addresses, env)).toEqual([]);
  });
});
