import { DEFAULT_ABOUT_TAB, resolveAboutTab, visibleAboutTabs, type AboutTab } from "./about-tabs";

const TABS: AboutTab[] = [
  { id: "who-we-are", freq: "87.1", label: "Who We Are", position: 15 },
  { id: "partners", freq: "92.6", label: "Partners", position: 38 },
  { id: "by-the-numbers", freq: "97.3", label: "By the Numbers", position: 61 },
  { id: "our-vibe", freq: "102.4", label: "Our Vibe", position: 84, hidden: true },
];

describe("visibleAboutTabs", () => {
  it("keeps the three presets with a panel and drops the hidden Our Vibe entry", () => {
    expect(visibleAboutTabs(TABS).map((tab) => tab.id)).toEqual(["who-we-are", "partners", "by-the-numbers"]);
  });

  it("drops a tab without a panel even when it is not marked hidden", () => {
    const unhidden = TABS.map((tab) => ({ ...tab, hidden: false }));
    expect(visibleAboutTabs(unhidden).map((tab) => tab.id)).not.toContain("our-vibe");
  });
});

describe("resolveAboutTab", () => {
  it("returns the requested visible tab", () => {
    expect(resolveAboutTab(TABS, "partners")).toMatchObject({ id: "partners", position: 38 });
    expect(resolveAboutTab(TABS, "by-the-numbers")).toMatchObject({ id: "by-the-numbers", position: 61 });
  });

  it.each([["unknown"], [""], [null], [undefined], ["our-vibe"], ["Partners"]])("falls back to Who We Are for %p", (value) => {
    expect(resolveAboutTab(TABS, value)).toMatchObject({ id: DEFAULT_ABOUT_TAB, label: "Who We Are", position: 15 });
  });

  it("fails loudly when content has no visible tab at all", () => {
    expect(() => resolveAboutTab([{ ...TABS[3] }], "partners")).toThrow(/who-we-are/);
  });
});
