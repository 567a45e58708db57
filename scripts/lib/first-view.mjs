// What a page's HTML costs the browser before any script runs: its bytes (and
// gzip bytes, what a slow connection reads before the first paint), how many
// elements it builds, and how much of it is inline CSS and inline SVG.
// A small tag scanner is enough here: React escapes "<" and ">" inside
// attribute values, so every "<name" outside comments, scripts and styles is a
// start tag.

import zlib from "node:zlib";

const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g;

/** @param {string} html */
export function firstViewCost(html) {
  const htmlBytes = Buffer.byteLength(html, "utf8");
  const htmlGzipBytes = zlib.gzipSync(html).length;
  let inlineCssBytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineCssBytes += Buffer.byteLength(match[1], "utf8");
  // Scripts and styles count as one element each; their text is not markup.
  const markup = html.replace(COMMENT, "").replace(RAW_TEXT, (_, name) => `<${name}></${name}>`);
  let elements = 0;
  let inlineSvgBytes = 0;
  let svgDepth = 0;
  let svgStart = 0;
  let inlineSvgs = 0;
  for (const match of markup.matchAll(TAG)) {
    const [text, closing, rawName, selfClosing] = match;
    const name = rawName.toLowerCase();
    if (!closing) elements++;
    if (name !== "svg") continue;
    if (!closing) {
      if (svgDepth === 0) {
        svgStart = match.index;
        inlineSvgs++;
      }
      if (!selfClosing) svgDepth++;
      else if (svgDepth === 0) inlineSvgBytes += Buffer.byteLength(text, "utf8");
    } else if (svgDepth > 0 && --svgDepth === 0) {
      inlineSvgBytes += Buffer.byteLength(markup.slice(svgStart, match.index + text.length), "utf8");
    }
  }
  return { htmlBytes, htmlGzipBytes, elements, inlineCssBytes, inlineSvgBytes, inlineSvgs };
}
