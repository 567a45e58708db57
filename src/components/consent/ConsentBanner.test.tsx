import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ConsentBanner } from "./ConsentBanner";
import { consentBanner, openConsentSettings, readStoredConsent, ALL_DENIED, ALL_GRANTED } from "../../lib/consent";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const events = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => !(Object.prototype.toString.call(entry) === "[object Arguments]"));
const commands = () =>
  ((window as DataLayerWindow).dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
    .map((entry) => Array.from(entry as IArguments));

beforeEach(() => {
  document.cookie = "swc_consent=; Max-Age=0; Path=/";
  delete (window as DataLayerWindow).dataLayer;
  act(() => consentBanner.resetToPageLoad());
});

function renderWithOpener() {
  return render(
    <>
      <button type="button" onClick={openConsentSettings}>
        Cookie settings
      </button>
      <main id="main" tabIndex={-1} />
      <ConsentBanner />
    </>,
  );
}

it("appears on a first visit without taking focus, and Accept all grants everything", () => {
  renderWithOpener();
  const region = screen.getByRole("region", { name: "Your privacy, your choice" });
  expect(region).not.toContainElement(document.activeElement as HTMLElement);
  fireEvent.click(screen.getByRole("button", { name: "Accept all" }));
  expect(screen.queryByRole("region")).not.toBeInTheDocument();
  expect(readStoredConsent()).toEqual(ALL_GRANTED);
  expect(commands()).toEqual([["consent", "update", ALL_GRANTED]]);
  expect(events()).toEqual([{ event: "SWC consent update", consent_choice: "accept_all", ...ALL_GRANTED }]);
});

it("Reject all denies everything", () => {
  renderWithOpener();
  fireEvent.click(screen.getByRole("button", { name: "Reject all" }));
  expect(readStoredConsent()).toEqual(ALL_DENIED);
  expect(commands()).toEqual([["consent", "update", ALL_DENIED]]);
});

it("Customize lets the visitor grant single purposes", () => {
  renderWithOpener();
  fireEvent.click(screen.getByRole("button", { name: "Customize" }));
  const analytics = screen.getByRole("checkbox", { name: /Analytics/ });
  expect(analytics).toHaveFocus();
  expect(screen.getByRole("checkbox", { name: /Strictly necessary/ })).toBeDisabled();
  fireEvent.click(analytics);
  fireEvent.click(screen.getByRole("button", { name: "Save my choices" }));
  expect(readStoredConsent()).toEqual({ ...ALL_DENIED, analytics_storage: "granted" });
  expect(events()).toEqual([{ event: "SWC consent update", consent_choice: "custom", ...ALL_DENIED, analytics_storage: "granted" }]);
  // focus was in the banner: it moves to the page, not to <body>
  expect(document.getElementById("main")).toHaveFocus();
});

it("stays closed once decided; the footer link reopens it with focus, showing the stored choice, and hands focus back", () => {
  document.cookie = "swc_consent=v1-gddd; Path=/";
  renderWithOpener();
  expect(screen.queryByRole("region")).not.toBeInTheDocument();
  const opener = screen.getByRole("button", { name: "Cookie settings" });
  opener.focus();
  fireEvent.click(opener);
  const region = screen.getByRole("region", { name: "Your privacy, your choice" });
  expect(region).toHaveFocus();
  fireEvent.click(screen.getByRole("button", { name: "Customize" }));
  expect(screen.getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: /Advertising measurement/ })).not.toBeChecked();
  fireEvent.keyDown(region, { key: "Escape" });
  expect(screen.queryByRole("region")).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(commands()).toEqual([]);
});

it("cannot be dismissed with Escape before a choice is made", () => {
  renderWithOpener();
  fireEvent.keyDown(screen.getByRole("region"), { key: "Escape" });
  expect(screen.getByRole("region")).toBeInTheDocument();
});
