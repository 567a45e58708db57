/**
 * React 18's streaming server renderer (which Gatsby 5 uses for every page)
 * can flush the unwritten tail of its 2 KB buffer when a multi-byte character
 * (an em dash, say) lands on the buffer's edge, leaving NUL bytes in the HTML
 * (React 19 no longer does).
 * A NUL is never legitimate in HTML, so removing them restores the page
 * exactly; a page that is still not valid UTF-8 afterwards was damaged in some
 * other way, and the build stops.
 */
import fs from "fs";
import { pageHtmlFiles, sliceHtmlFiles } from "./html-files";
import { failOnPages, relativeToPublic, type BuildOutput, type BuildOutputStep } from "./pipeline";

const UTF8 = new TextDecoder("utf-8", { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Removes the NUL bytes from every page and slice Gatsby rendered; returns the files it mended (relative to public/). */
export function stripNulBytes(output: Pick<BuildOutput, "publicDir" | "pagePaths">): { mended: string[]; files: number } {
  const files = [...pageHtmlFiles(output), ...sliceHtmlFiles(output.publicDir)];
  const mended: string[] = [];
  const broken: string[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    const clean = bytes.includes(0) ? bytes.filter((byte) => byte !== 0) : bytes;
    if (!isUtf8(clean)) broken.push(relativeToPublic(output, file));
    if (clean === bytes) continue;
    fs.writeFileSync(file, clean);
    mended.push(relativeToPublic(output, file));
  }
  failOnPages("not valid UTF-8 (with any NUL bytes removed)", broken);
  return { mended, files: files.length };
}

export const stripNulBytesStep: BuildOutputStep = {
  name: "strip-nul-bytes",
  after: [],
  run(output) {
    const { mended, files } = stripNulBytes(output);
    return `${files} HTML files read, NUL bytes removed from ${mended.length}${mended.length ? ` (${mended.join(", ")})` : ""}`;
  },
};
