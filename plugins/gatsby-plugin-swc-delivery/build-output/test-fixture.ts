/**
 * For the steps' tests: a copy of real Gatsby output, as Gatsby leaves it
 * before any step has run (./fixture: the 404 page and two pages of one
 * template, the scripts slice, webpack.stats.json, the stylesheet and the
 * sitemap index of one build of this site), in a fresh temporary folder per
 * call.
 */
import fs from "fs";
import os from "os";
import path from "path";
import type { BuildOutput } from "./pipeline";

export const FIXTURE_DIR = path.join(__dirname, "fixture");
export const REPOSITORY = path.resolve(__dirname, "..", "..", "..");
/** The pages of the fixture, as Gatsby's store names them. */
export const FIXTURE_PAGE_PATHS = ["/404.html", "/technology/ab-tasty", "/technology/mixpanel"];

export function fixtureOutput(): BuildOutput {
  const publicDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "build-output-")), "public");
  fs.cpSync(FIXTURE_DIR, publicDir, { recursive: true });
  return { root: REPOSITORY, publicDir, pagePaths: FIXTURE_PAGE_PATHS, siteUrl: "https://www.swc.co.il", env: {} };
}

export const readPublic = (output: BuildOutput, file: string) => fs.readFileSync(path.join(output.publicDir, file), "utf8");
export const writePublic = (output: BuildOutput, file: string, text: string | Uint8Array) => fs.writeFileSync(path.join(output.publicDir, file), text);
