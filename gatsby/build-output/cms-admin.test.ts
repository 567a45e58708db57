/** @jest-environment node */
import fs from "fs";
import path from "path";
import { cmsAdminStep } from "./cms-admin";
import { fixtureOutput, readPublic } from "../../plugins/gatsby-plugin-swc-delivery/build-output/test-fixture";
import { globalStylesheet } from "../../plugins/gatsby-plugin-swc-delivery/build-output/webpack-stats";

describe("cms-admin on real Gatsby output", () => {
  it("writes the CMS and styles its preview with the build's stylesheet", async () => {
    const output = fixtureOutput();
    const line = await cmsAdminStep.run(output);
    const stylesheet = globalStylesheet(output.publicDir);
    expect(line).toMatch(new RegExp(`^admin/ written: page, config.yml, site-cms.js, \\d+ Decap files, preview.css from ${stylesheet.replace(/\./g, "\\.")}$`));
    expect(readPublic(output, "admin/preview.css")).toBe(readPublic(output, stylesheet));
    for (const file of ["index.html", "config.yml", "site-cms.js", "decap-cms-app.js", "image.css"]) expect(fs.existsSync(path.join(output.publicDir, "admin", file))).toBe(true);
  }, 60_000);

  it("fails when webpack.stats.json names no global stylesheet: the preview would be unstyled", async () => {
    const output = fixtureOutput();
    fs.writeFileSync(path.join(output.publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["app-1.js"] } }));
    await expect(cmsAdminStep.run(output)).rejects.toThrow("webpack.stats.json should list one global stylesheet");
  }, 60_000);
});
