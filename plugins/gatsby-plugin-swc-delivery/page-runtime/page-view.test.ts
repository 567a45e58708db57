import { installPageViews } from "./page-view";
import { notFoundPageView } from "./not-found";
import { createPageViews } from "../../../src/lib/analytics-page-view";

/** A document as the browser has it while prerendering: `prerendering` true until activation. */
function prerendering(doc: Document, value: boolean) {
  Object.defineProperty(doc, "prerendering", { value, configurable: true });
}

describe("the page view of the page runtime", () => {
  let sent: string[];
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    document.body.innerHTML = "<main><h1>Page</h1></main>";
    window.history.replaceState(null, "", "/services");
  });
  afterEach(() => {
    jest.useRealTimers();
    prerendering(document, false);
  });

  it("pushes one view 50 ms after a normal load", () => {
    installPageViews(document, createPageViews((path) => sent.push(path), 50));
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/services"]);
  });

  it("pushes nothing while the page is prerendered, and one view once it is shown", () => {
    prerendering(document, true);
    installPageViews(document, createPageViews((path) => sent.push(path), 50));
    jest.advanceTimersByTime(5_000);
    expect(sent).toEqual([]);
    prerendering(document, false);
    document.dispatchEvent(new Event("prerenderingchange"));
    jest.advanceTimersByTime(50);
    expect(sent).toEqual(["/services"]);
  });

  it("counts a return from the back/forward cache as a view, and a first pageshow not again", () => {
    // Its own record: the listeners earlier tests installed on window stay.
    const views: string[] = [];
    installPageViews(document, createPageViews((path) => views.push(path), 50));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    jest.advanceTimersByTime(50);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    jest.advanceTimersByTime(50);
    expect(views).toEqual(["/services", "/services"]);
  });

  it("on the not-found page: logs the bad path; an unknown case id gets no view of its own", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = '<section data-not-found-page=""><h1>Oops! Page not found</h1></section>';
    window.history.replaceState(null, "", "/no-such-page");
    installPageViews(document, createPageViews((path) => sent.push(path), 50), notFoundPageView);
    jest.advanceTimersByTime(50);
    expect(error).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/no-such-page");
    expect(sent).toEqual(["/no-such-page"]);
    error.mockRestore();
  });
});
