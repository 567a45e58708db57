#!/usr/bin/env node
// `npm run artwork`: renders the original SVG artwork in content/images/artwork/
// to PNG next to it in content/images/. gatsby-plugin-image cannot process SVG,
// so pages reference the PNGs and Gatsby derives AVIF/WebP sizes from them.
// Run it after editing an SVG; the PNGs are committed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./lib/build-fingerprint.mjs";

const SOURCE = path.join(ROOT, "content", "images", "artwork");
const TARGET = path.join(ROOT, "content", "images");
// Rendered at twice the SVG's own size so the largest responsive image stays sharp.
const DENSITY = 144;

for (const name of fs.readdirSync(SOURCE).filter((f) => f.endsWith(".svg")).sort()) {
  const out = path.join(TARGET, name.replace(/\.svg$/, ".png"));
  await sharp(path.join(SOURCE, name), { density: DENSITY }).png({ compressionLevel: 9, palette: false }).toFile(out);
  const { width, height } = await sharp(out).metadata();
  console.log(`${name} → ${path.relative(ROOT, out)} (${width}×${height})`);
}
