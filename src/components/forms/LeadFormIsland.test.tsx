import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { mockSiteData, readContent } from "../../../tests/unit/support/content-json";
import { LeadFormIsland } from "./LeadFormIsland";

/** The lead forms' texts as a marketer edited them in content/lead-form.json. */
function editedCopy() {
  const copy = readContent("lead-form.json");
  copy.labels.name = "Full name";
  copy.variants.contact.submitLabel = "Send it";
  copy.variants.home.submitLabel = "Talk to us";
  copy.messages.email = "That address does not look right";
  return copy;
}

function islandProps(container: HTMLElement) {
  return JSON.parse(container.querySelector("[data-island-props]")!.getAttribute("data-island-props")!);
}

beforeEach(() => {
  mockSiteData();
  const data = (useStaticQuery as jest.Mock).getMockImplementation()?.() ?? (useStaticQuery as jest.Mock)();
  (useStaticQuery as jest.Mock).mockReturnValue({ ...data, leadFormJson: editedCopy() });
});

describe("LeadFormIsland", () => {
  it("draws the form with the content file's texts", () => {
    render(<LeadFormIsland variant="contact" />);
    expect(screen.getByLabelText(/Full name/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Send it/ })).toBeInTheDocument();
  });

  it("writes into the page only the texts of its own variant that differ from the defaults, which the browser's form hydrates with", () => {
    const { container } = render(<LeadFormIsland variant="contact" />);
    const props = islandProps(container);
    expect(props.variant).toBe("contact");
    expect(props.copy).toEqual({
      labels: { name: "Full name" },
      messages: { email: "That address does not look right" },
      variant: { submitLabel: "Send it" },
    });
    expect(JSON.stringify(props)).not.toContain("Talk to us");
  });

  it("with the content file's texts as they ship (the defaults), the props carry no text at all", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ ...(useStaticQuery as jest.Mock)(), leadFormJson: readContent("lead-form.json") });
    const { container } = render(<LeadFormIsland variant="home" />);
    expect(islandProps(container)).toEqual({ variant: "home", email: expect.any(String) });
    expect(screen.getByRole("button", { name: /Let's Talk/ })).toBeInTheDocument();
  });

  it("carries its form's lead value (ILS when content names no currency), and a landing page's block's own; none without one", () => {
    const leadFormJson = { ...readContent("lead-form.json"), leadValues: { contact: { value: 1500, currency: null }, about: { value: 90, currency: "USD" } } };
    (useStaticQuery as jest.Mock).mockReturnValue({ ...(useStaticQuery as jest.Mock)(), leadFormJson });
    expect(islandProps(render(<LeadFormIsland variant="contact" />).container).leadValue).toEqual({ value: 1500, currency: "ILS" });
    expect(islandProps(render(<LeadFormIsland variant="about" />).container).leadValue).toEqual({ value: 90, currency: "USD" });
    expect(islandProps(render(<LeadFormIsland variant="home" />).container)).not.toHaveProperty("leadValue");
    const source = { formName: "Audit Form", submitLabel: "Send" };
    expect(islandProps(render(<LeadFormIsland variant="campaign" source={source} leadValue={{ value: 2500, currency: "EUR" }} />).container).leadValue).toEqual({ value: 2500, currency: "EUR" });
    expect(islandProps(render(<LeadFormIsland variant="campaign" source={source} />).container)).not.toHaveProperty("leadValue");
  });
});
