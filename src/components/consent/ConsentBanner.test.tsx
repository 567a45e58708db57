import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { ConsentBanner } from "./ConsentBanner";
import navigation from "../../../content/navigation.json";
import { readStoredConsent, ALL_DENIED, ALL_GRANTED, CONSENT_STORED_ATTRIBUTE } from "../../lib/consent";
import { installConsentBanner } from "../../../plugins/gatsby-plugin-swc-delivery/page-runtime/consent-banner";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const isCommand = (entry: unknown) => Object.prototype.toString.call(entry) === "[object Arguments]";
const events = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => !isCommand(entry));
const commands = () => ((window as DataLayerWindow).dataLayer ?? []).filter(isCommand).map((entry) => Array.from(entry as IArguments));

/** What global.css shows: the banner, unless a choice is stored and it was not reopened. */
const bannerShown = () =>
  !document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE) || screen.getByRole("region").hasAttribute("data-reopened");

let uninstall: () => void;

beforeEach(() => {
  document.cookie = "swc_consent=; Max-Age=0; Path=/";
  document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  delete (window as DataLayerWindow).dataLayer;
  uninstall = installConsentBanner(document);
});
afterEach(() => uninstall());

/** The banner as the server renders it, with the footer's button and the page's main region. */
function renderPage() {
  return render(
    <>
      <button type="button" data-consent-settings>
        Cookie settings
      </button>
      <main id="main" tabIndex={-1} />
      <ConsentBanner copy={navigation.consentBanner} />
    </>,
  );
}

/** "Customize" is a native <details>; jsdom does not run the summary's activation, so open it as the browser does. */
function openCustomize() {
  const details = screen.getByText("Customize").closest("details")!;
  details.open = true;
  details.dispatchEvent(new Event("toggle"));
}

it("is shown on a first visit without taking focus, and Accept all grants everything, once", () => {
  renderPage();
  const region = screen.getByRole("region", { name: "Your privacy, your choice" });
  expect(bannerShown()).toBe(true);
  expect(region).not.toContainElement(document.activeElement as HTMLElement);
  fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
  expect(bannerShown()).toBe(false);
  expect(readStoredConsent()).toEqual(ALL_GRANTED);
  expect(commands()).toEqual([["consent", "update", ALL_GRANTED]]);
  expect(events()).toEqual([{ event: "SWC consent update", consent_choice: "accept_all", ...ALL_GRANTED, page_view_pending: false }]);
});

it("Reject all denies everything", () => {
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
  expect(readStoredConsent()).toEqual(ALL_DENIED);
  expect(commands()).toEqual([["consent", "update", ALL_DENIED]]);
  expect(bannerShown()).toBe(false);
});

it("Customize lets the visitor grant single purposes", () => {
  renderPage();
  openCustomize();
  const analytics = screen.getByRole("checkbox", { name: /Analytics/ });
  expect(analytics).toHaveFocus();
  expect(screen.getByRole("checkbox", { name: /Strictly necessary/ })).toBeDisabled();
  fireEvent.click(analytics);
  fireEvent.click(screen.getByRole("button", { name: "Save my choices" }));
  expect(readStoredConsent()).toEqual({ ...ALL_DENIED, analytics_storage: "granted" });
  expect(events()).toEqual([{ event: "SWC consent update", consent_choice: "custom", ...ALL_DENIED, analytics_storage: "granted", page_view_pending: false }]);
  // focus was in the banner: it moves to the page, not to <body>
  expect(document.getElementById("main")).toHaveFocus();
});

it("stays hidden once decided; the footer button reopens it with focus, showing the stored choice, and Escape hands focus back", () => {
  document.cookie = "swc_consent=v1-gddd; Path=/";
  document.documentElement.setAttribute(CONSENT_STORED_ATTRIBUTE, ""); // as the consent head script does
  renderPage();
  expect(bannerShown()).toBe(false);
  const opener = screen.getByRole("button", { name: "Cookie settings" });
  opener.focus();
  fireEvent.click(opener);
  const region = screen.getByRole("region", { name: "Your privacy, your choice" });
  expect(bannerShown()).toBe(true);
  expect(region).toHaveFocus();
  expect(screen.getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: /Advertising measurement/ })).not.toBeChecked();
  fireEvent.keyDown(region, { key: "Escape" });
  expect(bannerShown()).toBe(false);
  expect(opener).toHaveFocus();
  expect(commands()).toEqual([]);
});

it("cannot be dismissed with Escape before a choice is made", () => {
  renderPage();
  fireEvent.keyDown(screen.getByRole("region"), { key: "Escape" });
  expect(bannerShown()).toBe(true);
});

it("links the privacy notice from its text", () => {
  renderPage();
  const region = screen.getByRole("region", { name: "Your privacy, your choice" });
  expect(region).toHaveAccessibleDescription(expect.stringContaining(navigation.consentBanner.privacyLinkLabel));
  expect(screen.getByRole("link", { name: navigation.consentBanner.privacyLinkLabel })).toHaveAttribute("href", "/privacy");
});
