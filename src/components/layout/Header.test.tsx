import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import navigation from "../../../content/navigation.json";
import { Header } from "./Header";

function renderHeader(pathname = "/") {
  return render(<Header brand="SWC" menu={navigation.menu} cta={navigation.cta} pathname={pathname} />);
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("Header", () => {
  it("links the logo home and the Let's Talk button to /contact", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "SWC home" })).toHaveAttribute("href", "/");
    const talk = screen.getAllByRole("link", { name: "Let's Talk" })[0];
    expect(talk).toHaveAttribute("href", "/contact");
  });

  it("shows the five main menu entries in order", () => {
    renderHeader();
    const items = within(mainNav()).getAllByRole("listitem").filter((li) => li.parentElement?.parentElement === mainNav());
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(["Services", "Technology", "Workshops", "Case Studies", "About Us"]);
  });

  it("renders no dropdown or mobile menu links until one is opened (less markup on every page)", () => {
    const { container } = renderHeader();
    // The logo, the desktop top-level links (Workshops, Case Studies, About Us) and the Let's Talk button.
    expect(container.querySelectorAll("a")).toHaveLength(5);
    expect(screen.queryByRole("link", { name: "Google Analytics Services" })).toBeNull();
    // Each closed panel still exists, so every aria-controls points at an element.
    for (const control of container.querySelectorAll("[aria-controls]")) {
      expect(document.getElementById(control.getAttribute("aria-controls")!)).not.toBeNull();
    }
    fireEvent.click(within(mainNav()).getByRole("button", { name: "Services" }));
    expect(within(mainNav()).getByRole("link", { name: "Google Analytics Services" })).toBeInTheDocument();
  });

  it("opens one dropdown at a time; a second click or Escape closes it", () => {
    renderHeader();
    const services = within(mainNav()).getByRole("button", { name: "Services" });
    const technology = within(mainNav()).getByRole("button", { name: "Technology" });

    fireEvent.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(within(mainNav()).getByText("For Marketers")).toBeVisible();

    fireEvent.click(technology);
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(technology).toHaveAttribute("aria-expanded", "true");
    for (const group of ["Google Marketing Platform", "Google Cloud", "Product Analytics", "SWC Products"]) {
      expect(within(mainNav()).getByText(group)).toBeVisible();
    }

    fireEvent.click(technology);
    expect(technology).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(services);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
  });

  it("closes an open dropdown on a click outside", () => {
    renderHeader();
    const services = within(mainNav()).getByRole("button", { name: "Services" });
    fireEvent.click(services);
    fireEvent.pointerDown(document.body);
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("closes an open dropdown when focus moves out of it, not while it moves within", () => {
    renderHeader();
    const services = within(mainNav()).getByRole("button", { name: "Services" });
    fireEvent.click(services);
    fireEvent.focusIn(within(mainNav()).getByRole("link", { name: "Google Analytics Services" }));
    expect(services).toHaveAttribute("aria-expanded", "true");
    fireEvent.focusIn(within(mainNav()).getByRole("link", { name: "Workshops" }));
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("marks itself scrolled past 20 px", () => {
    const { container } = renderHeader();
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-scrolled", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "true");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 20, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

describe("Mobile menu", () => {
  it("opens, locks page scrolling, one accordion section at a time, closes on a link", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.body.style.overflow).toBe("hidden");

    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    const services = within(mobile).getByRole("button", { name: "Services" });
    const technology = within(mobile).getByRole("button", { name: "Technology" });
    fireEvent.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(technology);
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(technology).toHaveAttribute("aria-expanded", "true");

    fireEvent.click(within(mobile).getByRole("link", { name: "Mixpanel" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps Tab inside the open menu and gives focus back to the toggle on Escape", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    const lastControl = within(mobile).getAllByRole("link").at(-1)!;
    expect(lastControl).toHaveTextContent("Let's Talk");

    lastControl.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(toggle).toHaveFocus();
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(lastControl).toHaveFocus();
    // Focus somewhere behind the panel comes back into the menu.
    screen.getByRole("link", { name: "SWC home" }).focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(toggle).toHaveFocus();

    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
