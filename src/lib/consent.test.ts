import {
  ALL_DENIED,
  ALL_GRANTED,
  applyConsentChoice,
  CONSENT_STORED_ATTRIBUTE,
  decodeConsentCookie,
  encodeConsent,
  purposesFromState,
  readStoredConsent,
  stateFromPurposes,
  consentToldGtm,
  gtag,
  syncGtmConsent,
  type ConsentState,
} from "./consent";
import { EXPERIMENT_COOKIE, EXPERIMENT_SEEN_KEY } from "./experiment-records";
import { track, trackPageView } from "./analytics";
import { loadLateCode } from "./late-code";
import { setConsentDefault } from "../head-scripts/consent-default";

// Late code as the browser would load it: the module of each row (the tag cookies' removal).
jest.mock("./late-code", () => ({
  loadLateCode: jest.fn((names: string[]) => Promise.all(names.map((name) => import(`../../plugins/gatsby-plugin-swc-delivery/late-code/${name}`)))),
}));
const lateLoads = jest.mocked(loadLateCode);
/** Until the late code asked for so far has run. */
const lateCodeRan = async () => {
  await Promise.all(lateLoads.mock.results.map((result) => result.value));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

function clearCookie() {
  document.cookie = "swc_consent=; Max-Age=0; Path=/";
}

/** dataLayer entries as plain values; `arguments` objects become tagged arrays. */
function dataLayerSnapshot() {
  return ((window as DataLayerWindow).dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? { arguments: Array.from(entry as IArguments) } : entry,
  );
}

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  clearCookie();
});

describe("cookie format", () => {
  const analyticsOnly: ConsentState = { ...ALL_DENIED, analytics_storage: "granted" };

  it("round-trips every state", () => {
    expect(encodeConsent(ALL_GRANTED)).toBe("v1-gggg");
    expect(encodeConsent(ALL_DENIED)).toBe("v1-dddd");
    expect(encodeConsent(analyticsOnly)).toBe("v1-gddd");
    for (const state of [ALL_GRANTED, ALL_DENIED, analyticsOnly]) {
      expect(decodeConsentCookie(`other=1; swc_consent=${encodeConsent(state)}; x=y`)).toEqual(state);
    }
  });

  it("ignores missing, malformed and look-alike cookies", () => {
    expect(decodeConsentCookie("")).toBeNull();
    expect(decodeConsentCookie("swc_consent=v1-ggg")).toBeNull();
    expect(decodeConsentCookie("swc_consent=v2-gggg")).toBeNull();
    expect(decodeConsentCookie("old_swc_consent=v1-gggg")).toBeNull();
    expect(decodeConsentCookie("swc_consent=v1-ggggx")).toBeNull();
  });

  it("maps purposes to signals both ways", () => {
    expect(stateFromPurposes({ advertising: true })).toEqual({ ...ALL_DENIED, ad_storage: "granted", ad_user_data: "granted" });
    expect(purposesFromState(ALL_GRANTED)).toEqual({ analytics: true, advertising: true, personalization: true });
    expect(purposesFromState({ ...ALL_DENIED, ad_storage: "granted" })).toEqual({ analytics: false, advertising: false, personalization: false });
  });
});

