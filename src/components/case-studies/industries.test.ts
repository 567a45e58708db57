import industries from "../../../content/industries.json";
import { FALLBACK_INDUSTRY_COLOR, findIndustryGroup, industryColor, industryEventDetail } from "./industries";

const groups = industries.groups;

describe("industry groups", () => {
  it("matches a case study's industry by name or id, ignoring case", () => {
    expect(findIndustryGroup(groups, "eCommerce")?.id).toBe("ecommerce");
    expect(findIndustryGroup(groups, "ECOMMERCE")?.id).toBe("ecommerce");
    expect(findIndustryGroup(groups, "fintech")?.industry).toBe("Fintech");
    expect(industryColor(groups, "Advertising")).toBe(groups.find((g) => g.id === "advertising")!.color);
  });

  it("falls back to the brand colour for an industry the data does not list", () => {
    expect(industryColor(groups, "Healthcare")).toBe(FALLBACK_INDUSTRY_COLOR);
  });

  it("gives case_study_clicked the lower-cased industry", () => {
    expect(industryEventDetail("eCommerce")).toBe("ecommerce");
    expect(industryEventDetail(" Fintech ")).toBe("fintech");
  });

  it("has a distinct, valid colour per group", () => {
    const colors = groups.map((g) => g.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
