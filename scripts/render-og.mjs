#!/usr/bin/env node
// `npm run og`: draws the 1200×630 Open Graph / Twitter card images (original
// artwork: brand gradient, dial mark, a label per page template) into static/og/.
// The PNGs are committed; rerun after changing the brand or the labels.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { importSiteModule } from "./lib/site-module.mjs";

const { siteFacts: site } = await importSiteModule("src/lib/site-facts.ts");
const CARDS = {
  default: { label: "Marketing Technology & Analytics", accent: "#7d97ff" },
  technology: { label: "Technology", accent: "#7d97ff" },
  service: { label: "Services", accent: "#ffb58a" },
  insight: { label: "Insights", accent: "#8fe3d6" },
  "case-study": { label: "Case Studies", accent: "#ffd37a" },
  workshop: { label: "Workshops", accent: "#c7b6ff" },
};

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function svg({ label, accent }) {
  const ticks = Array.from({ length: 25 }, (_, i) => {
    const x = 660 + i * 20;
    const tall = i % 4 === 0;
    return `<line x1="${x}" y1="${tall ? 470 : 482}" x2="${x}" y2="500" stroke="#ffffff" stroke-opacity="${tall ? 0.55 : 0.3}" stroke-width="2"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1526"/><stop offset="1" stop-color="#1a34a3"/></linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(80 80)">
    <circle cx="40" cy="40" r="34" fill="none" stroke="#fff" stroke-width="7"/>
    <path d="M40 40 L62 20" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
    <circle cx="40" cy="40" r="7" fill="${accent}"/>
    <text x="100" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff" letter-spacing="3">${escape(site.brand)}</text>
  </g>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${accent}" letter-spacing="4">${escape(label.toUpperCase())}</text>
  <text x="80" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">${escape(site.tagline)}</text>
  ${ticks}
  <line x1="660" y1="500" x2="1140" y2="500" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>
  <path d="M905 455 L905 520" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>
  <text x="80" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.7">${escape(new URL(site.siteUrl).host)}</text>
</svg>`;
}

fs.mkdirSync(path.join(ROOT, "static", "og"), { recursive: true });
for (const [name, card] of Object.entries(CARDS)) {
  const out = path.join(ROOT, "static", "og", `${name}.png`);
  await sharp(Buffer.from(svg(card))).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
  console.log(`static/og/${name}.png`);
}
