import fs from "fs";
import path from "path";
import { BuildOutputError, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";

/**
 * gatsby-plugin-sitemap writes an index (sitemap-index.xml) in its own
 * onPostBuild, which Gatsby runs before the site's; crawlers and people look
 * for /sitemap.xml, so it carries the same index, and robots.txt names it by
 * its absolute address.
 */
export function writeSitemapAndRobots(output: Pick<BuildOutput, "publicDir" | "siteUrl">): { sitemaps: number } {
  const index = path.join(output.publicDir, "sitemap-index.xml");
  if (!fs.existsSync(index)) throw new BuildOutputError("sitemap-index.xml is missing: gatsby-plugin-sitemap did not write it");
  const xml = fs.readFileSync(index, "utf8");
  const sitemaps = [...xml.matchAll(/<sitemap>/g)].length;
  if (sitemaps === 0) throw new BuildOutputError("sitemap-index.xml lists no sitemap");
  if (!/^https?:\/\/\S+$/.test(output.siteUrl)) throw new BuildOutputError(`siteMetadata.siteUrl "${output.siteUrl}" is not an absolute http(s) address`);
  fs.copyFileSync(index, path.join(output.publicDir, "sitemap.xml"));
  fs.writeFileSync(path.join(output.publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${output.siteUrl}/sitemap.xml\n`);
  return { sitemaps };
}

export const sitemapRobotsStep: BuildOutputStep = {
  name: "sitemap-robots",
  after: [],
  run(output) {
    const { sitemaps } = writeSitemapAndRobots(output);
    return `sitemap.xml (the index of ${sitemaps} sitemaps), robots.txt pointing at ${output.siteUrl}/sitemap.xml`;
  },
};
