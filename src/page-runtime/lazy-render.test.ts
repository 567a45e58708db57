import { ALL_RENDERED_ATTRIBUTE, installLazyRender, RENDERED_ATTRIBUTE } from "./lazy-render";

/** Idle periods the test hands out one at a time. */
function idlePeriods() {
  const queue: (() => void)[] = [];
  (window as unknown as { requestIdleCallback: (cb: () => void) => number }).requestIdleCallback = (callback) => queue.push(callback);
  return { next: () => queue.shift()?.(), get pending() { return queue.length; } };
}

describe("rendering the deferred blocks once the page is idle", () => {
  it("marks one block per idle period, in page order, then marks <html>", () => {
    document.body.innerHTML = `
      <section class="lazy-render" id="a"></section>
      <div class="lazy-render-blocks"><p id="b1"></p><p id="b2"></p><p id="b3"></p><p id="b4"></p></div>
      <ul class="lazy-render-items"><li id="c1"></li><li id="c2"></li></ul>
      <footer class="lazy-render" id="d"></footer>`;
    const idle = idlePeriods();
    installLazyRender(document); // jsdom's document has loaded
    const rendered = () => Array.from(document.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`), (el) => el.id);
    expect(rendered()).toEqual([]);
    const seen: string[][] = [];
    while (idle.pending) {
      idle.next();
      seen.push(rendered());
    }
    // paragraphs 1-3 of a long text and an item list's first card are rendered from the start
    expect(seen).toEqual([["a"], ["a", "b4"], ["a", "b4", "c2"], ["a", "b4", "c2", "d"], ["a", "b4", "c2", "d"]]);
    expect(document.documentElement.hasAttribute(ALL_RENDERED_ATTRIBUTE)).toBe(true);
  });
});
