import React from "react";
import { render, screen, within } from "@testing-library/react";
import { CaseStudyDetail } from "./CaseStudyDetail";
import type { CaseStudyCardData } from "./CaseStudyCard";
import { readContent } from "../../../tests/unit/support/content-json";

/** The real eToro case study and the shared page texts, as the template's query gives them (images aside). */
const etoro = readContent("case-studies/etoro.json");
const copy = readContent("case-studies-page.json").detail;
const industryGroups = readContent("industries.json").groups;
const other: CaseStudyCardData = {
  slug: "rio",
  client: "Rio",
  industry: "Advertising",
  color: "#b45309",
  summary: "Rio summary",
  timeline: "2 months",
  image: null,
  logo: null,
  rotation: 1,
};

function renderEtoro(others: CaseStudyCardData[] = [other]) {
  return render(<CaseStudyDetail study={{ ...etoro, logo: null }} copy={copy} industryGroups={industryGroups} others={others} />);
}

describe("CaseStudyDetail", () => {
  it("names the client once in the hero: its wordmark is the heading, named by the client", () => {
    const logo = { publicURL: "/static/etoro.svg", inlineSvg: { viewBox: "0 0 160 48", body: '<path d="M0 0h160v48H0z"/>' } };
    render(<CaseStudyDetail study={{ ...etoro, logo }} copy={copy} industryGroups={industryGroups} others={[other]} />);
    const heading = screen.getByRole("heading", { level: 1, name: "eToro" });
    expect(heading.querySelector("svg[data-logo]")).not.toBeNull();
    const hero = heading.closest("header")!;
    expect(hero.querySelectorAll("svg[data-logo]")).toHaveLength(1);
    expect(within(hero).queryByText("eToro")).toBeNull();
  });

  it("shows the client, its results and the story in three titled parts", () => {
    renderEtoro();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("eToro");
    const results = screen.getByLabelText(copy.keyResultsLabel);
    expect(results.tagName).toBe("DL");
    expect(within(results).getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["+12%", "+43%", "+7%"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([copy.challengeTitle, copy.approachTitle, copy.resultsTitle, copy.glanceTitle, copy.cta.title, copy.moreTitle]),
    );
    expect(screen.getByRole("heading", { name: copy.challengeTitle }).closest("section")).toHaveTextContent(etoro.challenge);
  });

  it("lists the facts at a glance and quotes the client", () => {
    renderEtoro();
    const glance = screen.getByRole("complementary", { name: copy.glanceTitle });
    expect(within(glance).getAllByRole("term").map((dt) => dt.textContent)).toEqual([copy.clientLabel, copy.industryLabel, copy.timelineLabel]);
    expect(within(glance).getAllByRole("definition").map((dd) => dd.textContent)).toEqual(["eToro", "Fintech", "3 months"]);
    expect(screen.getByRole("blockquote")).toHaveTextContent(etoro.quote.text);
  });

  it("leads back to all case studies, on to the contact form and to the other stories", () => {
    renderEtoro();
    expect(screen.getByRole("link", { name: copy.backLabel })).toHaveAttribute("href", "/case-studies");
    expect(screen.getByRole("link", { name: copy.cta.buttonLabel })).toHaveAttribute("href", copy.cta.buttonLink);
    expect(screen.getByRole("link", { name: /Rio/ })).toHaveAttribute("href", "/case-study/rio");
  });

  it("leaves out the other stories when there are none", () => {
    renderEtoro([]);
    expect(screen.queryByRole("heading", { name: copy.moreTitle })).toBeNull();
  });
});
