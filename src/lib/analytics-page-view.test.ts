import { createPageViewScheduler } from "./analytics-page-view";

describe("page view scheduling", () => {
  let sent: string[];
  let onRouteUpdate: ReturnType<typeof createPageViewScheduler>["onRouteUpdate"];
  let cancelPending: ReturnType<typeof createPageViewScheduler>["cancelPending"];

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    ({ onRouteUpdate, cancelPending } = createPageViewScheduler((path) => sent.push(path), 50));
  });
  afterEach(() => jest.useRealTimers());

  it("sends the first load 50 ms after the route update, not before", () => {
    onRouteUpdate({ pathname: "/", search: "" });
    jest.advanceTimersByTime(49);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual(["/"]);
  });

  it("sends one view per navigation, including a return to an earlier page", () => {
    for (const pathname of ["/", "/services", "/"]) {
      onRouteUpdate({ pathname });
      jest.advanceTimersByTime(50);
    }
    expect(sent).toEqual(["/", "/services", "/"]);
  });

  it("does not count a hash-only change or a repeated update as a new view", () => {
    onRouteUpdate({ pathname: "/services", search: "" });
    jest.advanceTimersByTime(50);
    onRouteUpdate({ pathname: "/services/", search: "" });
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/services"]);
  });

  it("counts a new query string as a new view", () => {
    onRouteUpdate({ pathname: "/insights", search: "" });
    jest.advanceTimersByTime(50);
    onRouteUpdate({ pathname: "/insights", search: "?category=privacy" });
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/insights", "/insights"]);
  });

  it("counts only where a redirect lands when it follows within the delay", () => {
    onRouteUpdate({ pathname: "/case-study/unknown" });
    jest.advanceTimersByTime(20);
    onRouteUpdate({ pathname: "/404" });
    jest.advanceTimersByTime(100);
    expect(sent).toEqual(["/404"]);
  });

  it("drops the view of a page that redirects, however long the redirect takes", () => {
    onRouteUpdate({ pathname: "/case-study/unknown" });
    cancelPending(); // the 404 page, before it sends the visitor to /404
    jest.advanceTimersByTime(500);
    onRouteUpdate({ pathname: "/404" });
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/404"]);
  });
});
