import { consentUpdateEvent, pageViewAwaitingConsent, type ConsentState } from "./consent";

/**
 * Whether a consent choice must count the page view GTM blocked: the page
 * works it out from its own dataLayer and says so in the consent event it
 * pushes (page_view_pending), over the visits it must tell apart.
 */

/** What gtag() pushes: an `arguments` object. */
function command(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}
const state = (analytics: "granted" | "denied"): ConsentState => ({
  analytics_storage: analytics,
  ad_storage: analytics,
  ad_user_data: analytics,
  ad_personalization: analytics,
});
const defaultConsent = (analytics: "granted" | "denied") => command("consent", "default", state(analytics));
const pageView = (page_path: string) => ({ event: "SWC page to GA", event_name: "page_view", page_path });
/** One consent choice as the site pushes it: the update command, then the event. */
const choice = (analytics: "granted" | "denied", layer: unknown[]) => [
  command("consent", "update", state(analytics)),
  consentUpdateEvent(state(analytics), analytics === "granted" ? "accept_all" : "reject_all", pageViewAwaitingConsent(layer)),
];
const click = { event: "SWC event to GA", event_name: "radio_clicked" };
/** The layer after the visitor's choices, each pushed as applyConsentChoice pushes it. */
function visit(start: unknown[], ...choices: ("granted" | "denied")[]) {
  const layer = [...start];
  for (const analytics of choices) layer.push(...choice(analytics, layer));
  return layer;
}
const pendingFlags = (layer: unknown[]) =>
  layer.filter((entry): entry is { page_view_pending: boolean } => !!entry && typeof entry === "object" && "page_view_pending" in entry).map((entry) => entry.page_view_pending);

describe("page_view_pending on the consent event", () => {
  it("is true when Accept all comes after the first visit's page view", () => {
    expect(pendingFlags(visit([defaultConsent("denied"), pageView("/"), click], "granted"))).toEqual([true]);
  });

  it("is false when analytics consent was stored: the page view was counted at load", () => {
    expect(pendingFlags(visit([defaultConsent("granted"), pageView("/")], "granted"))).toEqual([false]);
  });

  it("is false when consent is given before the page view is pushed (that view is counted as it comes)", () => {
    expect(pendingFlags(visit([defaultConsent("denied")], "granted"))).toEqual([false]);
  });

  it("counts the waiting view once: not again after Reject all and Accept all on the same page", () => {
    expect(pendingFlags(visit([defaultConsent("denied"), pageView("/")], "granted", "denied", "granted"))).toEqual([true, false, false]);
  });

  it("counts it on a later Accept all when the first answer was Reject all", () => {
    expect(pendingFlags(visit([defaultConsent("denied"), pageView("/")], "denied", "granted"))).toEqual([false, true]);
  });

  it("never counts a view that was counted at load, even after consent is withdrawn and given again", () => {
    expect(pendingFlags(visit([defaultConsent("granted"), pageView("/")], "denied", "granted"))).toEqual([false, false]);
  });

  it("is false for a choice that leaves analytics denied", () => {
    expect(pendingFlags(visit([defaultConsent("denied"), pageView("/")], "denied"))).toEqual([false]);
  });

  it("reads the page's real queue: a view restored from the back/forward cache after a grant is counted as it comes", () => {
    const layer = visit([defaultConsent("denied"), pageView("/")], "granted");
    layer.push(pageView("/"));
    expect(pageViewAwaitingConsent(layer)).toBe(false);
  });
});
