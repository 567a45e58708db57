import React from "react";
import { render } from "@testing-library/react";
import { Header } from "../layout/Header";
import { Footer } from "../layout/Footer";
import navigation from "../../../content/navigation.json";
import site from "../../../content/site.json";
import { Logo, LOGO_DRAWING_ID } from "./Logo";

describe("Logo", () => {
  it("draws the wordmark once; a reused wordmark references that drawing and keeps its own name and size", () => {
    const { container } = render(
      <>
        <Logo label="SWC" />
        <Logo label="SWC" reuse />
      </>,
    );
    const [drawn, reused] = container.querySelectorAll("svg");
    expect(drawn.querySelector(`g#${LOGO_DRAWING_ID} path`)).not.toBeNull();
    expect(reused.querySelector("path, circle")).toBeNull();
    expect(reused.querySelector("use")?.getAttribute("href")).toBe(`#${LOGO_DRAWING_ID}`);
    for (const svg of [drawn, reused]) {
      expect(svg).toHaveAttribute("aria-label", "SWC");
      expect(svg).toHaveAttribute("viewBox", "0 0 112 32");
    }
  });

  it("on a page, the footer's wordmark reuses the header's drawing, the only element with its id", () => {
    const { container } = render(
      <>
        <Header brand={site.brand} menu={navigation.menu} cta={navigation.cta} labels={navigation.shell} />
        <Footer site={site} columns={navigation.footerColumns} copy={{ ...navigation.footer, homeLabel: navigation.shell.homeLabel }} year={2026} />
      </>,
    );
    expect(container.querySelectorAll(`#${LOGO_DRAWING_ID}`)).toHaveLength(1);
    expect(container.querySelector(`header #${LOGO_DRAWING_ID}`)).not.toBeNull();
    expect(container.querySelector(`footer svg[aria-label="${site.brand}"] use`)?.getAttribute("href")).toBe(`#${LOGO_DRAWING_ID}`);
  });
});
