import { onCLS, onINP, onLCP } from "web-vitals";
import { selectorOf, startWebVitals, toWebVital } from "./web-vitals-report";

jest.mock("web-vitals", () => ({ onCLS: jest.fn(), onINP: jest.fn(), onLCP: jest.fn() }));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const base = { delta: 0, id: "v6-1-2", navigationType: "navigate", navigationId: 1 } as const;
// Only the fields the report reads are given; the library's full metric objects carry many more.
const as = <T,>(metric: unknown) => metric as T;
type Metric = Parameters<typeof toWebVital>[0];
const rect = (width: number, height: number) => ({ width, height }) as DOMRectReadOnly;

describe("web-vitals report", () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<main><section class="hero dark"><h1>Title</h1><img class="hero-image" alt=""></section></main>' +
      '<header id="site-header"><details><summary class="menu-summary">Services</summary></details></header>';
  });

  it("names an element as web-vitals does: tags with classes up to the nearest id, within the length cap", () => {
    expect(selectorOf(document.querySelector("h1"))).toBe("body>main>section.hero.dark>h1");
    expect(selectorOf(document.querySelector("summary"))).toBe("header#site-header>details>summary.menu-summary");
    expect(selectorOf(document.querySelector("h1"), 20)).toBe("section.hero.dark>h1");
    expect(selectorOf(null)).toBeUndefined();
  });

  it("names the element behind each metric: LCP element, interaction target, largest shift's biggest source", () => {
    const image = document.querySelector("img")!;
    const lcp = { ...base, name: "LCP", value: 900, rating: "good", entries: [{ element: document.querySelector("h1") }, { element: image }] };
    const inp = { ...base, name: "INP", value: 300, rating: "needs-improvement", entries: [{ target: document.querySelector("summary") }] };
    const cls = {
      ...base,
      name: "CLS",
      value: 0.3,
      rating: "poor",
      entries: [
        { value: 0.05, sources: [{ node: document.querySelector("h1"), currentRect: rect(500, 500) }] },
        { value: 0.25, sources: [{ node: document.querySelector("h1"), currentRect: rect(10, 10) }, { node: image, currentRect: rect(300, 200) }] },
      ],
    };
    expect(toWebVital(as<Metric>(lcp), "/").target).toBe("body>main>section.hero.dark>img.hero-image");
    expect(toWebVital(as<Metric>(inp), "/").target).toBe("header#site-header>details>summary.menu-summary");
    expect(toWebVital(as<Metric>(cls), "/contact")).toMatchObject({
      name: "CLS",
      rating: "poor",
      value: 0.3,
      target: "body>main>section.hero.dark>img.hero-image",
      landingPath: "/contact",
    });
  });

  it("listens for LCP, INP and CLS and pushes each report with the page landed on", () => {
    const w = window as DataLayerWindow;
    delete w.dataLayer;
    startWebVitals("/workshops");
    for (const listen of [onLCP, onINP, onCLS]) expect(listen).toHaveBeenCalledTimes(1);
    const report = (onINP as jest.Mock).mock.calls[0][0];
    const button = document.createElement("button");
    document.body.append(button);
    report({ ...base, name: "INP", value: 88, delta: 88, rating: "good", entries: [{ target: button }] });
    expect(w.dataLayer).toEqual([
      expect.objectContaining({ event_name: "web_vitals", event_detail: "INP", component_name: "body>button", metric_page_path: "/workshops" }),
    ]);
  });
});
