/** @jest-environment node */
import fs from "fs";
import path from "path";
import { sitemapRobotsStep, writeSitemapAndRobots } from "./sitemap-robots";
import { fixtureOutput, readPublic } from "../../plugins/gatsby-plugin-swc-delivery/build-output/test-fixture";

describe("sitemap-robots on real Gatsby output", () => {
  it("serves the sitemap plugin's index as /sitemap.xml and names it in robots.txt", async () => {
    const output = fixtureOutput();
    expect(await sitemapRobotsStep.run(output)).toBe("sitemap.xml (the index of 1 sitemaps), robots.txt pointing at https://www.swc.co.il/sitemap.xml");
    expect(readPublic(output, "sitemap.xml")).toBe(readPublic(output, "sitemap-index.xml"));
    expect(readPublic(output, "robots.txt")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.swc.co.il/sitemap.xml\n");
  });

  it("fails when the sitemap plugin wrote no index", () => {
    const output = fixtureOutput();
    fs.rmSync(path.join(output.publicDir, "sitemap-index.xml"));
    expect(() => writeSitemapAndRobots(output)).toThrow("sitemap-index.xml is missing");
  });

  it("fails when the site's address is not absolute: robots.txt must name the sitemap by its full address", () => {
    expect(() => writeSitemapAndRobots({ ...fixtureOutput(), siteUrl: "" })).toThrow('siteMetadata.siteUrl "" is not an absolute http(s) address');
  });
});
