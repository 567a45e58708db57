import React from "react";
import { render, screen, within } from "@testing-library/react";
import navigation from "../../../content/navigation.json";
import site from "../../../content/site.json";
import { Footer } from "./Footer";

describe("Footer", () => {
  beforeEach(() => {
    render(
      <Footer site={site} columns={navigation.footerColumns} copy={{ ...navigation.footer, homeLabel: navigation.shell.homeLabel }} year={2026} />,
    );
  });

  it("has the blurb, Begin Your Journey, the Tel Aviv address, e-mail and LinkedIn", () => {
    expect(screen.getByText(site.footerBlurb)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute("href", "/contact");
    expect(screen.getByText(/Tel Aviv/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", site.linkedinUrl);
  });

  it("has the Services, Company and Connect columns", () => {
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(within(nav).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Services", "Company", "Connect"]);
    const company = within(nav).getByRole("heading", { name: "Company" }).parentElement!;
    expect(within(company).getAllByRole("link").map((a) => a.textContent)).toEqual(["About Us", "Case Studies"]);
  });

  it("shows the copyright line with the year", () => {
    const line = screen.getByText((_, element) => element?.tagName === "P" && /^©/.test(element.textContent ?? ""));
    expect(line).toHaveTextContent("© 2026 SWC. All rights reserved.");
  });

  it("links the terms, the privacy notice and the accessibility statement in the legal line", () => {
    for (const [name, href] of [
      ["GMP Terms & Conditions", "/gmp-terms-and-conditions"],
      ["Privacy Notice", "/privacy"],
      ["Accessibility", "/accessibility"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});

it("keeps the legal links in a campaign page's frame, which shows the legal line alone", () => {
  render(<Footer site={site} columns={navigation.footerColumns} copy={{ ...navigation.footer, homeLabel: navigation.shell.homeLabel }} year={2026} focused />);
  expect(screen.queryByRole("navigation", { name: "Footer" })).toBeNull();
  expect(screen.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
  expect(screen.getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/accessibility");
});
