/**
 * A list that shows each logo more than once (the home page's client strip)
 * draws them from a sprite of <symbol>s (LogoSymbols in
 * src/components/ui/LogoImage.tsx). Inline, those drawings were a third of the
 * home page's HTML, all of it read ahead of the hero on a slow connection. This
 * step moves every page's sprite into one file, /static/logos-<hash>.svg, and
 * points the page's <use> references at it: the browser fetches it once, caches
 * it for good (a hashed name under /static/), and draws every reference from
 * that one document, as it drew them from the page's own sprite. The sprite in
 * the CMS's preview, which no build step touches, stays inline.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { pageHtmlFiles } from "./html-files";
import { BuildOutputError, relativeToPublic, type BuildOutput, type BuildOutputStep } from "./pipeline";

/** The attribute LogoSymbols marks its sprite with. */
export const LOGO_SPRITE_ATTRIBUTE = "data-logo-sprite";

const SPRITE = new RegExp(`<svg\\b[^>]*\\b${LOGO_SPRITE_ATTRIBUTE}=""[^>]*>([\\s\\S]*?)</svg>`, "g");
const SYMBOL = /<symbol\b[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g;

export interface LogoSpriteResult {
  /** the file written, relative to public/ (null when no page has a sprite) */
  file: string | null;
  pages: string[];
  symbols: number;
}

export function moveLogoSpritesToFile(output: Pick<BuildOutput, "publicDir" | "pagePaths">): LogoSpriteResult {
  const symbols = new Map<string, string>();
  const pages: { file: string; html: string; ids: string[] }[] = [];
  for (const file of pageHtmlFiles(output)) {
    const html = fs.readFileSync(file, "utf8");
    const sprites = [...html.matchAll(SPRITE)];
    if (!sprites.length) continue;
    const ids: string[] = [];
    for (const [, body] of sprites) {
      const found = [...body.matchAll(SYMBOL)];
      if (!found.length) throw new BuildOutputError(`${relativeToPublic(output, file)}: a logo sprite without any <symbol id>`);
      for (const [symbol, id] of found) {
        const known = symbols.get(id);
        if (known !== undefined && known !== symbol) {
          throw new BuildOutputError(`logo symbol "${id}" is drawn differently on ${relativeToPublic(output, file)} than on another page`);
        }
        symbols.set(id, symbol);
        ids.push(id);
      }
    }
    pages.push({ file, html, ids });
  }
  if (!pages.length) return { file: null, pages: [], symbols: 0 };

  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join("")}</svg>`;
  const name = `logos-${crypto.createHash("sha256").update(sprite).digest("hex").slice(0, 20)}.svg`;
  const url = `/static/${name}`;
  fs.mkdirSync(path.join(output.publicDir, "static"), { recursive: true });
  fs.writeFileSync(path.join(output.publicDir, "static", name), sprite);

  for (const page of pages) {
    let html = page.html.replace(SPRITE, "");
    for (const id of page.ids) {
      const reference = `href="#${id}"`;
      if (!html.includes(reference)) throw new BuildOutputError(`${relativeToPublic(output, page.file)}: logo symbol "${id}" is never used`);
      html = html.split(reference).join(`href="${url}#${id}"`);
    }
    fs.writeFileSync(page.file, html);
  }
  return { file: `static/${name}`, pages: pages.map((page) => relativeToPublic(output, page.file)), symbols: symbols.size };
}

export const logoSpriteFileStep: BuildOutputStep = {
  name: "logo-sprite-file",
  after: ["strip-nul-bytes"],
  run(output) {
    const { file, pages, symbols } = moveLogoSpritesToFile(output);
    if (!file) return "no page has a logo sprite";
    return `${symbols} logo symbols of ${pages.length} page(s) (${pages.join(", ")}) moved into ${file}`;
  },
};
