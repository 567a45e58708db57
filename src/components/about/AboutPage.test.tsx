import React from "react";
import { render, screen, within } from "@testing-library/react";
import { AboutPage } from "./AboutPage";
import { asQueriedHero, mockSiteData, readContent } from "../../../tests/unit/support/content-json";

// The form is an island with its own tests; here only where it is placed matters.
jest.mock("../forms/LeadFormIsland", () => ({ LeadFormIsland: ({ variant }: { variant: string }) => <form data-lead-form={variant} /> }));

beforeEach(mockSiteData);

describe("AboutPage", () => {
  it("shows the values, then Let's Connect with About's tagline; the hero's button jumps to it", () => {
    const about = readContent("about.json");
    const { container } = render(
      <AboutPage hero={asQueriedHero(about.hero)} values={about.values} connect={about.connect} contact={readContent("contact.json")} stats={readContent("site.json").contactStats} />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(about.hero.title);
    const values = screen.getByRole("heading", { level: 2, name: about.values.title }).closest("section") as HTMLElement;
    expect(within(values).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(about.values.items.map((item: { title: string }) => item.title));
    expect(screen.getByRole("link", { name: about.connect.title })).toHaveAttribute("href", "/about#contact-form");
    const connect = container.querySelector("#contact-form") as HTMLElement;
    expect(within(connect).getByText(about.connect.tagline)).toBeInTheDocument();
    expect(connect.querySelector("[data-lead-form='about']")).not.toBeNull();
  });
});
