import React from "react";
import { render, screen, within } from "@testing-library/react";
import { WorkshopDetails, type WorkshopDetailsData } from "./WorkshopDetails";
import { WorkshopHero } from "./WorkshopHero";
import { WorkshopReserve } from "./WorkshopReserve";
import { scheduleSessions } from "../../lib/workshop-sessions";
import workshop from "../../../content/workshop-google-analytics.json";
import site from "../../../content/site.json";

// The form is an island with its own tests; here only where it is placed matters.
jest.mock("../forms/LeadFormIsland", () => ({ LeadFormIsland: ({ variant }: { variant: string }) => <form data-lead-form={variant} /> }));

const { sessions, ...detailsContent } = workshop.details;
const detailsAt = (now: string): WorkshopDetailsData => ({ ...detailsContent, schedule: scheduleSessions(sessions, new Date(now)) });

describe("workshop details by build date", () => {
  it("before the first session: both sessions announced, soonest first, nothing past", () => {
    const { container } = render(<WorkshopDetails details={detailsAt("2024-03-01T00:00:00Z")} />);
    const upcoming = container.querySelectorAll("[data-session='upcoming']");
    expect([...upcoming].map((item) => item.querySelector("p")!.textContent)).toEqual(["March 15, 2024", "March 22, 2024"]);
    expect(container.querySelector("[data-session='past']")).toBeNull();
    expect(screen.queryByText("Next dates to be announced")).toBeNull();
  });

  it("between the sessions: the later one announced, the earlier one past", () => {
    const { container } = render(<WorkshopDetails details={detailsAt("2024-03-18T00:00:00Z")} />);
    expect(container.querySelectorAll("[data-session='upcoming']")).toHaveLength(1);
    expect(container.querySelector("[data-session='upcoming']")).toHaveTextContent("March 22, 2024");
    expect(container.querySelector("[data-session='past']")).toHaveTextContent("March 15, 2024");
  });

  it("after every session: the next dates are to be announced, and no past date is shown as upcoming", () => {
    const { container } = render(<WorkshopDetails details={detailsAt("2026-11-25T00:00:00Z")} />);
    expect(container.querySelector("[data-session='upcoming']")).toBeNull();
    expect(container.querySelector("[data-sessions-to-be-announced]")).toHaveTextContent("Next dates to be announced");
    expect([...container.querySelectorAll("[data-session='past']")].map((item) => item.querySelector("p")!.textContent)).toEqual([
      "March 22, 2024",
      "March 15, 2024",
    ]);
  });
});

describe("the hero's next date and reserve action", () => {
  it("links a scheduled session's seat to the contact page", () => {
    render(<WorkshopHero hero={workshop.hero} nextDate="March 15, 2024" primaryLink="/contact" />);
    expect(within(screen.getByRole("list", { name: "Workshop facts" })).getByText("March 15, 2024")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Reserve Your Spot/ })).toHaveAttribute("href", "/contact");
  });

  it("leads to the page's waitlist form while none is scheduled", () => {
    render(<WorkshopHero hero={workshop.hero} nextDate="Next dates to be announced" primaryLink="#reserve" />);
    expect(within(screen.getByRole("list", { name: "Workshop facts" })).getByText("Next dates to be announced")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Reserve Your Spot/ })).toHaveAttribute("href", "#reserve");
  });
});

describe("the reserve block", () => {
  it("offers a seat while a session is scheduled", () => {
    const { container } = render(<WorkshopReserve reserve={workshop.reserve} waitlist={false} replyPromise={site} />);
    expect(screen.getByRole("heading", { name: "Secure Your Place" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Reserve Your Spot/ })).toHaveAttribute("href", "/contact");
    expect(container.querySelector("[data-lead-form]")).toBeNull();
  });

  it("is the waitlist form, with the reply promise, while none is", () => {
    const { container } = render(<WorkshopReserve reserve={workshop.reserve} waitlist replyPromise={site} />);
    expect(container.querySelector("section")).toHaveAttribute("id", "reserve");
    expect(screen.getByRole("heading", { name: "Join the Waitlist" })).toBeInTheDocument();
    expect(screen.getByText(/We reply within 24 hours\./)).toBeInTheDocument();
    expect(container.querySelector("[data-lead-form='waitlist']")).not.toBeNull();
    expect(screen.queryByRole("link", { name: /Reserve Your Spot/ })).toBeNull();
  });
});
