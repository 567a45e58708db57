import homeExperiment from "../../content/experiments/home-hero-headline.json";
import { pageExperimentNotices, type PageExperiment } from "./page-experiments-widget";

const running = homeExperiment as PageExperiment;

describe("what a page's A/B tests do to it, at the top of its entry", () => {
  it("a running test names its variants and the texts it tests, and says an edit changes the control only", () => {
    expect(pageExperimentNotices([running], "/", "2026-12-01")).toEqual([
      {
        kind: "running",
        text:
          'Under test: "Home hero: what we do, or what it is worth" tests the hero block\'s title and intro until 2027-01-31. ' +
          "Variants: Marketing Technology & Analytics (the page as it is) (control: the texts here); Decisions you can defend. " +
          "Visitors may see a variant instead of these texts; an edit here changes the control only.",
      },
    ]);
  });

  it("a chosen winner shows the texts the page shows instead of the editor's", () => {
    const won = { ...running, status: "winner chosen", winner: "defensible" };
    const [notice] = pageExperimentNotices([won], "/", "2027-02-10");
    expect(notice.kind).toBe("winner");
    expect(notice.text).toContain('chose "Decisions you can defend"; the page shows its texts instead of these: title: "Analytics You Can Defend"; intro: "Trustworthy analytics');
  });

  it("says nothing of another page's tests, a draft, a test not started or ended, or a control that won", () => {
    expect(pageExperimentNotices([running], "/lp/ga4-ecommerce-audit", "2026-12-01")).toEqual([]);
    expect(pageExperimentNotices([{ ...running, status: "draft" }], "/", "2026-12-01")).toEqual([]);
    expect(pageExperimentNotices([running], "/", "2026-11-01")).toEqual([]);
    expect(pageExperimentNotices([running], "/", "2027-02-01")).toEqual([]);
    expect(pageExperimentNotices([{ ...running, status: "winner chosen", winner: "control" }], "/", "2027-02-10")).toEqual([]);
  });
});
