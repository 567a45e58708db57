/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readInsightCategories, readInsightFeedTitles } from "./insight-categories";

describe("readInsightCategories", () => {
  it("lists each category of content/insights once, sorted", () => {
    expect(readInsightCategories()).toEqual(["Analytics", "Attribution", "Privacy", "Strategy", "Technology"]);
  });

  it("leaves out drafts' categories", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "insights-"));
    fs.writeFileSync(path.join(dir, "a.mdx"), '---\ntitle: "A"\ncategory: "Privacy"\n---\nBody');
    fs.writeFileSync(path.join(dir, "b.mdx"), '---\ntitle: "B"\ncategory: "Secret"\ndraft: true\n---\nBody');
    expect(readInsightCategories(dir)).toEqual(["Privacy"]);
  });
});

describe("readInsightFeedTitles", () => {
  it("names the site's feed and each category's feed from content/insights-page.json", () => {
    const titles = readInsightFeedTitles("SWC");
    expect(titles.site).toBe("SWC Insights");
    expect(titles.category("Privacy")).toBe("SWC Insights: Privacy");
  });

  it("says which field is missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "insights-page-"));
    fs.writeFileSync(path.join(dir, "insights-page.json"), JSON.stringify({ feedTitle: "{brand} Insights", categories: {} }));
    expect(() => readInsightFeedTitles("SWC", dir)).toThrow("feedTitle and categories.feedTitle");
  });
});
