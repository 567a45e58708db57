import {
  ALL_DENIED,
  ALL_GRANTED,
  applyConsentChoice,
  CONSENT_DEFAULT_SCRIPT,
  CONSENT_STORED_ATTRIBUTE,
  decodeConsentCookie,
  encodeConsent,
  purposesFromState,
  readStoredConsent,
  stateFromPurposes,
  type ConsentState,
} from "./consent";
import { EXPERIMENT_COOKIE, EXPERIMENT_SEEN_KEY } from "./experiment-records";

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
  const run = () => new Function(CONSENT_DEFAULT_SCRIPT)();

  it("pushes a real consent default command, all denied with wait_for_update, when nothing is stored", () => {
    run();
    expect(dataLayerSnapshot()).toEqual([
      { arguments: ["consent", "default", { ...ALL_DENIED, wait_for_update: 500 }] },
      { arguments: ["set", "ads_data_redaction", true] },
    ]);
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

  it("keeps entries GTM's snippet or others pushed before it", () => {
    (window as DataLayerWindow).dataLayer = [{ early: true }];
    run();
    expect(dataLayerSnapshot()[0]).toEqual({ early: true });
    expect(dataLayerSnapshot()).toHaveLength(3);
  });

  it("is small and self-contained", () => {
    expect(CONSENT_DEFAULT_SCRIPT.length).toBeLessThan(600);
    expect(CONSENT_DEFAULT_SCRIPT).not.toMatch(/\n|<\/script/i);
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
});
