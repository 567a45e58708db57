import { onCLS, onINP, onLCP } from "web-vitals/attribution";
import { startWebVitals, toWebVital } from "./web-vitals-report";

jest.mock("web-vitals/attribution", () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn() }));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const base = { delta: 0, id: "v6-1-2", entries: [], navigationType: "navigate", navigationId: 1 } as const;

describe("web-vitals report", () => {
  it("names the element behind each metric: LCP element, interaction target, largest shift source", () => {
    const lcp = { ...base, name: "LCP", value: 900, rating: "good", attribution: { target: "main>h1" } };
    const inp = { ...base, name: "INP", value: 300, rating: "needs-improvement", attribution: { interactionTarget: "summary.menu-summary" } };
    const cls = { ...base, name: "CLS", value: 0.3, rating: "poor", attribution: { largestShiftTarget: "img.hero" } };
    // Only the fields the report reads are given; the library's full metric objects carry many more.
    const as = <T,>(metric: unknown) => metric as T;
    expect(toWebVital(as<Parameters<typeof toWebVital>[0]>(lcp), "/").target).toBe("main>h1");
    expect(toWebVital(as<Parameters<typeof toWebVital>[0]>(inp), "/").target).toBe("summary.menu-summary");
    expect(toWebVital(as<Parameters<typeof toWebVital>[0]>(cls), "/contact")).toMatchObject({
      name: "CLS",
      rating: "poor",
      value: 0.3,
      target: "img.hero",
      landingPath: "/contact",
    });
  });

  it("listens for LCP, INP and CLS and pushes each report with the page landed on", () => {
    const w = window as DataLayerWindow;
    delete w.dataLayer;
    startWebVitals("/workshops");
    for (const listen of [onLCP, onINP, onCLS]) expect(listen).toHaveBeenCalledTimes(1);
    const report = (onINP as jest.Mock).mock.calls[0][0];
    report({ ...base, name: "INP", value: 88, delta: 88, rating: "good", attribution: { interactionTarget: "button" } });
    expect(w.dataLayer).toEqual([
      expect.objectContaining({ event_name: "web_vitals", event_detail: "INP", component_name: "button", metric_page_path: "/workshops" }),
    ]);
  });
});
