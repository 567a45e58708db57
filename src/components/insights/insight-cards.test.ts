import { orderInsights, relatedInsights, shareLinks, type InsightCardData } from "./insight-cards";

describe("orderInsights", () => {
  it("puts published articles first, newest first, then announced ones, soonest first", () => {
    const ordered = orderInsights([
      { title: "announced late", slug: null, isoDate: "2025-04-01" },
      { title: "published old", slug: "old", isoDate: "2024-06-01" },
      { title: "announced soon", slug: null, isoDate: "2025-02-01" },
      { title: "published new", slug: "new", isoDate: "2025-01-15" },
    ]);
    expect(ordered.map((n) => n.title)).toEqual(["published new", "published old", "announced soon", "announced late"]);
  });
});

describe("an article's ending", () => {
  const card = (title: string, category: string): InsightCardData => ({ title, category, description: "", href: null, image: null, badge: null });

  it("relates articles of its category first, then the rest, three at most, in the listing's order", () => {
    const cards = [card("A", "Privacy"), card("B", "Analytics"), card("C", "Privacy"), card("D", "Strategy"), card("E", "Analytics")];
    expect(relatedInsights(cards, "Analytics").map((c) => c.title)).toEqual(["B", "E", "A"]);
    expect(relatedInsights(cards, "Privacy", 2).map((c) => c.title)).toEqual(["A", "C"]);
  });

  it("shares by plain links: LinkedIn's share page and an e-mail with the title and address", () => {
    const links = shareLinks("https://www.swc.co.il/insights/modeled-conversions", "Modeled conversions & you");
    expect(links.linkedIn).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.swc.co.il%2Finsights%2Fmodeled-conversions");
    expect(links.email).toBe("mailto:?subject=Modeled%20conversions%20%26%20you&body=https%3A%2F%2Fwww.swc.co.il%2Finsights%2Fmodeled-conversions");
  });
});
