import React from "react";
import { render, screen, within } from "@testing-library/react";
import { NotFoundPage } from "./NotFoundPage";
import { readContent } from "../../../tests/unit/support/content-json";

describe("NotFoundPage", () => {
  it("shows 404, the page's title and the way home from content/not-found.json", () => {
    const copy = readContent("not-found.json");
    render(<NotFoundPage title={copy.title} buttonLabel={copy.buttonLabel} />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.title);
    expect(screen.getByRole("link", { name: copy.buttonLabel })).toHaveAttribute("href", "/");
  });

  it("also offers the main sections and the latest insights, each under its heading", () => {
    const copy = readContent("not-found.json");
    render(
      <NotFoundPage
        {...copy}
        sections={[
          { name: "Services", href: "/services" },
          { name: "About Us", href: "/about" },
        ]}
        insights={[{ name: "Modeled conversions", href: "/insights/modeled-conversions" }]}
      />,
    );
    const sections = screen.getByRole("navigation", { name: copy.sectionsTitle });
    expect(within(sections).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/services", "/about"]);
    const insights = screen.getByRole("navigation", { name: copy.insightsTitle });
    expect(within(insights).getByRole("link", { name: "Modeled conversions" })).toHaveAttribute("href", "/insights/modeled-conversions");
  });
});
