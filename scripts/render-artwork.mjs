#!/usr/bin/env node
// `npm run artwork`: renders the original SVG artwork in content/images/artwork/
// to PNG next to it in content/images/, and its dark rendering (the same
// drawing in the dark scheme's colours, scripts/lib/artwork-dark.mjs) to
// content/images/dark/. gatsby-plugin-image cannot process SVG, so pages
// reference the PNGs and Gatsby derives AVIF/WebP sizes from them. The dark
// PNGs are not on the pages yet: their sources would outgrow home's HTML budget.
// It also renders the site icon, static/favicon.svg, to the PNG icons the head
// links (site-head.tsx). Run it after editing an SVG; the PNGs are committed.
// The artwork's text is set in the site's typeface, Assistant: librsvg finds
// it through fontconfig, which reads TrueType, not the site's woff2, so its file
// is unpacked into a temporary font folder that fontconfig is pointed at before
// sharp loads. The file names its family "Assistant ExtraLight" (its default
// instance): an alias lets the SVGs ask for "Assistant".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { decompress } from "wawoff2";
import { ROOT } from "./lib/build-fingerprint.mjs";

const FONT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-fonts-"));
const woff2 = createRequire(import.meta.url).resolve("@fontsource-variable/assistant/files/assistant-latin-wght-normal.woff2");
fs.writeFileSync(path.join(FONT_DIR, "assistant.ttf"), await decompress(fs.readFileSync(woff2)));
fs.writeFileSync(
  path.join(FONT_DIR, "fonts.conf"),
  `<?xml version="1.0"?>
<fontconfig>
  <dir>${FONT_DIR}</dir>
  <cachedir>${FONT_DIR}</cachedir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <alias binding="same"><family>Assistant</family><prefer><family>Assistant ExtraLight</family></prefer></alias>
</fontconfig>
`,
);
process.env.FONTCONFIG_FILE = path.join(FONT_DIR, "fonts.conf");
const { default: sharp } = await import("sharp");
const { darkArtwork } = await import("./lib/artwork-dark.mjs");

const SOURCE = path.join(ROOT, "content", "images", "artwork");
const TARGET = path.join(ROOT, "content", "images");
const DARK_TARGET = path.join(TARGET, "dark");
// Rendered at twice the SVG's own size so the largest responsive image stays sharp.
const DENSITY = 144;

fs.mkdirSync(DARK_TARGET, { recursive: true });
for (const name of fs.readdirSync(SOURCE).filter((f) => f.endsWith(".svg")).sort()) {
  const svg = fs.readFileSync(path.join(SOURCE, name), "utf8");
  const png = name.replace(/\.svg$/, ".png");
  for (const [drawing, out] of [
    [svg, path.join(TARGET, png)],
    [darkArtwork(svg), path.join(DARK_TARGET, png)],
  ]) {
    await sharp(Buffer.from(drawing), { density: DENSITY }).png({ compressionLevel: 9, palette: false }).toFile(out);
    const { width, height } = await sharp(out).metadata();
    console.log(`${name} → ${path.relative(ROOT, out)} (${width}×${height})`);
  }
}

// The tab icon is a PNG, not the SVG: Chrome draws an SVG favicon as an SVG
// document on the page's own main thread (about 10 ms, right after the first
// paint, on every page load), a PNG is decoded off it. 48 px stays sharp at
// 32 px on a 1.5x screen; the touch icon is opaque (iOS fills transparency black).
const ICONS = [
  { out: "favicon.png", size: 48, opaque: false },
  { out: "apple-touch-icon.png", size: 180, opaque: true },
];
const STATIC = path.join(ROOT, "static");
for (const icon of ICONS) {
  let image = sharp(path.join(STATIC, "favicon.svg"), { density: 72 * (icon.size / 32) }).resize(icon.size, icon.size);
  if (icon.opaque) image = image.flatten({ background: "#0b1526" });
  await image.png({ compressionLevel: 9 }).toFile(path.join(STATIC, icon.out));
  console.log(`static/favicon.svg → static/${icon.out} (${icon.size}×${icon.size})`);
}

fs.rmSync(FONT_DIR, { recursive: true, force: true });
