import { whenShownAndPainted } from "./activation";

describe("whenShownAndPainted", () => {
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering;
    jest.useRealTimers();
  });

  it("runs the task at once on a page loaded normally", () => {
    const task = jest.fn();
    whenShownAndPainted(document, task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("on a prerendered page, waits until it is shown and its first frame is painted", () => {
    jest.useFakeTimers();
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const task = jest.fn();
    whenShownAndPainted(document, task);
    jest.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    document.dispatchEvent(new Event("prerenderingchange"));
    expect(frames).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    frames[0](0);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
