import { scheduleHashScroll } from "../lib/hash-scroll";
import { whenParsed } from "./activation";

/**
 * What the page's HTML cannot know when it is built: the visitor's year in
 * the footer's copyright line (a page built in December still reads right
 * in January), and the smooth scroll to the section a URL hash names, with
 * the delays of pages whose content settles late (src/lib/hash-scroll.ts).
 */
export function installPageShell(doc: Document): void {
  whenParsed(doc, () => {
    const year = String(new Date().getFullYear());
    doc.querySelectorAll("[data-copyright-year]").forEach((element) => {
      if (element.textContent !== year) element.textContent = year;
    });
    const { hash, pathname } = doc.defaultView!.location;
    if (hash) scheduleHashScroll(hash, pathname, true);
  });
}
