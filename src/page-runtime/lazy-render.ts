import { whenIdle, whenIdleAfterLoad } from "./activation";

/**
 * Blocks below the fold start unrendered (content-visibility: auto, the
 * .lazy-render classes in src/styles/global.css), so a page's first layout
 * covers what can be seen. Until rendered, a block counts at an estimated
 * height, and a page whose blocks all rendered as the visitor scrolled would
 * grow under them, and "scroll to the end" or an in-page link would land short.
 *
 * So once the page has loaded and the main thread is idle, the runtime renders
 * the blocks itself, in page order, one per idle period: each is laid out in
 * the frame after it is marked (data-rendered, which the stylesheet renders
 * like any other box), a few milliseconds at a time instead of one long first
 * layout, and the page has its real height before the visitor gets far. When
 * every block is rendered, <html> carries data-lazy-rendered.
 */

export const LAZY_BLOCKS = ".lazy-render,.lazy-render-blocks>:nth-child(n+4),.lazy-render-items>:nth-child(n+2)";
export const RENDERED_ATTRIBUTE = "data-rendered";
export const ALL_RENDERED_ATTRIBUTE = "data-lazy-rendered";

export function installLazyRender(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  whenIdleAfterLoad(win, () => {
    const blocks = [...doc.querySelectorAll(LAZY_BLOCKS)];
    const step = () => {
      const next = blocks.shift();
      if (!next) return doc.documentElement.setAttribute(ALL_RENDERED_ATTRIBUTE, "");
      next.setAttribute(RENDERED_ATTRIBUTE, "");
      whenIdle(win, step);
    };
    step();
  });
}
