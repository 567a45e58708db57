// What the built site's images weigh: every encoded image file under
// public/static/, and per page the image bytes a browser fetches there,
// for bench:build's report. A browser takes the first <source> type it
// decodes (AVIF, which nearly every browser decodes, else the <img>'s own)
// and from its srcset the smallest candidate at least as wide as the image's
// slot (from `sizes`) times the screen's pixel ratio, else the widest.
import fs from "node:fs";
import path from "node:path";

const IMAGE_FILE = /\.(avif|webp|png|jpe?g)$/;

/** The screens a page's image bytes are reported for. */
export const SCREENS = [
  { name: "phone", width: 390, dpr: 3 },
  { name: "desktop", width: 1440, dpr: 2 },
];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Bytes and count of the encoded images under public/static/, per format. */
export function encodedImageBytes(publicDir) {
  const byFormat = {};
  const staticDir = path.join(publicDir, "static");
  if (!fs.existsSync(staticDir)) return byFormat;
  for (const file of walk(staticDir)) {
    const format = IMAGE_FILE.exec(file)?.[1];
    if (!format) continue;
    byFormat[format] ??= { files: 0, bytes: 0 };
    byFormat[format].files++;
    byFormat[format].bytes += fs.statSync(file).size;
  }
  return byFormat;
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The CSS width of an image's slot on a screen `viewport` CSS pixels wide, from a `sizes` list. */
export function slotWidth(sizes, viewport) {
  for (const part of (sizes ?? "100vw").split(",").map((text) => text.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(px|vw)$/.exec(part);
    if (!match) continue;
    const [, kind, bound, value, unit] = match;
    if (kind === "min" && viewport < Number(bound)) continue;
    if (kind === "max" && viewport > Number(bound)) continue;
    return unit === "vw" ? (viewport * Number(value)) / 100 : Number(value);
  }
  return viewport;
}

/** The srcset candidate a browser picks for `needed` device pixels. */
export function pickCandidate(srcset, needed) {
  const candidates = srcset
    .split(",")
    .map((text) => text.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: Number.parseInt(descriptor ?? "0", 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1);
}

/** Per screen, the bytes of the image files a browser fetches for one page's HTML. */
export function pageImageBytes(html, publicDir) {
  const totals = Object.fromEntries(SCREENS.map((screen) => [screen.name, 0]));
  for (const picture of html.match(/<picture>[\s\S]*?<\/picture>/g) ?? []) {
    const avif = /<source\b[^>]*type="image\/avif"[^>]*>/.exec(picture)?.[0];
    const img = /<img\b[^>]*>/.exec(picture)?.[0];
    const chosen = avif ?? img;
    const srcset = chosen && (attribute(chosen, "srcSet") ?? attribute(chosen, "srcset"));
    if (!srcset) continue;
    const sizes = attribute(chosen, "sizes") ?? (img && attribute(img, "sizes"));
    for (const screen of SCREENS) {
      const { url } = pickCandidate(srcset.replaceAll("&amp;", "&"), slotWidth(sizes, screen.width) * screen.dpr);
      const file = path.join(publicDir, decodeURI(url).replace(/^\//, ""));
      if (fs.existsSync(file)) totals[screen.name] += fs.statSync(file).size;
    }
  }
  return totals;
}

/** Every page of public/ (its index.html files) with its image bytes per screen, heaviest on a phone first. */
export function imageBytesByPage(publicDir) {
  const pages = [];
  for (const file of walk(publicDir)) {
    if (!file.endsWith(".html") || file.includes(`${path.sep}admin${path.sep}`) || file.includes(`${path.sep}_gatsby${path.sep}`)) continue;
    const page = `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/\/?index\.html$/, "") || "/";
    pages.push({ page, ...pageImageBytes(fs.readFileSync(file, "utf8"), publicDir) });
  }
  return pages.sort((a, b) => b.phone - a.phone || a.page.localeCompare(b.page));
}
