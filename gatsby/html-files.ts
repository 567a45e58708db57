import fs from "fs";
import path from "path";

/** Every .html file under `dir`, depth first. */
export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/**
 * React 18's streaming server renderer (which Gatsby 5 uses for every page)
 * can flush the unwritten tail of its 2 KB buffer when a multi-byte character
 * (an em dash, say) lands on the buffer's edge, leaving NUL bytes in the HTML
 * (facebook/react#26228, fixed only in React 19; gatsbyjs/gatsby#38747).
 * A NUL is never legitimate in HTML, so removing them restores the page exactly.
 * Returns the files that were mended, relative to `publicDir`.
 */
export function stripNulBytes(publicDir: string): string[] {
  const mended: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const bytes = fs.readFileSync(file);
    if (!bytes.includes(0)) continue;
    fs.writeFileSync(file, Buffer.from(bytes.filter((byte) => byte !== 0)));
    mended.push(path.relative(publicDir, file));
  }
  return mended;
}
