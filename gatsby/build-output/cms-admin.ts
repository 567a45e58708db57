import fs from "fs";
import path from "path";
import { adminDir, copyPreviewStylesheet, PREVIEW_STYLESHEET, SITE_SCRIPT, writeAdminFiles } from "../cms/admin-files";
import { BuildOutputError, type BuildOutput, type BuildOutputStep } from "./pipeline";

/**
 * The CMS in public/admin/ (gatsby/cms/admin-files.ts): its page and
 * configuration, Decap's bundle, the site's script for it and the build's
 * stylesheet for its preview pane. A CMS without Decap's bundle or without
 * the preview's styles fails the build: editors would find it broken after
 * the deploy.
 */
export async function writeCmsAdmin(output: Pick<BuildOutput, "root" | "publicDir" | "env">): Promise<{ decapFiles: number; stylesheet: string }> {
  const { decapFiles } = await writeAdminFiles(output.root, output.publicDir, output.env);
  const dir = adminDir(output.publicDir);
  if (decapFiles === 0 || !fs.existsSync(path.join(dir, "decap-cms.js"))) throw new BuildOutputError("no decap-cms.js was copied from decap-cms/dist/");
  const stylesheet = copyPreviewStylesheet(output.publicDir);
  for (const file of ["index.html", "config.yml", SITE_SCRIPT, PREVIEW_STYLESHEET]) {
    if (!fs.existsSync(path.join(dir, file))) throw new BuildOutputError(`admin/${file} was not written`);
  }
  return { decapFiles, stylesheet };
}

export const cmsAdminStep: BuildOutputStep = {
  name: "cms-admin",
  after: [],
  async run(output) {
    const { decapFiles, stylesheet } = await writeCmsAdmin(output);
    return `admin/ written: page, config.yml, ${SITE_SCRIPT}, ${decapFiles} Decap files, ${PREVIEW_STYLESHEET} from ${stylesheet}`;
  },
};
