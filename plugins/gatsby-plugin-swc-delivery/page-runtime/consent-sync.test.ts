import { ALL_DENIED, ALL_GRANTED, gtag } from "../../../src/lib/consent";
import { installConsentSync } from "./consent-sync";
import { loadLateCode } from "../../../src/lib/late-code";

jest.mock("../../../src/lib/late-code", () => ({ loadLateCode: jest.fn(() => new Promise(() => undefined)) }));

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const consentUpdates = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]" && (entry as IArguments)[1] === "update").map((entry) => (entry as IArguments)[2]);

describe("installConsentSync", () => {
  beforeAll(() => installConsentSync(window));
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
    document.cookie = "swc_consent=v1-gggg; Path=/";
    gtag("consent", "default", ALL_GRANTED);
  });

  it("tells GTM the stored choice when the back/forward cache restores the page, before its other pageshow listeners", () => {
    const seenByLaterListener: unknown[] = [];
    const later = () => seenByLaterListener.push(...consentUpdates());
    window.addEventListener("pageshow", later);
    document.cookie = "swc_consent=v1-dddd; Path=/";
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    window.removeEventListener("pageshow", later);
    expect(seenByLaterListener).toEqual([ALL_DENIED]);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(consentUpdates()).toEqual([ALL_DENIED]);
  });

  it("tells GTM when the tab is shown or hidden after the choice changed in another tab", () => {
    document.dispatchEvent(new Event("visibilitychange"));
    expect(consentUpdates()).toEqual([]);
    document.cookie = "swc_consent=v1-gddd; Path=/";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(consentUpdates()).toEqual([{ ...ALL_DENIED, analytics_storage: "granted" }]);
  });

  it("when a page is shown, asks for the tag cookies' removal only if the stored choice leaves one of them", () => {
    const loads = jest.mocked(loadLateCode);
    loads.mockClear();
    document.cookie = "swc_consent=v1-gddd; Path=/";
    document.cookie = "_ga=GA1.1.1.2; Path=/";
    installConsentSync(window);
    expect(loads).not.toHaveBeenCalled();
    document.cookie = "_gcl_au=1.1.5; Path=/";
    installConsentSync(window);
    expect(loads).toHaveBeenCalledWith(["tag-cookies"]);
    for (const name of ["_ga", "_gcl_au"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
