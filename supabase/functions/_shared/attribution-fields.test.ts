/** @jest-environment node */
import { ATTRIBUTION_LIMITS, CAMPAIGN_PARAMS, CONSENTLESS_PARAMS, keptAddress, keptReferrer } from "./attribution-fields";
import { attributionSchema } from "./contact-schema";
import { buildAttribution, type StorageLike } from "../../../src/lib/attribution";

/**
 * The one rule of what a lead keeps of an address, which the browser's
 * capture and form and the function's validation all apply.
 */
const CREDENTIALED = "https://dana:hunter2@www.swc.co.il/reset?email=dana%40example.co.il&token=s3cr3t&utm_source=google&utm_medium=cpc&utm_campaign=x&utm_term=ga4&gclid=abc&gbraid=GB1&wbraid=WB1&utm_id=7#top";

describe("keptAddress", () => {
  it("with ad_storage keeps origin, path and every campaign parameter, in one order; never credentials, a fragment, an e-mail or a token", () => {
    expect(keptAddress(CREDENTIALED, true)).toBe(
      "https://www.swc.co.il/reset?utm_source=google&utm_medium=cpc&utm_campaign=x&utm_term=ga4&gclid=abc&gbraid=GB1&wbraid=WB1",
    );
  });

  it("without it keeps only which campaign brought the visit", () => {
    expect(keptAddress(CREDENTIALED, false)).toBe("https://www.swc.co.il/reset?utm_source=google&utm_medium=cpc&utm_campaign=x");
    expect(CONSENTLESS_PARAMS.every((name) => (CAMPAIGN_PARAMS as readonly string[]).includes(name))).toBe(true);
  });

  it("keeps origin and path alone when nothing is allowed, and nothing of what is not a web address", () => {
    expect(keptAddress("https://www.swc.co.il/contact?email=a%40b.c#form", true)).toBe("https://www.swc.co.il/contact");
    expect(keptAddress("http://127.0.0.1:9000/", false)).toBe("http://127.0.0.1:9000/");
    for (const value of ["javascript:alert(1)", "data:text/html,hi", "not a url", ""]) expect(keptAddress(value, true)).toBe("");
  });

  it("keeps origin and path only when the re-encoded parameters would pass the length cap", () => {
    const long = `https://www.swc.co.il/lp/x?utm_content=${"/".repeat(ATTRIBUTION_LIMITS.url - 60)}`;
    expect(long.length).toBeLessThan(ATTRIBUTION_LIMITS.url);
    expect(keptAddress(long, true)).toBe("https://www.swc.co.il/lp/x");
  });
});

describe("keptReferrer", () => {
  it("keeps another site's origin and path only", () => {
    expect(keptReferrer("https://user:pw@www.google.com/search?q=dana%40example.co.il&utm_source=x#frag")).toBe("https://www.google.com/search");
    expect(keptReferrer("")).toBe("");
    expect(keptReferrer("android-app://com.google.android.gm/")).toBe("");
  });
});

describe("one rule in the browser and in the function", () => {
  const memory = (): StorageLike => {
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
  };

  it.each([true, false])("what the form sends (ad_storage granted: %s) the function stores unchanged, and what a hostile caller sends it reduces to the same", (granted) => {
    const consent = { analytics_storage: "granted", ad_storage: granted ? "granted" : "denied", ad_user_data: "denied", ad_personalization: "denied" } as const;
    const sent = buildAttribution({ pageUrl: CREDENTIALED, referrer: "https://user:pw@mail.example.com/inbox?id=7#m", formVariant: "contact", consent, now: Date.UTC(2026, 10, 1), session: memory(), local: memory() });
    const stored = attributionSchema.parse(sent);
    expect(stored).toEqual(sent);
    expect(JSON.stringify(stored)).not.toMatch(/dana|hunter2|s3cr3t|token|#|user:pw|id=7|utm_id/);
    const hostile = { ...sent, formPage: CREDENTIALED, lastTouch: { ...sent.lastTouch!, landingPage: CREDENTIALED, referrer: "https://user:pw@mail.example.com/inbox?id=7" } };
    expect(attributionSchema.parse(hostile)).toEqual({ ...sent, formPage: keptAddress(CREDENTIALED, granted) });
  });
});
