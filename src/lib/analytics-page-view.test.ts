import { createPageViews } from "./analytics-page-view";

describe("page views", () => {
  let sent: string[];
  let views: ReturnType<typeof createPageViews>;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    views = createPageViews((path) => sent.push(path), 50);
  });
  afterEach(() => jest.useRealTimers());

  it("sends the view 50 ms after the page is shown, not before", () => {
    views.schedule("/");
    jest.advanceTimersByTime(49);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual(["/"]);
  });

  it("sends one view each time the page is shown again (a return from the back/forward cache)", () => {
    views.schedule("/services/");
    jest.advanceTimersByTime(50);
    views.schedule("/services/");
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/services", "/services"]);
  });

  it("sends one view when shown twice within the delay", () => {
    views.schedule("/insights");
    jest.advanceTimersByTime(20);
    views.schedule("/insights");
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/insights"]);
  });

  it("sends nothing for a page that cancels its view (a redirect to /404)", () => {
    views.schedule("/case-study/unknown");
    jest.advanceTimersByTime(20);
    views.cancel();
    jest.advanceTimersByTime(100);
    expect(sent).toEqual([]);
  });
});
