import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { ContactInfoCard } from "./ContactInfoCard";
import { EVENT_NAME } from "../../lib/analytics";
import { installClickTracking } from "../../lib/analytics-clicks";
import contact from "../../../content/contact.json";

type Pushed = Record<string, unknown>;
const dataLayer = () => (window as unknown as { dataLayer: Pushed[] }).dataLayer;

describe("ContactInfoCard", () => {
  let uninstallClickTracking: () => void = () => undefined;
  afterEach(() => uninstallClickTracking());
  beforeEach(() => {
    (window as unknown as { dataLayer: Pushed[] }).dataLayer = [];
    uninstallClickTracking = installClickTracking(document);
    render(
      <ContactInfoCard
        title="Contact Information"
        copy={contact}
        email="hello@example.com"
        linkedinUrl="https://www.linkedin.com/company/example"
        brand="SWC"
        address={{ street: "Ha-Arba'a St 28", city: "Tel Aviv-Yafo", postalCode: "6473925", country: "Israel" }}
      />,
    );
  });

  it("shows the address, a mailto link and the LinkedIn company link", () => {
    expect(screen.getByText(/Ha-Arba'a St 28, Tel Aviv-Yafo 6473925, Israel/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
    const linkedin = screen.getByRole("link", { name: /SWC on LinkedIn/ });
    expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/company/example");
    expect(linkedin).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it.each([
    ["hello@example.com", "email"],
    [/SWC on LinkedIn/, "linkedin"],
  ] as const)("a click on %s reports get_in_touch / %s from the contact card", (name, detail) => {
    const link = screen.getByRole("link", { name });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(dataLayer()).toEqual([
      { event: EVENT_NAME, event_name: "get_in_touch", event_detail: detail, event_text: "N/A", component_name: "contact card" },
    ]);
  });
});
