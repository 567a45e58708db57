import { buildAttribution, captureTouch, touchFromRaw, type StorageLike } from "./attribution";
import { FIRST_TOUCH_KEY, VISIT_TOUCH_KEY } from "../../supabase/functions/_shared/attribution-fields";
import { contactMessageSchema } from "../../supabase/functions/_shared/contact-schema";
import { ALL_DENIED, ALL_GRANTED } from "./consent";

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse("2025-11-01T10:00:00Z");
const AD = "https://www.swc.co.il/?utm_source=newsletter&utm_campaign=nov&gclid=TeSt123";

test("with ad_storage consent the landing is kept as first touch for 90 days, and sent with the lead", () => {
  const session = memory();
  const local = memory();
  captureTouch({ url: AD, referrer: "https://mail.example/", now: T0, adStorageGranted: true, session, local });
  // a later visit, new tab, direct: the first touch survives, the last touch is this visit
  const session2 = memory();
  captureTouch({ url: "https://www.swc.co.il/contact", referrer: "", now: T0 + 10 * DAY, adStorageGranted: true, session: session2, local });
  const sent = buildAttribution({ pageUrl: "https://www.swc.co.il/contact#form", referrer: "", formVariant: "contact", consent: ALL_GRANTED, now: T0 + 10 * DAY, session: session2, local });
  expect(sent.firstTouch).toEqual({ at: new Date(T0).toISOString(), landingPage: AD, referrer: "https://mail.example/", utm_source: "newsletter", utm_campaign: "nov", gclid: "TeSt123" });
  expect(sent.lastTouch).toEqual({ at: new Date(T0 + 10 * DAY).toISOString(), landingPage: "https://www.swc.co.il/contact", referrer: "" });
  expect(sent.formPage).toBe("https://www.swc.co.il/contact");
  expect(sent).toMatchObject({ formVariant: "contact", consent: ALL_GRANTED });
  expect(contactMessageSchema.shape.attribution.safeParse(sent).success).toBe(true);
  // after 90 days the first touch is gone
  const later = buildAttribution({ pageUrl: "https://www.swc.co.il/contact", referrer: "", formVariant: "contact", consent: ALL_GRANTED, now: T0 + 91 * DAY, session: memory(), local });
  expect(later.firstTouch?.utm_source).toBeUndefined();
});

const AD_WITHOUT_CLICK = "https://www.swc.co.il/?utm_source=newsletter&utm_campaign=nov";

test("without ad_storage consent only this tab's campaign is kept (sessionStorage): no click id, nothing between visits, earlier data removed", () => {
  const session = memory();
  const local = memory();
  local.setItem(FIRST_TOUCH_KEY, JSON.stringify({ url: AD, referrer: "", at: T0 }));
  captureTouch({ url: AD, referrer: "", now: T0, adStorageGranted: false, session, local });
  expect(local.data.size).toBe(0);
  expect(JSON.parse(session.getItem(VISIT_TOUCH_KEY)!)).toEqual({ url: AD_WITHOUT_CLICK, referrer: "", at: T0 });
  // browsing on within the tab keeps the landing as the last touch
  captureTouch({ url: "https://www.swc.co.il/contact", referrer: "https://www.swc.co.il/", now: T0 + 60_000, adStorageGranted: false, session, local });
  const sent = buildAttribution({ pageUrl: "https://www.swc.co.il/contact", referrer: "https://www.swc.co.il/", formVariant: "contact", consent: ALL_DENIED, now: T0 + 120_000, session, local });
  expect(sent.firstTouch).toBeNull();
  expect(sent.lastTouch).toEqual({ at: new Date(T0).toISOString(), landingPage: AD_WITHOUT_CLICK, referrer: "", utm_source: "newsletter", utm_campaign: "nov" });
  expect(local.data.size).toBe(0);
});

