import React from "react";
import { render, screen, within } from "@testing-library/react";
import { CaseStudiesOverview } from "./CaseStudiesOverview";
import { toCaseStudyCards } from "./case-study-cards";
import { asQueriedHero, readContent } from "../../../tests/unit/support/content-json";

describe("CaseStudiesOverview", () => {
  it("lists every case study as a card under the list's name, then the call to action", () => {
    const page = readContent("case-studies-page.json");
    const studies = ["etoro", "novamart", "rio"].map((id) => ({ ...readContent(`case-studies/${id}.json`), logo: null, image: null }));
    render(<CaseStudiesOverview hero={asQueriedHero(page.hero)} listLabel={page.listLabel} cta={page.cta} studies={toCaseStudyCards(studies, readContent("industries.json").groups)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    const list = screen.getByRole("region", { name: page.listLabel });
    for (const study of studies) {
      expect(within(list).getAllByRole("link", { name: new RegExp(study.client) }).some((link) => link.getAttribute("href") === `/case-study/${study.slug}`)).toBe(true);
    }
    expect(screen.getByRole("heading", { level: 2, name: page.cta.title })).toBeInTheDocument();
  });
});
