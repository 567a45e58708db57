/**
 * A list that shows each logo more than once (the home page's client strip)
 * draws them from a sprite of <symbol>s (LogoSymbols in
 * src/components/ui/LogoImage.tsx). Inline, those drawings were a third of the
 * home page's HTML, all of it read ahead of the hero on a slow connection. This
 * step moves every page's sprite into one file, /static/logos-<hash>.svg, and
 * draws each reference to it as a lazily loaded image of that file:
 *
 * - **The file** stacks the drawings one under another, each with a <view> of
 *   its own id, so `logos-<hash>.svg#client-logo-1` shows that drawing alone
 *   (an SVG fragment identifier) at the size and alignment the <symbol> had.
 * - **The references**: an `<svg><use href="#id"></use></svg>` becomes an
 *   `<img src="/static/logos-<hash>.svg#id" loading="lazy">` with the same
 *   box, class and accessible name. A <use> of an external file would be
 *   fetched as the parser meets it, ahead of the first paint, competing with
 *   the page's largest image for a slow connection, for logos that sit below
 *   the fold. A lazy image is fetched when it nears the view. The browser
 *   fetches the file once, caches it for good (a hashed name under /static/)
 *   and parses it once for every image of it.
 *
 * - **The colours**: the client wordmarks are drawn in currentColor, which in
 *   an image is the image's own text colour, not the page's. The file sets it
 *   to the wordmark ink of each colour scheme (design-palette.js); an image
 *   follows the colour scheme of the element that shows it.
 *
 * The sprite in the CMS's preview, which no build step touches, stays inline
 * and takes the page's text colour.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { pageHtmlFiles } from "../../plugins/gatsby-plugin-swc-delivery/build-output/html-files";
import { BuildOutputError, relativeToPublic, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the palette is CommonJS, shared with tailwind.config.js
const { wordmark } = require("../../design-palette.js") as { wordmark: { light: string; dark: string } };

/** currentColor inside the sprite: the wordmark ink of the scheme the image is shown in. */
export const SPRITE_STYLE = `<style>svg{color:${wordmark.light}}@media (prefers-color-scheme:dark){svg{color:${wordmark.dark}}}</style>`;

/** The attribute LogoSymbols marks its sprite with. */
export const LOGO_SPRITE_ATTRIBUTE = "data-logo-sprite";

const SPRITE = new RegExp(`<svg\\b[^>]*\\b${LOGO_SPRITE_ATTRIBUTE}=""[^>]*>([\\s\\S]*?)</svg>`, "g");
const SYMBOL = /<symbol\b[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g;
const SYMBOL_PARTS = /^<symbol\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/symbol>$/;
/** An <svg> whose one child is a <use> of a local id, as React renders LogoImage's `symbol`. */
const REFERENCE = /<svg\b([^>]*)><use href="#([^"]+)"(?:\/>|><\/use>)<\/svg>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
/** An <svg>'s attributes an <img> of the same drawing keeps as they are. */
const KEPT_ATTRIBUTES = new Set(["class", "style", "width", "height"]);
/** Attributes with nothing to carry over: the <view> has the viewBox, an image takes no focus. */
const DROPPED_ATTRIBUTES = new Set(["viewBox", "focusable", "role", "aria-label", "aria-hidden"]);

export interface LogoSpriteResult {
  /** the file written, relative to public/ (null when no page has a sprite) */
  file: string | null;
  pages: string[];
  symbols: number;
}

/** The sprite as one image: the drawings stacked, each shown alone by its <view>. */
export function spriteImage(symbols: ReadonlyMap<string, string>): string {
  let top = 0;
  let width = 0;
  const views: string[] = [];
  const drawings: string[] = [];
  for (const [id, symbol] of symbols) {
    const [, viewBox, body] = SYMBOL_PARTS.exec(symbol) ?? [];
    const size = viewBox?.trim().split(/[\s,]+/).map(Number) ?? [];
    if (size.length !== 4 || size.some((n) => !Number.isFinite(n)) || size[2] <= 0 || size[3] <= 0) {
      throw new BuildOutputError(`logo symbol "${id}" has no usable viewBox`);
    }
    const [, , w, h] = size;
    views.push(`<view id="${id}" viewBox="0 ${top} ${w} ${h}"/>`);
    drawings.push(`<svg y="${top}" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`);
    top += h;
    width = Math.max(width, w);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${top}">${SPRITE_STYLE}${views.join("")}${drawings.join("")}</svg>`;
}

/** One reference's <svg> attributes as the <img> of `src` that draws the same. */
function imageOfReference(attributes: string, src: string, where: string): string {
  const kept: string[] = [];
  let alt = "";
  for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
    if (name === "aria-label") alt = value;
    if (KEPT_ATTRIBUTES.has(name) || name.startsWith("data-")) kept.push(`${name}="${value}"`);
    else if (!DROPPED_ATTRIBUTES.has(name)) throw new BuildOutputError(`${where}: a logo reference's ${name}="${value}" has no equivalent on an image of the sprite`);
  }
  return `<img src="${src}" alt="${alt}" ${kept.join(" ")} loading="lazy" decoding="async"/>`;
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

  const sprite = spriteImage(symbols);
  const name = `logos-${crypto.createHash("sha256").update(sprite).digest("hex").slice(0, 20)}.svg`;
  const url = `/static/${name}`;
  fs.mkdirSync(path.join(output.publicDir, "static"), { recursive: true });
  fs.writeFileSync(path.join(output.publicDir, "static", name), sprite);

  for (const page of pages) {
    const where = relativeToPublic(output, page.file);
    const ids = new Set(page.ids);
    const used = new Set<string>();
    let html = page.html.replace(SPRITE, "");
    html = html.replace(REFERENCE, (reference, attributes: string, id: string) => {
      if (!ids.has(id)) return reference;
      used.add(id);
      return imageOfReference(attributes, `${url}#${id}`, where);
    });
    for (const id of ids) {
      if (!used.has(id)) throw new BuildOutputError(`${where}: logo symbol "${id}" is never used`);
      if (html.includes(`href="#${id}"`)) throw new BuildOutputError(`${where}: logo symbol "${id}" is referred to other than by a logo's <svg><use>`);
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
    return `${symbols} logo symbols of ${pages.length} page(s) (${pages.join(", ")}) drawn as lazy images of ${file}`;
  },
};
