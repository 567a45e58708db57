import {
  EVENT_NAME,
  PAGE_EVENT_NAME,
  VITALS_EVENT_NAME,
  normalizePath,
  pageCategories,
  toDataLayerEvent,
  toPageViewEvent,
  toWebVitalsEvent,
  track,
  trackPageView,
  trackWebVital,
} from "./analytics";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

describe("fixed event names", () => {
  it("are brand-prefixed from content/site.json", () => {
    expect(EVENT_NAME).toBe("SWC event to GA");
    expect(PAGE_EVENT_NAME).toBe("SWC page to GA");
    expect(VITALS_EVENT_NAME).toBe("SWC vitals to GA");
  });
});

describe("pageCategories", () => {
  it.each([
    ["/", ["N/A", "N/A", "N/A"]],
    ["", ["N/A", "N/A", "N/A"]],
    ["/services", ["services", "N/A", "N/A"]],
    ["/services/", ["services", "N/A", "N/A"]],
    ["/services/marketing/google-analytics-services", ["services", "marketing", "google-analytics-services"]],
    ["/technology/google-marketing-platform/analytics-360/extra", ["technology", "google-marketing-platform", "analytics-360"]],
    ["/case-study/etoro?ref=home#results", ["case-study", "etoro", "N/A"]],
    ["/GMP-terms-and-conditions", ["GMP-terms-and-conditions", "N/A", "N/A"]],
    ["/insights/caf%C3%A9", ["insights", "café", "N/A"]],
    ["/bad/%E0%A4%A", ["bad", "%E0%A4%A", "N/A"]],
  ])("%s → %j", (path, expected) => {
    expect(pageCategories(path)).toEqual(expected);
  });
});

describe("normalizePath", () => {
  it("drops query, hash and trailing slashes", () => {
    expect(["/about/?x=1#team", "/", "about"].map((path) => normalizePath(path))).toEqual(["/about", "/", "/about"]);
  });
});

describe("pushed objects", () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });

  it("fills the fields an event has no value for with N/A", () => {
    expect(toDataLayerEvent({ event_name: "navigation", event_text: "About Us", component_name: "header menu" })).toEqual({
      event: "SWC event to GA",
      event_name: "navigation",
      event_detail: "N/A",
      event_text: "About Us",
      component_name: "header menu",
    });
    expect(toDataLayerEvent({ event_name: "lead_error", event_detail: "Company", event_text: "Required" })).toEqual({
      event: "SWC event to GA",
      event_name: "lead_error",
      event_detail: "Company",
      event_text: "Required",
      component_name: "N/A",
    });
  });

  it("cuts every text at GA4's 100 characters before pushing it", () => {
    const long = "Read the whole story ".repeat(10);
    const pushed = toDataLayerEvent({ event_name: "service_clicked", event_detail: "product", event_text: long, component_name: long });
    expect(pushed.event_text).toBe(long.slice(0, 100));
    expect(pushed.component_name).toBe(long.slice(0, 100));
    expect(pushed.event_detail).toBe("product");
  });

  it("adds lead_sent's own fields as the event has them (lead_id always, hashed_email and user_data when present), after the shared fields", () => {
    const base = { event_name: "lead_sent", event_detail: "N/A", event_text: "Send Message", component_name: "contact form", lead_id: "lead-1" } as const;
    expect(toDataLayerEvent(base)).not.toHaveProperty("hashed_email");
    expect(toDataLayerEvent(base)).not.toHaveProperty("user_data");
    expect(toDataLayerEvent(base)).toMatchObject({ lead_id: "lead-1" });
    const { lead_id, ...shared } = base;
    const full = toDataLayerEvent({ ...shared, hashed_email: "ab12", lead_id, user_data: { sha256_email_address: "cd34" }, exp_variant_string: "SWC-home-b" });
    expect(Object.keys(full)).toEqual(["event", "event_name", "event_detail", "event_text", "component_name", "hashed_email", "lead_id", "user_data", "exp_variant_string"]);
    expect(full).toMatchObject({ hashed_email: "ab12", user_data: { sha256_email_address: "cd34" }, exp_variant_string: "SWC-home-b" });
    // The shared fields keep their place whichever the event leaves out.
    expect(Object.keys(toDataLayerEvent({ event_name: "get_in_touch", event_detail: "email", component_name: "footer" }))).toEqual(["event", "event_name", "event_detail", "event_text", "component_name"]);
  });

  it("track and trackPageView create the dataLayer and append to it", () => {
    track({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" });
    trackPageView("/workshops/google-analytics/");
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: "SWC event to GA", event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" },
      toPageViewEvent("/workshops/google-analytics"),
    ]);
    expect(toPageViewEvent("/workshops/google-analytics/")).toEqual({
      event: "SWC page to GA",
      event_name: "page_view",
      event_detail: "N/A",
      event_text: "N/A",
      component_name: "N/A",
      page_path: "/workshops/google-analytics",
      page_category_1: "workshops",
      page_category_2: "google-analytics",
      page_category_3: "N/A",
    });
  });
});

describe("web_vitals", () => {
  const lcp = { name: "LCP", rating: "good", value: 1240.6, delta: 1240.6, id: "v6-1-2", landingPath: "/services/" } as const;

  it("pushes the metric, its rating, the element behind it and whole milliseconds for the page landed on", () => {
    expect(toWebVitalsEvent({ ...lcp, target: " main>h1 " })).toEqual({
      event: "SWC vitals to GA",
      event_name: "web_vitals",
      event_detail: "LCP",
      event_text: "good",
      component_name: "main>h1",
      metric_value: 1241,
      metric_delta: 1241,
      metric_id: "v6-1-2",
      metric_page_path: "/services",
    });
  });

  it("keeps layout shift to 4 decimals and says N/A when no element is named", () => {
    const cls = toWebVitalsEvent({ ...lcp, name: "CLS", value: 0.123456, delta: 0.000049, target: undefined });
    expect(cls).toMatchObject({ event_detail: "CLS", component_name: "N/A", metric_value: 0.1235, metric_delta: 0 });
  });

  it("cuts a selector at GA4's 100 characters", () => {
    const long = "div.".repeat(40);
    expect(toWebVitalsEvent({ ...lcp, target: long }).component_name).toBe(long.slice(0, 100));
  });

  it("trackWebVital appends it to the dataLayer", () => {
    const w = window as DataLayerWindow;
    delete w.dataLayer;
    trackWebVital({ ...lcp, name: "INP", rating: "poor", value: 512, delta: 512, target: "button" });
    expect(w.dataLayer).toEqual([expect.objectContaining({ event_name: "web_vitals", event_detail: "INP", event_text: "poor", metric_value: 512 })]);
  });
});

describe("event names a live GTM container triggers on", () => {
  it("do not follow the brand a marketer edits in the CMS", () => {
    jest.isolateModules(() => {
      jest.doMock("../../content/site.json", () => ({ ...jest.requireActual("../../content/site.json"), brand: "Renamed Brand" }));
       
      const vocabulary = require("./analytics-vocabulary") as typeof import("./analytics-vocabulary");
       
      const consent = require("./consent-vocabulary") as typeof import("./consent-vocabulary");
      expect([vocabulary.EVENT_NAME, vocabulary.PAGE_EVENT_NAME, vocabulary.VITALS_EVENT_NAME, consent.CONSENT_EVENT_NAME]).toEqual([
        "SWC event to GA",
        "SWC page to GA",
        "SWC vitals to GA",
        "SWC consent update",
      ]);
    });
  });
});
