import { whenParsed } from "../../../src/lib/activation";
import { loadLateCode } from "../../../src/lib/late-code";

/**
 * What the page's HTML cannot know when it is built: the visitor's year in
 * the footer's copyright line (a page built in December still reads right
 * in January), and the smooth scroll to the section a URL hash names, with
 * the delays of pages whose content settles late (src/lib/hash-scroll.ts:
 * late code, requested only by a page opened with a hash; the browser has
 * jumped to the section meanwhile).
 */
export function installPageShell(doc: Document): void {
  whenParsed(doc, () => {
    const year = String(new Date().getFullYear());
    doc.querySelectorAll("[data-copyright-year]").forEach((element) => {
      if (element.textContent !== year) element.textContent = year;
    });
    const { hash, pathname } = doc.defaultView!.location;
    if (hash) loadLateCode(["hash-scroll"]).then(([scroll]) => scroll.default(hash, pathname, true), () => undefined);
  });
}
