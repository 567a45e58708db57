import fs from "fs";
import path from "path";
import { adminDir, DECAP_SCRIPT, IMAGE_STYLESHEET, PREVIEW_STYLESHEET, SITE_SCRIPT, writeAdminFiles } from "../cms/admin-files";
import { BuildOutputError, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";
import { globalStylesheet } from "../../plugins/gatsby-plugin-swc-delivery/build-output/webpack-stats";

/**
 * The CMS in public/admin/ (gatsby/cms/admin-files.ts): its page and
 * configuration, its script (Decap's app with the site's previews) and the
 * files Decap loads beside it, and the build's stylesheet for its preview
 * pane. A CMS without Decap's files or without
 * the preview's styles fails the build: editors would find it broken after
 * the deploy.
 */
export async function writeCmsAdmin(output: Pick<BuildOutput, "root" | "publicDir" | "env">): Promise<{ decapFiles: number; stylesheet: string }> {
  const { decapFiles } = await writeAdminFiles(output.root, output.publicDir, output.env);
  const dir = adminDir(output.publicDir);
  if (decapFiles === 0 || !fs.existsSync(path.join(dir, DECAP_SCRIPT))) throw new BuildOutputError(`no ${DECAP_SCRIPT} was copied from decap-cms-app/dist/`);
  const stylesheet = copyPreviewStylesheet(output.publicDir);
  for (const file of ["index.html", "config.yml", SITE_SCRIPT, PREVIEW_STYLESHEET, IMAGE_STYLESHEET]) {
    if (!fs.existsSync(path.join(dir, file))) throw new BuildOutputError(`admin/${file} was not written`);
  }
  return { decapFiles, stylesheet };
}

/** The build's global stylesheet (webpack.stats.json names it), copied for the preview pane; fails when there is not exactly one. */
function copyPreviewStylesheet(publicDir: string): string {
  const stylesheet = globalStylesheet(publicDir);
  fs.copyFileSync(path.join(publicDir, stylesheet), path.join(adminDir(publicDir), PREVIEW_STYLESHEET));
  return stylesheet;
}

export const cmsAdminStep: BuildOutputStep = {
  name: "cms-admin",
  after: [],
  async run(output) {
    const { decapFiles, stylesheet } = await writeCmsAdmin(output);
    return `admin/ written: page, config.yml, ${SITE_SCRIPT}, ${decapFiles} Decap files, ${PREVIEW_STYLESHEET} from ${stylesheet}`;
  },
};
