#!/usr/bin/env node
// `npm run logos:outline`: turns the lettering of the client wordmarks
// (content/images/logos/clients/*.svg) from SVG <text> into <path> outlines,
// in place. Run it after adding or editing a wordmark; the outlined files are
// committed, so builds need no fonts.
//
// Why: the home page inlines these logos, and Chrome lays out SVG text on the
// main thread (font matching, shaping, textLength stretching) each time a
// logo is drawn: outlines take most of that layout off the home page's load
// (the figures are in the commit that made them). Outlines also look the same everywhere: a phone without the
// Liberation fonts used to fall back to whatever sans or serif it had.
//
// The outlining itself: scripts/lib/outline-text.mjs. The wordmark's name stays
// in the SVG's <title> and aria-label.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { outlineSvg } from "./lib/outline-text.mjs";

const LOGO_DIR = path.join(ROOT, "content", "images", "logos", "clients");

for (const name of fs.readdirSync(LOGO_DIR).filter((file) => file.endsWith(".svg")).sort()) {
  const file = path.join(LOGO_DIR, name);
  const before = fs.readFileSync(file, "utf8");
  const after = outlineSvg(before);
  if (after === before) continue;
  fs.writeFileSync(file, after);
  console.log(`outlined ${path.relative(ROOT, file)}`);
}
