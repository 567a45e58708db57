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

  it("keeps badge text readable: each colour on its own 10% tint passes WCAG AA (4.5:1)", () => {
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { color } of groups) {
      const text = channels(color);
      // IndustryBadge paints `${color}1a` (alpha 26/255) over white
      const tint = text.map((c) => Math.round(c * (26 / 255) + 255 * (1 - 26 / 255)));
      const [light, dark] = [luminance(tint), luminance(text)].sort((a, b) => b - a);
      expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has a distinct, valid colour per group", () => {
    const colors = groups.map((g) => g.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
