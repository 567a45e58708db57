import React from "react";
import { render, screen, within } from "@testing-library/react";
import { WorkshopsOverview } from "./WorkshopsOverview";
import { WorkshopDetailPage } from "./WorkshopDetailPage";
import { scheduleSessions } from "../../lib/workshop-sessions";
import { asQueriedHero, readContent } from "../../../tests/unit/support/content-json";

// The form is an island with its own tests; here only where it is placed matters.
jest.mock("../forms/LeadFormIsland", () => ({ LeadFormIsland: ({ variant }: { variant: string }) => <form data-lead-form={variant} /> }));

describe("WorkshopsOverview", () => {
  const workshops = readContent("workshops.json");
  const catalogue = {
    ...workshops.catalogue,
    items: workshops.catalogue.items.map((item: object) => ({ detailLink: null, detailLabel: null, ...item })),
  };

  it("shows the hero's request button, the training approach and every workshop as an anchored card", () => {
    const { container } = render(<WorkshopsOverview hero={asQueriedHero(workshops.hero)} approach={workshops.approach} catalogue={catalogue} closing={workshops.closing} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(workshops.hero.title);
    expect(within(container.querySelector("[data-track-component='hero']") as HTMLElement).getByRole("link", { name: workshops.hero.buttonLabel })).toHaveAttribute(
      "href",
      workshops.hero.buttonLink,
    );
    expect(screen.getByRole("heading", { level: 2, name: workshops.approach.title })).toBeInTheDocument();
    for (const workshop of catalogue.items) {
      const card = container.querySelector(`article#${workshop.id}`) as HTMLElement;
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(workshop.title);
      expect(within(card).getByRole("link", { name: catalogue.cardButtonLabel })).toHaveAttribute("href", catalogue.cardButtonLink);
    }
    expect(screen.getByRole("heading", { level: 2, name: workshops.closing.title })).toBeInTheDocument();
  });
});

describe("WorkshopDetailPage", () => {
  const workshop = readContent("workshop-google-analytics.json");
  const { sessions, ...detailsContent } = workshop.details;
  const pageAt = (now: string) => (
    <WorkshopDetailPage
      hero={workshop.hero}
      benefits={workshop.benefits}
      audience={workshop.audience}
      modules={workshop.modules}
      details={{ ...detailsContent, schedule: scheduleSessions(sessions, new Date(now)) }}
      reserve={workshop.reserve}
      replyPromise={readContent("site.json")}
    />
  );

  it("shows the hero, benefits, audience, modules and details, and a seat in the next session", () => {
    render(pageAt("2024-03-01T00:00:00Z"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(workshop.hero.title);
    expect(within(screen.getByRole("list", { name: "Workshop facts" })).getByText("March 15, 2024")).toBeInTheDocument();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([workshop.benefits.title, workshop.audience.title, workshop.modules.title, workshop.details.title, workshop.reserve.title]);
    expect(screen.getAllByRole("link", { name: /Reserve Your Spot/ })[0]).toHaveAttribute("href", workshop.hero.primaryLink);
  });

  it("with no session left, announces the dates as to be announced and leads to the waitlist form", () => {
    const { container } = render(pageAt("2026-11-25T00:00:00Z"));
    expect(within(screen.getByRole("list", { name: "Workshop facts" })).getByText(workshop.hero.nextDatePending)).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Reserve Your Spot/ })[0]).toHaveAttribute("href", "#reserve");
    expect(container.querySelector("#reserve [data-lead-form='waitlist']")).not.toBeNull();
  });
});
