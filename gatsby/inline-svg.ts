import fs from "node:fs";

/**
 * Logos (client, partner, technology and case-study wordmarks) are SVG files
 * in content/. As `<img>` each one is a separate SVG document for the browser
 * to create, style and lay out on the main thread, which on the home page's
 * many logos is a large share of a phone's load. Drawn inline they are a few
 * elements of the page itself. Markup queries read a
 * File's `inlineSvg` (src/components/ui/Logo.tsx), which keeps the `<img>`
 * when a file cannot be inlined safely.
 */
export interface InlineSvg {
  viewBox: string;
  /** the drawing inside the root <svg>, without <title> (the page names it) */
  body: string;
}

/**
 * Only self-contained drawings are inlined: no ids (a logo shown twice would
 * repeat them in one document), no <style> (it would style the whole page), no
 * scripts, event handlers, links or external references.
 */
const NOT_SELF_CONTAINED = /\bid\s*=|<style|<script|<foreignObject|<use\b|<image\b|\bhref\s*=|\son[a-z]+\s*=|url\(/i;

export function inlineSvgFromMarkup(markup: string): InlineSvg | null {
  const withoutProlog = markup
    .replace(/<\?xml[\s\S]*?\?>/g, "")
    .replace(/<!DOCTYPE[\s\S]*?>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/i.exec(withoutProlog);
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(root[1])?.[1];
  const [width, height] = [attribute("width"), attribute("height")].map((value) => (value && /^\d+(\.\d+)?$/.test(value) ? value : undefined));
  const viewBox = attribute("viewBox") ?? (width && height ? `0 0 ${width} ${height}` : undefined);
  // Presentation attributes on the root (fill, font-family…) would be lost inline.
  const rootAttributes = root[1].replace(/\s(xmlns(:\w+)?|viewBox|width|height|role|aria-label|aria-hidden|focusable|version)\s*=\s*"[^"]*"/gi, "").trim();
  const body = root[2].replace(/<title>[\s\S]*?<\/title>/gi, "").trim();
  if (!viewBox || rootAttributes || NOT_SELF_CONTAINED.test(body) || /<svg\b/i.test(body)) return null;
  return { viewBox, body: body.replace(/>\s+</g, "><") };
}

export const inlineSvgTypeDefs = `
  type InlineSvg {
    viewBox: String!
    body: String!
  }
`;

/** `File.inlineSvg`: the file's drawing for inline use, or null (not an SVG, or not self-contained). */
export const inlineSvgResolvers = {
  File: {
    inlineSvg: {
      type: "InlineSvg",
      resolve(source: { extension?: string; absolutePath?: string }) {
        if (source.extension !== "svg" || !source.absolutePath) return null;
        return inlineSvgFromMarkup(fs.readFileSync(source.absolutePath, "utf8"));
      },
    },
  },
};
