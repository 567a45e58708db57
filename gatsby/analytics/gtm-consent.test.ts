/** @jest-environment node */
import fs from "fs";
import path from "path";
import { GTM_CONTAINER_PATH, PAGE_VIEW_AFTER_CONSENT_VARIABLE } from "./gtm-container";

/**
 * The Custom JavaScript variable that decides whether a consent event counts
 * the page view GTM blocked, run as GTM runs it (a function over
 * window.dataLayer) from the committed container, over the visits it must
 * tell apart.
 */
interface Variable {
  name: string;
  parameter: { key: string; value: string }[];
}
const container = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../..", GTM_CONTAINER_PATH), "utf8")) as {
  containerVersion: { variable: Variable[] };
};
const source = container.containerVersion.variable
  .find((variable) => variable.name === PAGE_VIEW_AFTER_CONSENT_VARIABLE)!
  .parameter.find((parameter) => parameter.key === "javascript")!.value;

/** GTM's evaluation of the variable while it processes the consent event, `window.dataLayer` being `layer`. */
const countsPageView = (layer: unknown[]) => new Function("window", `return (${source})();`)({ dataLayer: layer }) as boolean;

/** What gtag() pushes: an `arguments` object. */
function command(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}
const state = (analytics: "granted" | "denied") => ({
  analytics_storage: analytics,
  ad_storage: analytics,
  ad_user_data: analytics,
  ad_personalization: analytics,
});
const defaultConsent = (analytics: "granted" | "denied") => command("consent", "default", state(analytics));
const pageView = (page_path: string) => ({ event: "SWC page to GA", event_name: "page_view", page_path });
/** One consent choice as the site pushes it: the update command, then the event. */
const choice = (analytics: "granted" | "denied") => [
  command("consent", "update", state(analytics)),
  { event: "SWC consent update", consent_choice: analytics === "granted" ? "accept_all" : "reject_all", ...state(analytics) },
];
const click = { event: "SWC event to GA", event_name: "radio_clicked" };

describe(`${PAGE_VIEW_AFTER_CONSENT_VARIABLE} (GTM Custom JavaScript variable)`, () => {
  it("is true when Accept all comes after the first visit's page view", () => {
    expect(countsPageView([defaultConsent("denied"), pageView("/"), click, ...choice("granted")])).toBe(true);
  });

  it("is false when analytics consent was stored: the page view was counted at load", () => {
    expect(countsPageView([defaultConsent("granted"), pageView("/"), ...choice("granted")])).toBe(false);
  });

  it("is false when consent is given before the page view is pushed (that view is counted as it comes)", () => {
    expect(countsPageView([defaultConsent("denied"), ...choice("granted")])).toBe(false);
  });

  it("counts the waiting view once: not again after Reject all and Accept all on the same page", () => {
    const layer = [defaultConsent("denied"), pageView("/"), ...choice("granted")];
    expect(countsPageView(layer)).toBe(true);
    expect(countsPageView([...layer, ...choice("denied"), ...choice("granted")])).toBe(false);
  });

  it("never counts a view that was counted at load, even after consent is withdrawn and given again", () => {
    expect(countsPageView([defaultConsent("granted"), pageView("/"), ...choice("denied"), ...choice("granted")])).toBe(false);
  });

  it("is false for Reject all", () => {
    expect(countsPageView([defaultConsent("denied"), pageView("/"), ...choice("denied")])).toBe(false);
  });

  it("answers for the consent event GTM is processing: the last one it stamped, not a later one still queued", () => {
    const [update, event] = choice("granted");
    const processed = [defaultConsent("denied"), pageView("/"), update, { ...(event as object), "gtm.uniqueEventId": 7 }];
    // Queued behind it, not yet processed: a second Accept all.
    expect(countsPageView([...processed, ...choice("granted")])).toBe(true);
  });
});
