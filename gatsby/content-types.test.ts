/** @jest-environment node */
import fs from "fs";
import path from "path";
import { COLLECTION_TYPES, CONTENT_DIR, IMAGES_FOLDER, INSIGHTS_FOLDER, jsonTypeName } from "./content-types";
import { insightFieldsFromFrontmatter } from "./insight-nodes";

describe("jsonTypeName", () => {
  it("names collection records by folder and singletons by file", () => {
    expect(jsonTypeName({ node: { name: "dv360", relativeDirectory: "technologies" } })).toBe("TechnologyPage");
    expect(jsonTypeName({ node: { name: "mixpanel", relativeDirectory: "services" } })).toBe("ServicePage");
    expect(jsonTypeName({ node: { name: "etoro", relativeDirectory: "case-studies" } })).toBe("CaseStudy");
    expect(jsonTypeName({ node: { name: "site", relativeDirectory: "" } })).toBe("SiteJson");
    expect(jsonTypeName({ node: { name: "case-study-industries", relativeDirectory: "" } })).toBe("CaseStudyIndustriesJson");
  });
});

describe("the content folders", () => {
  it("are every folder of content/, each declared once: the articles, the images and the collections", () => {
    const folders = fs
      .readdirSync(path.resolve(__dirname, "..", CONTENT_DIR), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([INSIGHTS_FOLDER, IMAGES_FOLDER, ...Object.keys(COLLECTION_TYPES)].sort());
  });
});

describe("insightFieldsFromFrontmatter", () => {
  it("keeps the declared fields and names what is missing", () => {
    expect(() => insightFieldsFromFrontmatter({ title: "T" }, "x.mdx")).toThrow(
      "x.mdx: frontmatter is missing description, date, author, category",
    );
    const fields = insightFieldsFromFrontmatter(
      { title: "T", description: "D", date: "2025-01-15", author: "A", category: "Privacy", extra: 1 },
      "x.mdx",
    );
    expect(fields).toMatchObject({ title: "T", category: "Privacy" });
    expect(fields).not.toHaveProperty("extra");
  });
});
