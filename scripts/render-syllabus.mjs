#!/usr/bin/env node
// `node scripts/render-syllabus.mjs`: prints the Google Analytics workshop syllabus to PDF
// (static/downloads/google-analytics-workshop-syllabus.pdf) from the same
// content the page shows (content/workshop-google-analytics.json), so the
// 'Download Syllabus' button never disagrees with the page. Run it after
// editing the workshop content; the PDF is committed.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/build-fingerprint.mjs";
import { launchChromium } from "./lib/chromium.mjs";
import { importSiteModule } from "./lib/site-module.mjs";

const workshop = JSON.parse(fs.readFileSync(path.join(ROOT, "content", "workshop-google-analytics.json"), "utf8"));
const { siteFacts: site } = await importSiteModule("src/lib/site-facts.ts");
const OUT = path.join(ROOT, "static", workshop.hero.secondaryLink);

const esc = (value) => String(value).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const { hero, audience, modules, details, reserve } = workshop;

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(hero.title)} — Syllabus</title>
<style>
  @page { size: A4; margin: 18mm 16mm; }
  body { font-family: "Liberation Sans", Arial, sans-serif; color: #0b1526; font-size: 10.5pt; line-height: 1.45; margin: 0; }
  header { border-bottom: 3px solid #2346d6; padding-bottom: 10pt; margin-bottom: 14pt; }
  .brand { color: #2346d6; font-weight: 700; letter-spacing: .12em; font-size: 9pt; text-transform: uppercase; }
  h1 { font-size: 22pt; margin: 4pt 0 6pt; }
  h2 { font-size: 13pt; color: #1a34a3; margin: 16pt 0 6pt; }
  h3 { font-size: 11pt; margin: 10pt 0 3pt; }
  p { margin: 0 0 6pt; color: #2b3850; }
  .facts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6pt; margin: 10pt 0 0; }
  .fact { background: #e8eeff; border-radius: 6pt; padding: 6pt 8pt; }
  .fact b { display: block; font-size: 8pt; text-transform: uppercase; color: #4a5872; letter-spacing: .06em; }
  ul { margin: 2pt 0 6pt 14pt; padding: 0; } li { margin: 1pt 0; color: #2b3850; }
  .module { break-inside: avoid; border-left: 3px solid #2346d6; padding: 2pt 0 2pt 10pt; margin: 8pt 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 4pt; } th, td { text-align: left; padding: 5pt 6pt; border-bottom: 1px solid #e3e8f1; }
  th { background: #f5f7fb; font-size: 9pt; }
  footer { margin-top: 18pt; padding-top: 8pt; border-top: 1px solid #e3e8f1; font-size: 9pt; color: #4a5872; }
</style></head><body>
<header>
  <div class="brand">${esc(site.brand)} · Workshop Syllabus</div>
  <h1>${esc(hero.title)}</h1>
  <p>${esc(hero.description)}</p>
  <div class="facts">
    <div class="fact"><b>Next date</b>${esc(hero.nextDate)}</div>
    <div class="fact"><b>Duration</b>${esc(hero.duration)}</div>
    <div class="fact"><b>Format</b>${esc(hero.format)}</div>
    <div class="fact"><b>Location</b>${esc(hero.location)}</div>
  </div>
</header>
<h2>${esc(audience.title)}</h2>
<ul>${audience.items.map((item) => `<li><b>${esc(item.title)}</b> — ${esc(item.description)}</li>`).join("")}</ul>
<h2>${esc(modules.title)}</h2>
${modules.items
  .map(
    (m) => `<div class="module"><h3>Module ${m.number}: ${esc(m.title)}</h3><p>${esc(m.description)}</p>
<ul>${m.topics.map((t) => `<li>${esc(t)}</li>`).join("")}</ul></div>`,
  )
  .join("")}
<h2>${esc(details.sessionsTitle)}</h2>
<table><thead><tr><th>Date</th><th>Format</th><th>Location</th><th>Time</th></tr></thead><tbody>
${details.sessions.map((s) => `<tr><td>${esc(s.date)}</td><td>${esc(s.format)}</td><td>${esc(s.location)}</td><td>${esc(s.time)}</td></tr>`).join("")}
</tbody></table>
<h2>${esc(details.inclusionsTitle)}</h2>
<ul>${details.inclusions.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>
<footer>${esc(reserve.note)}. To reserve a seat or arrange a private session: ${esc(site.email)} · ${esc(site.siteUrl.replace(/^https?:\/\//, ""))}/contact</footer>
</body></html>`;

const browser = await launchChromium();
const page = await browser.newPage();
await page.setContent(html, { waitUntil: "load" });
fs.mkdirSync(path.dirname(OUT), { recursive: true });
await page.pdf({ path: OUT, format: "A4", printBackground: true });
await browser.close();
console.log(`syllabus → ${path.relative(ROOT, OUT)} (${fs.statSync(OUT).size} bytes)`);
