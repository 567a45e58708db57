import fs from "fs";
import path from "path";
import { BuildOutputError } from "./pipeline";

const GLOBAL_STYLESHEET = /^styles\.[0-9a-f]+\.css$/;

/**
 * The build's global stylesheet ("styles.<hash>.css"), which webpack.stats.json
 * lists among the app chunk's files. Exactly one is expected: the steps that
 * inline it and copy it for the CMS preview would otherwise pick at random or
 * silently do nothing.
 */
export function globalStylesheet(publicDir: string): string {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(statsFile)) throw new BuildOutputError(`${statsFile} is missing (Gatsby writes it on every build)`);
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const css = (stats.assetsByChunkName?.app ?? []).filter((file) => GLOBAL_STYLESHEET.test(file));
  if (css.length !== 1) {
    throw new BuildOutputError(`webpack.stats.json should list one global stylesheet (styles.<hash>.css) for the app chunk, not ${css.length}${css.length ? `: ${css.join(", ")}` : ""}`);
  }
  if (!fs.existsSync(path.join(publicDir, css[0]))) throw new BuildOutputError(`webpack.stats.json names ${css[0]}, which is not in public/`);
  return css[0];
}
