import { APPROACH_IDLE_TIMEOUT_MS, watchApproach } from "./islands";

/** An IntersectionObserver whose callback the test calls, and a requestIdleCallback whose tasks it runs. */
function fakeBrowser() {
  let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
  const idleTasks: Array<{ task: () => void; timeout?: number }> = [];
  const win = window as unknown as Record<string, unknown>;
  const saved = { IntersectionObserver: win.IntersectionObserver, requestIdleCallback: win.requestIdleCallback };
  win.IntersectionObserver = class {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  };
  win.requestIdleCallback = (task: () => void, options?: { timeout?: number }) => idleTasks.push({ task, timeout: options?.timeout });
  return {
    scrollNear: () => report!([{ isIntersecting: true }]),
    runIdleTasks: () => idleTasks.splice(0).forEach(({ task }) => task()),
    idleTasks,
    restore: () => Object.assign(win, saved),
  };
}

describe("watchApproach", () => {
  let browser: ReturnType<typeof fakeBrowser>;
  let island: HTMLElement;
  beforeEach(() => {
    browser = fakeBrowser();
    document.body.innerHTML = '<div id="island"><input name="name"></div><button id="outside">x</button>';
    island = document.getElementById("island")!;
  });
  afterEach(() => browser.restore());

  it("an island scrolled near starts at the next idle moment, not in the middle of what the page is doing", () => {
    const onApproach = jest.fn();
    watchApproach(document, island, onApproach);
    browser.scrollNear();
    expect(onApproach).not.toHaveBeenCalled();
    expect(browser.idleTasks.map((entry) => entry.timeout)).toEqual([APPROACH_IDLE_TIMEOUT_MS]);
    browser.runIdleTasks();
    expect(onApproach).toHaveBeenCalledTimes(1);
  });

  it("the pointer entering the island starts it at once (pointerenter does not bubble)", () => {
    const onApproach = jest.fn();
    watchApproach(document, island, onApproach);
    document.getElementById("outside")!.dispatchEvent(new Event("pointerenter"));
    expect(onApproach).not.toHaveBeenCalled();
    island.querySelector("input")!.dispatchEvent(new Event("pointerenter"));
    expect(onApproach).toHaveBeenCalledTimes(1);
  });

  it("a press inside the island starts it at once, and only once", () => {
    const onApproach = jest.fn();
    watchApproach(document, island, onApproach);
    document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(onApproach).not.toHaveBeenCalled();
    island.querySelector("input")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(onApproach).toHaveBeenCalledTimes(1);
    browser.scrollNear();
    browser.runIdleTasks();
    island.querySelector("input")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(onApproach).toHaveBeenCalledTimes(1);
  });
});