test("an unanswered banner grants nothing: the click id is not kept, and one kept under an earlier consent is dropped at send", () => {
  const session = memory();
  const local = memory();
  captureTouch({ url: AD, referrer: "", now: T0, adStorageGranted: true, session, local });
  expect(session.getItem(VISIT_TOUCH_KEY)).toContain("gclid");
  const sent = buildAttribution({ pageUrl: "https://www.swc.co.il/contact", referrer: "", formVariant: "contact", consent: null, now: T0 + 1000, session, local });
  expect(sent.lastTouch).not.toHaveProperty("gclid");
  expect(sent.firstTouch).toBeNull();
  expect(sent.consent).toBeNull();
  expect(session.getItem(VISIT_TOUCH_KEY)).not.toContain("gclid");
  expect(local.data.size).toBe(0);
});

test("a landing address with ?email= (or any unknown parameter) keeps no e-mail, whatever the consent", () => {
  for (const adStorageGranted of [false, true]) {
    const session = memory();
    const local = memory();
    const landing = "https://www.swc.co.il/contact?email=dana%40example.co.il&utm_source=newsletter&token=abc#x";
    captureTouch({ url: landing, referrer: "https://mail.example/inbox?email=dana%40example.co.il", now: T0, adStorageGranted, session, local });
    const kept = `${session.getItem(VISIT_TOUCH_KEY)}${local.getItem(FIRST_TOUCH_KEY) ?? ""}`;
    expect(kept).not.toMatch(/dana|email|token/);
    expect(JSON.parse(session.getItem(VISIT_TOUCH_KEY)!)).toEqual({ url: "https://www.swc.co.il/contact?utm_source=newsletter", referrer: "https://mail.example/inbox", at: T0 });
    const consent = adStorageGranted ? ALL_GRANTED : ALL_DENIED;
    const sent = buildAttribution({ pageUrl: landing, referrer: "", formVariant: "contact", consent, now: T0, session, local });
    expect(JSON.stringify(sent)).not.toMatch(/dana|email|token/);
  }
});

test("a later page carrying new campaign parameters becomes the last touch", () => {
  const session = memory();
  const local = memory();
  captureTouch({ url: "https://www.swc.co.il/", referrer: "", now: T0, adStorageGranted: false, session, local });
  captureTouch({ url: "https://www.swc.co.il/contact?utm_source=linkedin&li_fat_id=4c5f3a1e-8a0e", referrer: "", now: T0 + 1000, adStorageGranted: false, session, local });
  const sent = buildAttribution({ pageUrl: "https://www.swc.co.il/contact", referrer: "", formVariant: "home", consent: null, now: T0 + 2000, session, local });
  expect(sent.lastTouch).toMatchObject({ utm_source: "linkedin" });
  expect(sent.lastTouch).not.toHaveProperty("li_fat_id");
  expect(sent.consent).toBeNull();
});

test("values the function would refuse are dropped, never the lead; real long click ids pass", () => {
  const gclid = `Cj0KCQiA${"x9-_".repeat(60)}BhAC`;
  const touch = touchFromRaw({ url: `https://www.swc.co.il/?gclid=${gclid}&fbclid=bad<script>&utm_term=${"t".repeat(400)}&utm_source=g%0Aoogle`, referrer: "javascript:alert(1)", at: T0 }, true);
  expect(touch).toMatchObject({ gclid, referrer: "" });
  expect(touch).not.toHaveProperty("fbclid");
  expect(touch).not.toHaveProperty("utm_term");
  expect(touch).not.toHaveProperty("utm_source");
  const huge = touchFromRaw({ url: `https://www.swc.co.il/contact?x=${"a".repeat(3000)}`, referrer: "", at: T0 }, true);
  expect(huge?.landingPage).toBe("https://www.swc.co.il/contact");
});

test("blocked storage keeps nothing and throws nothing", () => {
  const blocked: StorageLike = {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("SecurityError");
    },
    removeItem: () => {
      throw new Error("SecurityError");
    },
  };
  expect(() => captureTouch({ url: AD, referrer: "", now: T0, adStorageGranted: true, session: blocked, local: blocked })).not.toThrow();
  const sent = buildAttribution({ pageUrl: AD, referrer: "", formVariant: "contact", consent: ALL_GRANTED, now: T0, session: blocked, local: blocked });
  expect(sent.lastTouch).toMatchObject({ gclid: "TeSt123" });
});