describe("the inline default script", () => {
  const run = () => setConsentDefault(window);

  it("pushes a real consent default command, all denied with wait_for_update, when nothing is stored", () => {
    run();
    expect(dataLayerSnapshot()).toEqual([
      { arguments: ["consent", "default", { ...ALL_DENIED, wait_for_update: 500 }] },
      { arguments: ["set", "ads_data_redaction", true] },
    ]);
  });

  it("defines Google's global gtag(), which pushes its arguments object", () => {
    delete (window as DataLayerWindow & { gtag?: unknown }).gtag;
    run();
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag("consent", "update", { analytics_storage: "granted" });
    expect(dataLayerSnapshot().at(-1)).toEqual({ arguments: ["consent", "update", { analytics_storage: "granted" }] });
  });

  it("applies the stored choice as the default, exactly as decodeConsentCookie reads it", () => {
    for (const value of ["v1-gddd", "v1-gggg", "v1-dgdg"]) {
      delete (window as DataLayerWindow).dataLayer;
      document.cookie = `swc_consent=${value}; Path=/`;
      run();
      expect(dataLayerSnapshot()[0]).toEqual({ arguments: ["consent", "default", decodeConsentCookie(document.cookie)] });
    }
  });

  it("marks <html> when a choice is stored, so CSS hides the server-rendered first-visit banner before the first paint", () => {
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
    run();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    document.cookie = "swc_consent=v1-dddd; Path=/";
    run();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  });

  it("on a page the browser prerenders, marks <html> at once but pushes only when the page is shown", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    try {
      document.cookie = "swc_consent=v1-gddd; Path=/";
      document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
      run();
      expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
      expect(dataLayerSnapshot()).toEqual([]);
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(dataLayerSnapshot()).toEqual([
        { arguments: ["consent", "default", decodeConsentCookie(document.cookie)] },
        { arguments: ["set", "ads_data_redaction", true] },
      ]);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
      document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
    }
  });

  it("on a page prerendered before the visitor changed their choice, the default is the choice stored when it is opened", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    try {
      document.cookie = "swc_consent=v1-gggg; Path=/";
      run();
      // Withdrawn on another page before this one is opened.
      document.cookie = "swc_consent=v1-dddd; Path=/";
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(dataLayerSnapshot()[0]).toEqual({ arguments: ["consent", "default", ALL_DENIED] });
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
      document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
    }
  });

  it("keeps entries GTM's snippet or others pushed before it", () => {
    (window as DataLayerWindow).dataLayer = [{ early: true }];
    run();
    expect(dataLayerSnapshot()[0]).toEqual({ early: true });
    expect(dataLayerSnapshot()).toHaveLength(3);
  });
});

describe("applyConsentChoice", () => {
  it("stores the cookie, pushes the update command and then the custom event", () => {
    const custom = stateFromPurposes({ analytics: true, personalization: true });
    applyConsentChoice(custom, "custom");
    expect(readStoredConsent()).toEqual(custom);
    expect(document.cookie).toContain("swc_consent=v1-gddg");
    expect(dataLayerSnapshot()).toEqual([
      { arguments: ["consent", "update", custom] },
      { event: "SWC consent update", consent_choice: "custom", ...custom, page_view_pending: false },
    ]);
  });

  it("removes the experiments' cookie and record when analytics consent is withdrawn, and keeps them while it is granted", () => {
    const enrol = () => {
      document.cookie = `${EXPERIMENT_COOKIE}=0123456789abcdef; Path=/`;
      localStorage.setItem(EXPERIMENT_SEEN_KEY, JSON.stringify({ "home-hero-headline": ["b", "2027-01-31"] }));
    };
    const kept = () => [document.cookie.includes(`${EXPERIMENT_COOKIE}=0123456789abcdef`), localStorage.getItem(EXPERIMENT_SEEN_KEY) !== null];
    enrol();
    applyConsentChoice(ALL_GRANTED, "accept_all");
    expect(kept()).toEqual([true, true]);
    applyConsentChoice(stateFromPurposes({ advertising: true }), "custom");
    expect(kept()).toEqual([false, false]);
    enrol();
    applyConsentChoice(ALL_DENIED, "reject_all");
    expect(kept()).toEqual([false, false]);
    // The consent cookie itself stays: the refusal is remembered.
    expect(readStoredConsent()).toEqual(ALL_DENIED);
  });

  it("removes the analytics tags' cookies when analytics consent is withdrawn, the ad tags' when ad_storage is", async () => {
    const setTagCookies = () => {
      for (const name of ["_ga", "_ga_ABC123", "_gcl_au"]) document.cookie = `${name}=1; Path=/`;
    };
    const names = () => document.cookie.split("; ").map((pair) => pair.split("=")[0]).filter((name) => name.startsWith("_g")).sort();
    lateLoads.mockClear();
    setTagCookies();
    applyConsentChoice(ALL_GRANTED, "accept_all");
    await lateCodeRan();
    expect(names()).toEqual(["_ga", "_ga_ABC123", "_gcl_au"]);
    // Nothing to remove: the removal's code is not even requested.
    expect(lateLoads).not.toHaveBeenCalled();
    applyConsentChoice(stateFromPurposes({ analytics: true }), "custom");
    await lateCodeRan();
    expect(names()).toEqual(["_ga", "_ga_ABC123"]);
    expect(lateLoads).toHaveBeenCalledWith(["tag-cookies"]);
    setTagCookies();
    applyConsentChoice(stateFromPurposes({ advertising: true }), "custom");
    await lateCodeRan();
    expect(names()).toEqual(["_gcl_au"]);
    applyConsentChoice(ALL_DENIED, "reject_all");
    await lateCodeRan();
    expect(names()).toEqual([]);
  });
});

