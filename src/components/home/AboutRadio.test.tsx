import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { AboutRadio } from "./AboutRadio";
import home from "../../../content/home.json";
import site from "../../../content/site.json";

const content = {
  whoWeAre: home.about.whoWeAre,
  partners: { ...home.about.partners, logos: home.about.partners.logos.map((partner) => ({ name: partner.name, file: { publicURL: "/logo.svg", inlineSvg: null } })) },
  byTheNumbers: { ...home.about.byTheNumbers, stats: site.homeStats },
};

function renderRadio(initialTab?: string) {
  const { container } = render(<AboutRadio tabs={home.about.tabs} dialScale={home.about.dialScale} content={content} initialTab={initialTab} />);
  const marker = container.querySelector<HTMLElement>("[data-dial-marker]")!;
  return { marker };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(() => {
  (window as DataLayerWindow).dataLayer = [];
});

describe("AboutRadio", () => {
  it("starts on Who We Are with three tabs and the marker at 15%", () => {
    const { marker } = renderRadio();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["87.1Who We Are", "92.6Partners", "97.3By the Numbers"]);
    expect(screen.getByRole("tab", { name: "Who We Are" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Who We Are" })).toHaveTextContent(home.about.whoWeAre.title);
    expect(marker.style.left).toBe("15%");
    expect(screen.queryByRole("tab", { name: "Our Vibe" })).toBeNull();
  });

  it("falls back to Who We Are for an unknown initial tab", () => {
    const { marker } = renderRadio("late-night-show");
    expect(screen.getByRole("tab", { name: "Who We Are" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(home.about.whoWeAre.title);
    expect(marker.style.left).toBe("15%");
  });

  it("clicking a preset moves the marker, switches the panel and tracks radio_clicked", () => {
    const { marker } = renderRadio();
    fireEvent.click(screen.getByRole("tab", { name: "Partners" }));
    expect(marker.style.left).toBe("38%");
    const panel = screen.getByRole("tabpanel", { name: "Partners" });
    expect(panel).toHaveTextContent("Google Marketing Platform");
    expect(panel).toHaveTextContent("AB Tasty");

    fireEvent.click(screen.getByRole("tab", { name: "By the Numbers" }));
    expect(marker.style.left).toBe("61%");
    for (const value of ["15+", "100+", "600+", "1st"]) expect(screen.getByRole("tabpanel")).toHaveTextContent(value);

    expect((window as DataLayerWindow).dataLayer).toEqual([
      expect.objectContaining({ event_name: "radio_clicked", event_detail: "N/A", event_text: "Partners", component_name: "radio" }),
      expect.objectContaining({ event_name: "radio_clicked", event_detail: "N/A", event_text: "By the Numbers", component_name: "radio" }),
    ]);
  });

  it("follows the WAI-ARIA tabs keyboard model with a roving tab stop", () => {
    const { marker } = renderRadio();
    const whoWeAre = screen.getByRole("tab", { name: "Who We Are" });
    whoWeAre.focus();
    fireEvent.keyDown(whoWeAre, { key: "ArrowLeft" });
    const numbers = screen.getByRole("tab", { name: "By the Numbers" });
    expect(numbers).toHaveFocus();
    expect(numbers).toHaveAttribute("aria-selected", "true");
    expect(numbers).toHaveAttribute("tabindex", "0");
    expect(whoWeAre).toHaveAttribute("tabindex", "-1");
    expect(marker.style.left).toBe("61%");

    fireEvent.keyDown(numbers, { key: "Home" });
    expect(whoWeAre).toHaveFocus();
    fireEvent.keyDown(whoWeAre, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Partners" })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(screen.getByRole("tab", { name: "Partners" }), { key: "End" });
    expect(numbers).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", numbers.id);
  });
});
