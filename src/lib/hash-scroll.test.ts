import { hashScrollTiming, scheduleHashScroll } from "./hash-scroll";

describe("hash scroll", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<section id="product-services"></section>';
  });
  afterEach(() => jest.useRealTimers());

  it("waits longer on the pages whose content settles late", () => {
    expect(hashScrollTiming("/services/")).toEqual({ delays: [100] });
    expect(hashScrollTiming("/workshops")).toEqual({ delays: [300], firstLoadDelays: [500] });
    expect(hashScrollTiming("/insights")).toEqual({ delays: [0] });
  });

  it("scrolls smoothly after the delay, again on first load, and can be cancelled", () => {
    const target = document.getElementById("product-services")!;
    target.scrollIntoView = jest.fn();
    scheduleHashScroll("#product-services", "/services", false);
    jest.advanceTimersByTime(99);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });

    (target.scrollIntoView as jest.Mock).mockClear();
    document.body.innerHTML = '<section id="google-analytics"></section>';
    const workshop = document.getElementById("google-analytics")!;
    workshop.scrollIntoView = jest.fn();
    scheduleHashScroll("#google-analytics", "/workshops", true);
    jest.advanceTimersByTime(500);
    expect(workshop.scrollIntoView).toHaveBeenCalledTimes(2);

    const cancel = scheduleHashScroll("#google-analytics", "/workshops", false);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(workshop.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it("takes a malformed hash without throwing (the page stays up)", () => {
    document.body.innerHTML = '<section id="%"></section>';
    const section = document.getElementById("%")!;
    section.scrollIntoView = jest.fn();
    expect(() => scheduleHashScroll("#%", "/insights", false)).not.toThrow();
    jest.advanceTimersByTime(50);
    expect(section.scrollIntoView).toHaveBeenCalled();
  });
});
