import { orderInsights } from "./insight-cards";

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
