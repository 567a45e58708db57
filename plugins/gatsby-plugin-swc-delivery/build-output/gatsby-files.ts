/**
 * What Gatsby writes into public/ that no visitor requests once no page loads
 * Gatsby's client runtime (./no-client-runtime.ts): its JavaScript bundles
 * and their maps, its global stylesheet (each page inlines the rules it uses,
 * ./inline-used-css.ts, and the CMS has its own copy), the page data and app
 * data the runtime would fetch, the chunk map and webpack's stats that name
 * them, the HTML of its slices (stitched into every page) and Partytown's
 * files. A deploy would publish them for nothing.
 *
 * They are moved aside, not deleted: Gatsby's next warm build reads them (it
 * renders a page's HTML from the page's data file, stitches slices from their
 * files, compares webpack's outputs with what is there). They wait in .cache/
 * (which a deploy keeps with public/: netlify/plugins/gatsby-build-cache) and
 * go back into public/ as the next build starts (onPreInit), so Gatsby finds
 * public/ as it left it. A build that finds no .cache/ is cold and writes
 * them all again.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { BuildOutputError, type BuildOutput, type BuildOutputStep } from "./pipeline";

/** Where Gatsby's unrequested files wait between builds, relative to the repository. */
export const GATSBY_FILES_DIR = path.join(".cache", "gatsby-public-files");

const GATSBY_FOLDERS = new Set(["page-data", "_gatsby", "~partytown"]);
/** webpack's outputs at the top of public/: content-hashed bundles and the stylesheet, with their maps and licence notes, and its two lists. */
const GATSBY_TOP_FILE = /^(?:[\w~.-]+-[0-9a-f]{20}\.js|styles\.[0-9a-f]{20}\.css)(?:\.map|\.LICENSE\.txt)?$|^(?:webpack\.stats|chunk-map)\.json$/;

/** The names of Gatsby's unrequested files and folders at the top of `dir`. */
export function gatsbyFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => GATSBY_FOLDERS.has(name) || GATSBY_TOP_FILE.test(name))
    .sort();
}

/** Moves Gatsby's unrequested files from public/ into GATSBY_FILES_DIR (emptied first); returns their names. */
export function moveGatsbyFilesAside(root: string, publicDir: string): string[] {
  const aside = path.join(root, GATSBY_FILES_DIR);
  fs.rmSync(aside, { recursive: true, force: true });
  fs.mkdirSync(aside, { recursive: true });
  const names = gatsbyFiles(publicDir);
  for (const name of names) fs.renameSync(path.join(publicDir, name), path.join(aside, name));
  return names;
}

/**
 * Puts the files moved aside back into public/ and empties GATSBY_FILES_DIR.
 * One that public/ holds already was written by a build that stopped before
 * its output steps, and is newer: it stays. Without public/ nothing is put
 * back (Gatsby writes them again).
 */
export function putGatsbyFilesBack(root: string, publicDir: string): string[] {
  const aside = path.join(root, GATSBY_FILES_DIR);
  const names = fs.existsSync(publicDir) ? gatsbyFiles(aside).filter((name) => !fs.existsSync(path.join(publicDir, name))) : [];
  for (const name of names) fs.renameSync(path.join(aside, name), path.join(publicDir, name));
  fs.rmSync(aside, { recursive: true, force: true });
  return names;
}

export const gatsbyFilesStep: BuildOutputStep = {
  name: "gatsby-files",
  // After every step that reads them: the slices (strip-nul-bytes, no-client-runtime), webpack's stats and the stylesheet (inline-used-css, cms-admin).
  after: ["strip-nul-bytes", "no-client-runtime", "inline-used-css", "cms-admin"],
  run(output: Pick<BuildOutput, "root" | "publicDir">) {
    const moved = moveGatsbyFilesAside(output.root, output.publicDir);
    const missing = ["page-data", "webpack.stats.json"].filter((name) => !moved.includes(name));
    if (missing.length) throw new BuildOutputError(`Gatsby wrote no ${missing.join(" and no ")} into public/: its output is not what this step was written for`);
    const bundles = moved.filter((name) => name.endsWith(".js")).length;
    return `${moved.length} of Gatsby's files and folders no page requests (${bundles} bundles, the stylesheet, page-data/, _gatsby/, the stats) moved to ${GATSBY_FILES_DIR} for the next build`;
  },
};

/**
 * Before anything else of a build: Gatsby's files back where Gatsby left them.
 * Not for `gatsby develop`, which writes its own public/ while the build's
 * waits aside (scripts/lib/develop-public.mjs), and must not take the files
 * the next build reads.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ store }) => {
  if (process.env.gatsby_executing_command === "develop") return;
  const root = store.getState().program.directory as string;
  putGatsbyFilesBack(root, path.join(root, "public"));
};
