import React from "react";
import { render, screen, within } from "@testing-library/react";
import { ServiceLanding, type ServiceLandingProps } from "./ServiceLanding";
import { TechnologyLanding, type TechnologyLandingProps } from "./TechnologyLanding";
import { asQueriedHero, mockSiteData, readContent } from "../../../tests/unit/support/content-json";

const shared = readContent("services-page.json");

// The site facts the reply promise beside the lead form reads (useSiteData).
beforeEach(mockSiteData);

/** A page's JSON as the template's query gives it: images aside, absent optional blocks as null. */
function asQueried<T>(file: string, optional: string[]): T {
  const page = readContent(file);
  for (const field of optional) page[field] ??= null;
  return { ...page, hero: asQueriedHero(page.hero) } as T;
}

describe("ServiceLanding", () => {
  const dv360 = () =>
    asQueried<ServiceLandingProps["page"]>("services/dv360-self-serve.json", ["approach", "leadForm", "leadFormSection"]);

  it("shows the service's hero, capabilities, benefits and approach from its file", () => {
    const page = dv360();
    render(<ServiceLanding page={page} copy={shared.servicePage} illustrations={[]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(expect.arrayContaining([page.capabilities.title, page.benefits.title, page.relatedServices.title, page.cta.title]));
    expect(screen.getByRole("link", { name: shared.servicePage.allServicesLabel })).toHaveAttribute("href", `/services#${page.serviceType}-services`);
  });

  it("takes leads on the page when the service says so: the hero button jumps to the form section", () => {
    const page = dv360();
    expect(page.leadForm).toBe(true);
    render(<ServiceLanding page={page} copy={shared.servicePage} illustrations={[]} />);
    const section = document.getElementById("get-started") as HTMLElement;
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(page.leadFormSection?.title ?? page.cta.title);
    expect(screen.getAllByRole("link", { name: page.leadFormSection?.title ?? page.cta.title })[0]).toHaveAttribute("href", "#get-started");
  });

  it("without its own form, the hero leads to the contact page", () => {
    const page = asQueried<ServiceLandingProps["page"]>("services/mixpanel.json", ["approach", "leadForm", "leadFormSection"]);
    render(<ServiceLanding page={page} copy={shared.servicePage} illustrations={[]} />);
    expect(document.getElementById("get-started")).toBeNull();
    expect(screen.getAllByRole("link", { name: page.cta.buttonLabel })[0]).toHaveAttribute("href", page.cta.buttonLink);
  });
});

describe("TechnologyLanding", () => {
  it("a partner platform leads to the other platforms on /services", () => {
    const page = asQueried<TechnologyLandingProps["page"]>("technologies/mixpanel.json", []);
    render(<TechnologyLanding page={page} copy={shared.technologyPage} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    expect(screen.getByText(page.hero.eyebrow ?? page.category)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: shared.technologyPage.allTechnologiesLabel })).toHaveAttribute("href", "/services#technologies");
  });

  it("one of SWC's tools leads to the monitoring tools' service page", () => {
    const page = asQueried<TechnologyLandingProps["page"]>("technologies/consent-monitor.json", []);
    expect(page.kind).toBe("tool");
    render(<TechnologyLanding page={page} copy={shared.technologyPage} />);
    expect(screen.getByRole("link", { name: shared.technologyPage.allToolsLabel })).toHaveAttribute("href", "/services/product/monitoring-tools");
  });
});
