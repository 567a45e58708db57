import { dropdownColumns, isCurrentPath } from "./navigation";
import navigation from "../../content/navigation.json";

describe("dropdownColumns", () => {
  it("puts the Services dropdown in two columns: For Marketers | For Product Managers", () => {
    const services = navigation.menu.find((m) => m.title === "Services")!;
    expect(dropdownColumns(services.dropdownItems!).map((col) => col.map((g) => g.category))).toEqual([
      ["For Marketers"],
      ["For Product Managers"],
    ]);
  });

  it("puts the Technology dropdown's four groups in two columns by groupId", () => {
    const technology = navigation.menu.find((m) => m.title === "Technology")!;
    expect(dropdownColumns(technology.dropdownItems!).map((col) => col.map((g) => g.category))).toEqual([
      ["Google Marketing Platform", "Google Cloud"],
      ["Product Analytics", "SWC Products"],
    ]);
  });
});

describe("isCurrentPath", () => {
  it("ignores hash and trailing slash", () => {
    expect(isCurrentPath("/services#technologies", "/services/")).toBe(true);
    expect(isCurrentPath("/services", "/services/product/mixpanel")).toBe(false);
  });
});