describe("the consent GTM was told, kept in step with the stored choice", () => {
  const analyticsOnly = stateFromPurposes({ analytics: true });

  it("folds the page's consent commands in order; null before the first", () => {
    expect(consentToldGtm([])).toBeNull();
    gtag("consent", "default", { ...ALL_DENIED, wait_for_update: 500 });
    gtag("set", "ads_data_redaction", true);
    expect(consentToldGtm((window as DataLayerWindow).dataLayer!)).toMatchObject(ALL_DENIED);
    gtag("consent", "update", analyticsOnly);
    expect(consentToldGtm((window as DataLayerWindow).dataLayer!)).toMatchObject(analyticsOnly);
    // Other commands and data pushes leave it as it was.
    gtag("consent", "reset");
    (window as DataLayerWindow).dataLayer!.push({ event: "SWC consent update", ...ALL_GRANTED });
    expect(consentToldGtm((window as DataLayerWindow).dataLayer!)).toMatchObject(analyticsOnly);
  });

  it("tells GTM nothing before the page told it a default (a prerendered page not yet shown)", () => {
    document.cookie = "swc_consent=v1-gggg; Path=/";
    syncGtmConsent();
    trackPageView("/");
    expect(dataLayerSnapshot()).toEqual([expect.objectContaining({ event: "SWC page to GA" })]);
  });

  it("tells GTM nothing while the stored choice is what it was told; no choice stored is all denied", () => {
    gtag("consent", "default", { ...ALL_DENIED, wait_for_update: 500 });
    syncGtmConsent();
    document.cookie = "swc_consent=v1-dddd; Path=/";
    syncGtmConsent();
    expect(dataLayerSnapshot()).toHaveLength(1);
  });

  it("before an event pushed after the choice changed elsewhere, pushes the update and the consent event, once", () => {
    document.cookie = "swc_consent=v1-gggg; Path=/";
    gtag("consent", "default", ALL_GRANTED);
    trackPageView("/");
    // Withdrawn in another tab, or while this page waited in the back/forward cache.
    document.cookie = "swc_consent=v1-dddd; Path=/";
    track({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" });
    trackPageView("/");
    expect(dataLayerSnapshot().slice(2)).toEqual([
      { arguments: ["consent", "update", ALL_DENIED] },
      { event: "SWC consent update", consent_choice: "stored", ...ALL_DENIED, page_view_pending: false },
      expect.objectContaining({ event_name: "radio_clicked" }),
      expect.objectContaining({ event_name: "page_view" }),
    ]);
  });

  it("removes the cookies the stored choice no longer allows, which this page's tags may have set again", async () => {
    document.cookie = "swc_consent=v1-gggg; Path=/";
    gtag("consent", "default", ALL_GRANTED);
    document.cookie = "swc_consent=v1-gddd; Path=/";
    document.cookie = "_ga=1; Path=/";
    document.cookie = "_gcl_au=1; Path=/";
    document.cookie = `${EXPERIMENT_COOKIE}=0123456789abcdef; Path=/`;
    syncGtmConsent();
    await lateCodeRan();
    expect(document.cookie).toContain("_ga=1");
    expect(document.cookie).toContain(EXPERIMENT_COOKIE);
    expect(document.cookie).not.toContain("_gcl_au");
    document.cookie = "_ga=; Max-Age=0; Path=/";
    document.cookie = `${EXPERIMENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("counts a page view still waiting for analytics consent when it is granted elsewhere, as a choice on the page would", () => {
    gtag("consent", "default", { ...ALL_DENIED, wait_for_update: 500 });
    trackPageView("/services");
    document.cookie = "swc_consent=v1-gggg; Path=/";
    track({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" });
    expect(dataLayerSnapshot()[3]).toEqual({ event: "SWC consent update", consent_choice: "stored", ...ALL_GRANTED, page_view_pending: true });
  });
});
