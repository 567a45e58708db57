import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import navigation from "../../../content/navigation.json";
import { Header } from "./Header";
import { installMenus } from "../../../plugins/gatsby-plugin-swc-delivery/page-runtime/menus";

function renderHeader() {
  return render(<Header brand="SWC" menu={navigation.menu} cta={navigation.cta} labels={navigation.shell} />);
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const section = (title: string) => [...mainNav().querySelectorAll("details")].find((details) => details.querySelector("summary")?.textContent === title)!;
const summary = (title: string) => section(title).querySelector("summary")!;

describe("Header markup (what works before any script)", () => {
  it("links the logo home and the Let's Talk buttons to /contact", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "SWC home" })).toHaveAttribute("href", "/");
    const talks = screen.getAllByRole("link", { name: "Let's Talk" });
    expect(talks.map((link) => link.getAttribute("href"))).toEqual(["/contact", "/contact"]);
  });

  it("shows the five main menu entries in order", () => {
    renderHeader();
    const items = [...mainNav().querySelector("ul")!.children];
    expect(items.map((li) => (li.querySelector("summary") ?? li.querySelector("a"))?.textContent)).toEqual([
      "Services",
      "Technology",
      "Workshops",
      "Case Studies",
      "About Us",
    ]);
  });

  it("has every menu link in the HTML once, so the menus work without JavaScript", () => {
    renderHeader();
    const hrefs = [...mainNav().querySelectorAll("a")].map((link) => link.getAttribute("href"));
    const expected = navigation.menu.flatMap((entry) =>
      entry.dropdownItems?.length
        ? entry.dropdownItems.flatMap((group) => [...(group.categoryLink ? [group.categoryLink] : []), ...group.links.map((link) => link.href)])
        : [entry.href],
    );
    expect(hrefs).toEqual(expected);
    expect(within(mainNav()).getByRole("link", { name: "Google Analytics Services" })).toHaveAttribute("href", "/services/marketing/google-analytics-services");
  });

  it("makes each dropdown a closed <details> sharing one name, so one opens at a time", () => {
    renderHeader();
    const sections = [...mainNav().querySelectorAll("details")];
    expect(sections).toHaveLength(2);
    expect(sections.every((details) => !details.open)).toBe(true);
    expect(new Set(sections.map((details) => details.getAttribute("name"))).size).toBe(1);
  });

  it("opens the mobile panel with a native popover toggle", () => {
    const { container } = renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    const panel = container.querySelector("[popover]")!;
    expect(panel).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("popovertarget", panel.id);
    expect(panel).toContainElement(mainNav());
  });
});

describe("Header with the page runtime's menu listeners", () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    renderHeader();
    uninstall = installMenus(document);
  });
  afterEach(() => uninstall());

  it("closes an open dropdown on a tap outside it, not on one inside it", () => {
    section("Services").open = true;
    fireEvent.pointerDown(within(mainNav()).getByRole("link", { name: "Google Analytics Services" }));
    expect(section("Services").open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(section("Services").open).toBe(false);
  });

  it("closes an open dropdown when focus moves out of it, not while it moves within", () => {
    section("Services").open = true;
    fireEvent.focusIn(within(mainNav()).getByRole("link", { name: "Google Analytics Services" }));
    expect(section("Services").open).toBe(true);
    fireEvent.focusIn(within(mainNav()).getByRole("link", { name: "Workshops" }));
    expect(section("Services").open).toBe(false);
  });

  it("closes on Escape and gives focus back to the dropdown's summary", () => {
    section("Technology").open = true;
    fireEvent.keyDown(document, { key: "Escape" });
    expect(section("Technology").open).toBe(false);
    expect(summary("Technology")).toHaveFocus();
  });

  it("closes the dropdown when one of its links is followed", () => {
    section("Technology").open = true;
    const link = within(mainNav()).getByRole("link", { name: "Mixpanel" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(section("Technology").open).toBe(false);
  });

  it("marks the header scrolled past 20 px", () => {
    const header = document.querySelector("header")!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    };
    scrollTo(0);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(21);
    expect(header).toHaveAttribute("data-scrolled", "true");
    scrollTo(20);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });
});
