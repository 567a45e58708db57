/**
 * @jest-environment node
 *
 * Content integrity: every record in content/ matches the type declared for it
 * in gatsby/schema/ (read from the SDL, not a copy), and every internal link in
 * content and navigation reaches a page, an anchor on it, or a redirect.
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  buildContentSchema,
  internalLinks,
  jsonContentFiles,
  mdxContentFiles,
  redirects,
  sitePages,
  unresolvedReason,
  validateRecord,
} from "./support/content-model";

const schema = buildContentSchema();
const files = jsonContentFiles();

describe("content records match their declared types", () => {
  const collectionFiles = files.filter((file) => file.collection);

  it("finds the collections", () => {
    for (const folder of ["technologies/", "services/", "case-studies/"]) {
      expect(collectionFiles.some((file) => file.relative.startsWith(folder))).toBe(true);
    }
  });

  it.each(collectionFiles.map((file) => [file.relative, file] as const))("%s", (_name, file) => {
    const errors = file.records.flatMap((record) =>
      validateRecord(schema, file.typeName, record, file.relative, { baseDir: path.dirname(file.file) }),
    );
    expect(errors).toEqual([]);
  });

  // Every other file is a singleton of its own declared type (content/site.json → SiteJson, …);
  // an undeclared one fails here rather than being inferred by Gatsby.
  const singletons = files.filter((file) => !file.collection);
  it.each(singletons.map((file) => [file.relative, file] as const))("singleton %s", (_name, file) => {
    const errors = file.records.flatMap((record) =>
      validateRecord(schema, file.typeName, record, file.relative, { baseDir: path.dirname(file.file) }),
    );
    expect(errors).toEqual([]);
  });

  it.each(mdxContentFiles().filter((file) => file.relative.startsWith("insights/")).map((file) => [file.relative, file] as const))(
    "insight frontmatter %s",
    (_name, file) => {
      const errors = validateRecord(schema, "Insight", file.frontmatter, file.relative, {
        baseDir: path.dirname(file.file),
        derivedFields: ["contentFilePath"],
      });
      expect(errors).toEqual([]);
    },
  );
});

describe("the record validator", () => {
  const testSchema = buildContentSchema([
    /* GraphQL */ `
      type Item { title: String!, count: Int }
      type Thing implements Node @dontInfer {
        name: String!
        image: File @fileByRelativePath
        items: [Item!]!
        flag: Boolean
      }
    `,
  ]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-model-"));
  fs.writeFileSync(path.join(dir, "real.png"), "");
  const check = (record: unknown) => validateRecord(testSchema, "Thing", record, "thing.json", { baseDir: dir });

  it("accepts a valid record", () => {
    expect(check({ name: "A", image: "real.png", items: [{ title: "x", count: 2 }], flag: true })).toEqual([]);
  });

  it("reports missing required fields, unknown fields, wrong scalars and missing files", () => {
    expect(check({ items: [{ count: 1.5 }], image: "missing.png", flag: "yes", extra: 1 })).toEqual([
      "thing.json.extra: not a field of Thing",
      "thing.json.name: required, but missing",
      'thing.json.image: file "missing.png" does not exist',
      "thing.json.items[0].title: required, but missing",
      "thing.json.items[0].count: expected Int, found number 1.5",
      'thing.json.flag: expected Boolean, found string "yes"',
    ]);
  });

  it("reports values that break a field's @constraint", () => {
    const constrained = buildContentSchema([
      /* GraphQL */ `
        type Rule implements Node @dontInfer {
          kind: String! @constraint(oneOf: ["a", "b"])
          slug: String @constraint(pattern: "^[a-z-]+$")
          code: String @constraint(pattern: "^[A-Z]{2}$", message: "Write two capital letters")
          text: String @constraint(minLength: 3, maxLength: 5)
        }
      `,
    ]);
    const rule = (record: unknown) => validateRecord(constrained, "Rule", record, "rule.json", { baseDir: dir });
    expect(rule({ kind: "a", slug: "ok-slug", text: "four" })).toEqual([]);
    expect(rule({ kind: "c", slug: "Not A Slug", code: "il", text: "much too long" })).toEqual([
      'rule.json.kind: "c" is not one of a, b',
      'rule.json.slug: "Not A Slug" does not match ^[a-z-]+$',
      'rule.json.code: "il": Write two capital letters',
      "rule.json.text: 13 characters, at most 5 allowed",
    ]);
  });

  it("reports an undeclared type", () => {
    expect(validateRecord(testSchema, "Missing", {}, "x.json", { baseDir: dir })).toEqual(["x.json: type Missing is not declared in gatsby/schema/"]);
  });
});

describe("internal links resolve", () => {
  const pages = sitePages();
  const table = redirects();

  it("knows the pages made from content and from src/pages", () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/services", "/technology/google-marketing-platform/analytics-360", "/services/product/mixpanel"]));
  });

  it("tells a broken link from a good one", () => {
    expect(unresolvedReason("/services#technologies", pages, table)).toBeNull();
    expect(unresolvedReason("/services/product/mixpanel-services", pages, table)).toBeNull();
    expect(unresolvedReason("/no-such-page", pages, table)).toMatch(/no page or redirect/);
    expect(unresolvedReason("/downloads/google-analytics-workshop-syllabus.pdf", pages, table)).toBeNull();
    expect(unresolvedReason("/downloads/no-such-file.pdf", pages, table)).toMatch(/no page or redirect/);
    expect(unresolvedReason("/services#no-such-section", pages, table)).toMatch(/no element with id "no-such-section"/);
  });

  it("every link in content JSON, MDX and navigation", () => {
    const links = internalLinks();
    expect(links.some((link) => link.where.startsWith("navigation.json"))).toBe(true);
    const broken = links
      .map((link) => ({ ...link, reason: unresolvedReason(link.href, pages, table) }))
      .filter((link) => link.reason)
      .map((link) => `${link.where}: ${link.href} — ${link.reason}`);
    expect(broken).toEqual([]);
  });
});
