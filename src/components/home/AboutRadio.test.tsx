import fs from "node:fs";
import path from "node:path";
import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { AboutRadio } from "./AboutRadio";
import { ABOUT_PANEL_IDS } from "./about-tabs";
import { installClickTracking } from "../../lib/analytics-clicks";
import { installRadioPresets } from "../../../plugins/gatsby-plugin-swc-delivery/page-runtime/radio-presets";
import home from "../../../content/home.json";
import site from "../../../content/site.json";

const content = {
  whoWeAre: home.about.whoWeAre,
  partners: { ...home.about.partners, logos: home.about.partners.logos.map((partner) => ({ name: partner.name, file: { publicURL: "/logo.svg", inlineSvg: null } })) },
  byTheNumbers: { ...home.about.byTheNumbers, stats: site.homeStats },
};

function renderRadio(initialTab?: string) {
  const { container } = render(<AboutRadio label={home.about.radioLabel} tabs={home.about.tabs} dialScale={home.about.dialScale} content={content} initialTab={initialTab} />);
  const root = container.firstElementChild as HTMLElement;
  const panel = (id: string) => container.querySelector<HTMLElement>(`[data-about-panel="${id}"]`)!;
  return { root, panel };
}

const presets = () => within(screen.getByRole("group", { name: "About SWC" })).getAllByRole("radio");

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const radioClicks = () => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => (entry as { event_name?: string }).event_name === "radio_clicked");

let uninstall: Array<() => void> = [];
beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
  // the page runtime's listeners, as on a real page
  uninstall = [installClickTracking(document), installRadioPresets(document)];
});
afterEach(() => uninstall.forEach((remove) => remove()));

describe("AboutRadio", () => {
  it("is a radio group of three presets, Who We Are checked, Our Vibe left out", () => {
    renderRadio();
    expect(presets().map((radio) => radio.getAttribute("value"))).toEqual(["who-we-are", "partners", "by-the-numbers"]);
    expect(screen.getByRole("radio", { name: "Who We Are" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Partners" })).not.toBeChecked();
    expect(screen.queryByRole("radio", { name: "Our Vibe" })).toBeNull();
  });

  it("renders every panel, so the page holds all of them before any script runs", () => {
    const { panel } = renderRadio();
    expect(panel("who-we-are")).toHaveTextContent(home.about.whoWeAre.title);
    expect(panel("partners")).toHaveTextContent("Google Marketing Platform");
    expect(panel("partners")).toHaveTextContent("AB Tasty");
    for (const value of ["15+", "100+", "600+", "1st"]) expect(panel("by-the-numbers")).toHaveTextContent(value);
  });

  it("gives the stylesheet each preset's marker position and knob turn, in preset order", () => {
    const { root } = renderRadio();
    expect(root.style.getPropertyValue("--dial-1")).toBe("15%");
    expect(root.style.getPropertyValue("--dial-2")).toBe("38%");
    expect(root.style.getPropertyValue("--dial-3")).toBe("61%");
    expect(root.style.getPropertyValue("--knob-3")).toBe("165deg");
    expect(root.style.getPropertyValue("--dial-4")).toBe("");
  });

  it("falls back to Who We Are for an unknown initial tab", () => {
    renderRadio("late-night-show");
    expect(screen.getByRole("radio", { name: "Who We Are" })).toBeChecked();
  });

  it("checks the preset a label tap lands on and tracks radio_clicked once per tap", () => {
    renderRadio();
    fireEvent.click(screen.getByText("Partners"));
    expect(screen.getByRole("radio", { name: "Partners" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "By the Numbers" }));
    expect(screen.getByRole("radio", { name: "By the Numbers" })).toBeChecked();
    expect(radioClicks()).toEqual([
      expect.objectContaining({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" }),
      expect.objectContaining({ event_name: "radio_clicked", event_detail: "N/A", event_text: "By the Numbers", component_name: "radio" }),
    ]);
  });

  it("Home and End jump to the first and last preset, checked, focused and tracked", () => {
    renderRadio();
    const whoWeAre = screen.getByRole("radio", { name: "Who We Are" });
    const numbers = screen.getByRole("radio", { name: "By the Numbers" });
    whoWeAre.focus();
    fireEvent.keyDown(whoWeAre, { key: "End" });
    expect(numbers).toBeChecked();
    expect(numbers).toHaveFocus();
    fireEvent.keyDown(numbers, { key: "Home" });
    expect(whoWeAre).toBeChecked();
    expect(whoWeAre).toHaveFocus();
    // already on the first: nothing to change, nothing tracked
    fireEvent.keyDown(whoWeAre, { key: "Home" });
    expect(radioClicks().map((event) => (event as { event_text: string }).event_text)).toEqual(["By the Numbers", "Who We Are"]);
  });
});

describe("the About radio's stylesheet", () => {
  const css = fs.readFileSync(path.join(__dirname, "../../styles/global.css"), "utf8");

  it.each(ABOUT_PANEL_IDS.map((_, index) => index + 1))("shows the readout and panel of preset %i when it is checked", (k) => {
    expect(css).toContain(`.about-radio:has(.radio-tab:nth-of-type(${k}) > :checked) :is(.radio-readout, .radio-panel):nth-child(${k})`);
  });

  it.each(ABOUT_PANEL_IDS.map((_, index) => index + 1))("moves marker and knob to preset %i when it is checked", (k) => {
    const rule = k === 1 ? ".about-radio {" : `.about-radio:has(.radio-tab:nth-of-type(${k}) > :checked) {`;
    const body = css.slice(css.indexOf(rule), css.indexOf("}", css.indexOf(rule)));
    expect(css).toContain(rule);
    expect(body).toContain(`--dial-position: var(--dial-${k});`);
    expect(body).toContain(`--knob-turn: var(--knob-${k});`);
  });
});
