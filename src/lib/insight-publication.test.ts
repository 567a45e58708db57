import { categoryFeedPath, categoryPath, categorySlug, insightPublication, isListed, publicationBadge, publicationTime } from "./insight-publication";

describe("insightPublication", () => {
  const now = new Date("2026-11-25T08:00:00Z");

  it("publishes an article whose date has come", () => {
    expect(insightPublication({ date: "2025-01-15" }, now)).toBe("published");
    expect(insightPublication({ date: "2026-11-25" }, now)).toBe("published");
  });

  it("holds an article dated ahead until the first build on or after its day", () => {
    expect(insightPublication({ date: "2026-11-26" }, now)).toBe("scheduled");
    expect(insightPublication({ date: "2026-11-26" }, new Date("2026-11-26T00:00:00Z"))).toBe("published");
  });

  it("never publishes a draft, whatever its date", () => {
    expect(insightPublication({ date: "2025-01-15", draft: true }, now)).toBe("draft");
    expect(insightPublication({ date: "2027-01-15", draft: true }, now)).toBe("draft");
  });

  it("publishes a day's article from the start of that day in the site's time zone", () => {
    // 22:30 UTC on the 25th is already the 26th in Israel (UTC+2 in November).
    const lateEvening = new Date("2026-11-25T22:30:00Z");
    expect(insightPublication({ date: "2026-11-26" }, lateEvening, "Asia/Jerusalem")).toBe("published");
    expect(insightPublication({ date: "2026-11-26" }, lateEvening, "UTC")).toBe("scheduled");
    expect(insightPublication({ date: "2026-11-26" }, new Date("2026-11-25T21:59:00Z"), "Asia/Jerusalem")).toBe("scheduled");
    // Summer time (UTC+3), and a date YAML read as a Date.
    expect(publicationTime("2026-07-01", "Asia/Jerusalem")).toBe(Date.parse("2026-06-30T21:00:00Z"));
    expect(publicationTime(new Date("2026-07-01T00:00:00Z"), "Asia/Jerusalem")).toBe(Date.parse("2026-06-30T21:00:00Z"));
  });

  it("refuses a date it cannot read", () => {
    expect(() => insightPublication({ date: "soon" }, now)).toThrow(/soon/);
  });
});

describe("isListed and publicationBadge", () => {
  it("lists only published articles in a production build, every article in a preview", () => {
    const states = ["published", "draft", "scheduled"] as const;
    expect(states.map((state) => isListed(state, false))).toEqual([true, false, false]);
    expect(states.map((state) => isListed(state, true))).toEqual([true, true, true]);
  });

  it("badges what is not public yet", () => {
    expect(["draft", "scheduled", "published"].map((state) => publicationBadge(state))).toEqual(["Draft", "Scheduled", null]);
  });
});

describe("category paths", () => {
  it("makes a URL segment of any category name", () => {
    const names = ["Attribution", "Product Analytics", "Privacy & Consent", "Café Insights"];
    expect(names.map((name) => categorySlug(name))).toEqual(["attribution", "product-analytics", "privacy-and-consent", "cafe-insights"]);
    expect(categoryPath("Product Analytics")).toBe("/insights/category/product-analytics");
    expect(categoryFeedPath("Attribution")).toBe("/insights/category/attribution/rss.xml");
  });
});
