// Gatsby 5 (with slices, always on) re-renders a page's HTML only when its
// template's server bundle changes. A change that only touches CSS (global.css,
// tailwind.config.js, a class used by one page) therefore leaves every other
// page inlining the previous stylesheet: the production site would show old
// styles until `gatsby clean`. After each build, pages that inline an outdated
// stylesheet get the current one, exactly as Gatsby inlines it (file content
// in <style data-href=… data-identity="gatsby-global-css">).
import fs from "node:fs";
import path from "node:path";

const INLINED = /<style data-href="\/(styles\.[0-9a-f]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/** The global stylesheet of the last build, from webpack.stats.json. */
export function currentStylesheet(publicDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const css = (stats.assetsByChunkName?.app ?? []).filter((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
  return css.length === 1 ? css[0] : null;
}

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/** Returns the pages that were updated (paths relative to publicDir). */
export function refreshInlinedCss(publicDir) {
  const stylesheet = currentStylesheet(publicDir);
  if (!stylesheet) return [];
  const content = fs.readFileSync(path.join(publicDir, stylesheet), "utf8");
  const tag = `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${content}</style>`;
  const updated = [];
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const match = INLINED.exec(html);
    if (!match || match[1] === stylesheet) continue;
    // A function replacement: the CSS may contain "$" sequences.
    fs.writeFileSync(file, html.replace(INLINED, () => tag));
    updated.push(path.relative(publicDir, file));
  }
  return updated;
}
