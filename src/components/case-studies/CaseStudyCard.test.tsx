import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { CaseStudyGrid } from "./CaseStudyGrid";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { CaseStudyCardData } from "./CaseStudyCard";
import { installClickTracking } from "../../lib/analytics-clicks";

type Pushed = Record<string, unknown>;

const study = (slug: string, client: string, industry: string): CaseStudyCardData => ({
  slug,
  client,
  industry,
  color: "#b45309",
  summary: `${client} summary`,
  timeline: "4 months",
  image: null,
  logo: null,
  rotation: 1,
});

describe("CaseStudyGrid", () => {
  let uninstallClickTracking: () => void = () => undefined;
  beforeEach(() => {
    (window as unknown as { dataLayer: Pushed[] }).dataLayer = [];
    uninstallClickTracking = installClickTracking(document);
  });
  afterEach(() => uninstallClickTracking());

  it("links each card to /case-study/{id} and staggers the fade-in by 100 ms", () => {
    render(<CaseStudyGrid studies={[study("a", "A", "Fintech"), study("b", "B", "eCommerce"), study("c", "C", "Advertising")]} trackAs="N/A" />);
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/case-study/a", "/case-study/b", "/case-study/c"]);
    expect(links.map((l) => l.style.getPropertyValue("--fade-delay"))).toEqual(["0ms", "100ms", "200ms"]);
  });

  it("reports case_study_clicked with the lower-cased industry and the company", () => {
    render(<CaseStudyGrid studies={[study("novamart", "NovaMart", "eCommerce")]} trackAs="N/A" />);
    fireEvent.click(screen.getByRole("link", { name: /NovaMart/ }));
    expect((window as unknown as { dataLayer: Pushed[] }).dataLayer).toEqual([
      expect.objectContaining({ event_name: "case_study_clicked", event_detail: "ecommerce", event_text: "NovaMart", component_name: "N/A" }),
    ]);
  });

  it("loads the first card's image at once when the grid opens the page, every other image lazily", () => {
    const image: IGatsbyImageData = { layout: "constrained", width: 640, height: 360, images: { fallback: { src: "/case.png" } } };
    const studies = ["a", "b", "c"].map((slug) => ({ ...study(slug, slug.toUpperCase(), "Fintech"), image }));
    const loadings = (container: HTMLElement) => [...container.querySelectorAll("img[data-main-image]")].map((img) => img.getAttribute("loading"));
    const leading = render(<CaseStudyGrid studies={studies} trackAs="N/A" leadsPage />);
    expect(loadings(leading.container)).toEqual(["eager", "lazy", "lazy"]);
    leading.unmount();
    const below = render(<CaseStudyGrid studies={studies} trackAs="Case Studies" />);
    expect(loadings(below.container)).toEqual(["lazy", "lazy", "lazy"]);
  });
});
