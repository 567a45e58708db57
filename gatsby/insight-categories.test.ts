/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readInsightCategories } from "./insight-categories";

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
