// `gatsby develop` (npm run develop, npm run cms) writes its own files into
// public/: client bundles, page-data/, _gatsby/. The production build's public/
// is moved aside while develop runs and put back, exactly, when it stops, so a
// later `npm start` serves the build unchanged and the next build starts from
// what the last build left.
import fs from "node:fs";
import path from "node:path";

/** Where the build's public/ waits while develop runs, relative to the repository. */
export const PUBLIC_ASIDE_DIR = path.join(".develop-aside", "public");

/**
 * Puts a public/ left aside by an earlier develop that did not stop cleanly
 * back (develop's own public/ removed); returns whether there was one.
 */
export function restoreBuiltPublic(root) {
  const aside = path.join(root, PUBLIC_ASIDE_DIR);
  if (!fs.existsSync(aside)) return false;
  const publicDir = path.join(root, "public");
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.renameSync(aside, publicDir);
  fs.rmSync(path.dirname(aside), { recursive: true, force: true });
  return true;
}

/** Moves the build's public/ aside (after restoring one an earlier develop left); develop then starts with no public/. */
export function setBuiltPublicAside(root) {
  restoreBuiltPublic(root);
  const publicDir = path.join(root, "public");
  if (!fs.existsSync(publicDir)) return false;
  const aside = path.join(root, PUBLIC_ASIDE_DIR);
  fs.mkdirSync(path.dirname(aside), { recursive: true });
  fs.renameSync(publicDir, aside);
  return true;
}
