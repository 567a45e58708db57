import React from "react";
import { render, screen, within } from "@testing-library/react";
import { TermsPage } from "./TermsPage";
import { readContent } from "../../../tests/unit/support/content-json";

describe("TermsPage", () => {
  const terms = readContent("terms.json");
  const site = readContent("site.json");
  const facts = { legalName: site.legalName, brand: site.brand, email: site.email };

  it("shows the title, the date, a contents link per section and the site's facts in place of the placeholders", () => {
    const { container } = render(<TermsPage terms={terms} facts={facts} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(terms.title);
    expect(screen.getByText(terms.eyebrow)).toBeInTheDocument();
    expect(screen.getByText(`${terms.lastUpdatedLabel} ${terms.lastUpdated}`)).toBeInTheDocument();
    const contents = screen.getByRole("navigation", { name: terms.contentsLabel });
    expect(within(contents).getByText(terms.contentsTitle)).toBeInTheDocument();
    expect(within(contents).getAllByRole("link")).toHaveLength(terms.sections.length);
    expect(container.textContent).not.toMatch(/\{(legalName|brand|email)\}/);
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });
});
