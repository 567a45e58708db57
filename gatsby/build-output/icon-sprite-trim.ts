/**
 * Every page's HTML carries the site's icon sprite (IconSprite in
 * src/components/ui/icon-sprite.tsx, 40 icons), and a page draws a handful of
 * them. This step keeps in each page only the <symbol>s the page refers to
 * (`href="#icon-…"`): about 1.2 KB gzip less on every page, read before the
 * first paint. It holds because an island draws on the server what it draws
 * in the browser: its hydrated markup refers to the same icons (the states a
 * form reaches later draw their icons inline, with UiIcon).
 */
import fs from "fs";
import { pageHtmlFiles } from "../../plugins/gatsby-plugin-swc-delivery/build-output/html-files";
import { BuildOutputError, relativeToPublic, type BuildOutput, type BuildOutputStep } from "../../plugins/gatsby-plugin-swc-delivery/build-output/pipeline";
import { ICON_ID_PREFIX } from "../../src/components/ui/icon-sprite";

const ICON_SYMBOL = new RegExp(`<symbol id="${ICON_ID_PREFIX}([^"]+)"[^>]*>[\\s\\S]*?</symbol>`, "g");

/** The page without the icon symbols it never refers to; fails when a reference has no symbol. */
export function trimIconSprite(html: string, page: string): { html: string; removed: number } {
  let removed = 0;
  const trimmed = html.replace(ICON_SYMBOL, (symbol, name: string) => {
    if (html.includes(`href="#${ICON_ID_PREFIX}${name}"`)) return symbol;
    removed++;
    return "";
  });
  const missing = [...trimmed.matchAll(new RegExp(`href="#(${ICON_ID_PREFIX}[^"]+)"`, "g"))]
    .map(([, id]) => id)
    .filter((id) => !trimmed.includes(`<symbol id="${id}"`));
  if (missing.length) throw new BuildOutputError(`${page}: icons drawn without a symbol in the page: ${[...new Set(missing)].join(", ")}`);
  return { html: trimmed, removed };
}

export const iconSpriteTrimStep: BuildOutputStep = {
  name: "icon-sprite-trim",
  after: ["strip-nul-bytes"],
  run(output: Pick<BuildOutput, "publicDir" | "pagePaths">) {
    let removed = 0;
    const files = pageHtmlFiles(output);
    for (const file of files) {
      const result = trimIconSprite(fs.readFileSync(file, "utf8"), relativeToPublic(output, file));
      removed += result.removed;
      if (result.removed) fs.writeFileSync(file, result.html);
    }
    return `${removed} unused icon symbols removed from ${files.length} pages`;
  },
};
