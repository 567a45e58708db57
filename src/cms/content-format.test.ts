/**
 * @jest-environment node
 *
 * Every content file is already written the way the CMS saves it: loaded
 * through its collection's format and saved unchanged — its keys handed over
 * in another order, as Decap's maps do — it is byte-identical, and a change of
 * one value changes one line.
 */
import fs from "fs";
import path from "path";
import { buildContentSchema } from "../../gatsby/schema-document";
import { cmsBackendFromEnv } from "../../gatsby/cms/backend";
import { cmsConfig } from "../../gatsby/cms/config";
import { contentReader } from "../../gatsby/cms/content-reader";
import { ROOT } from "../../tests/unit/support/content-model";
import { LIST_FILE_FORMAT } from "./list-file-format";
import { contentFormat, frontMatterFormat, jsonText, orderByFields, withContentFormats, type DecapFormat, type OrderedField } from "./content-format";

const generated = cmsConfig({ schema: buildContentSchema(), content: contentReader(ROOT), settings: cmsBackendFromEnv({}), siteUrl: "https://www.example.com" });
const { config, formats } = withContentFormats(generated, LIST_FILE_FORMAT);

interface ContentFile {
  /** relative to the repository */
  file: string;
  format: DecapFormat;
  /** the top-level field names Decap passes to toFile, in the collection's order */
  fieldsOrder: string[];
}

type AnyCollection = { name: string; format: string; folder?: string; extension?: string; fields?: OrderedField[]; files?: { file: string; fields: OrderedField[] }[] };

/** Every file the CMS edits, with the format its collection saves it in. */
function cmsFiles(): ContentFile[] {
  return (config.collections as unknown as AnyCollection[]).flatMap((collection) => {
    const format = formats.find((candidate) => candidate.name === collection.format)!.format;
    if (collection.files) return collection.files.map((file) => ({ file: file.file, format, fieldsOrder: file.fields.map((f) => f.name) }));
    const dir = path.join(ROOT, collection.folder!);
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(`.${collection.extension}`))
      .sort()
      .map((name) => ({ file: `${collection.folder}/${name}`, format, fieldsOrder: collection.fields!.map((f) => f.name) }));
  });
}

/** Every file under content/ but the images. */
function contentFiles(dir = path.join(ROOT, "content")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "images" ? [] : contentFiles(full);
    return [path.relative(ROOT, full).split(path.sep).join("/")];
  });
}

/** The same data with every object's keys in reverse order: the order Decap hands an entry over in is not the file's. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reversed(item)]));
  return value;
}

/** The data with its first string value (depth first) changed, and the value it had. */
function withFirstStringChanged(value: unknown): { data: unknown; was: string } | null {
  if (typeof value === "string") return { data: `${value} (edited)`, was: value };
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const changed = withFirstStringChanged(item);
      if (changed) return { data: value.map((other, j) => (i === j ? changed.data : other)), was: changed.was };
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      // The body is Markdown the editor keeps as it is; the front matter is what this checks.
      if (key === "body") continue;
      const changed = withFirstStringChanged(item);
      if (changed) return { data: { ...value, [key]: changed.data }, was: changed.was };
    }
  }
  return null;
}

function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

const files = cmsFiles();

describe("content files as the CMS saves them", () => {
  it("cover every file of content/ but the images", () => {
    expect(files.map((f) => f.file).sort()).toEqual(contentFiles().sort());
  });

  it.each(files.map((f) => [f.file, f] as const))("%s: saved unchanged, byte-identical; one value changed, one line", (file, { format, fieldsOrder }) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const data = format.fromFile(text);
    expect(format.toFile(reversed(data) as Record<string, unknown>, fieldsOrder)).toBe(text);

    const changed = withFirstStringChanged(data);
    expect(changed).not.toBeNull();
    const saved = format.toFile(reversed(changed!.data) as Record<string, unknown>, fieldsOrder);
    const lines = changedLines(text, saved);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("(edited)");
  });
});

describe("the canonical form", () => {
  it("orders keys by the fields at every depth, a block's type first, undeclared keys last in alphabetical order", () => {
    const fields: OrderedField[] = [
      { name: "title" },
      { name: "hero", fields: [{ name: "heading" }, { name: "image" }] },
      { name: "blocks", typeKey: "type", types: [{ name: "text", fields: [{ name: "title" }, { name: "body" }] }] },
      { name: "tags", field: { name: "tag" } },
    ];
    const data = { zeta: 1, tags: ["b", "a"], blocks: [{ body: "b", title: "t", type: "text" }], hero: { image: "i", heading: "h" }, alpha: 2, title: "T" };
    expect(JSON.stringify(orderByFields(data, fields))).toBe(
      JSON.stringify({ title: "T", hero: { heading: "h", image: "i" }, blocks: [{ type: "text", title: "t", body: "b" }], tags: ["b", "a"], alpha: 2, zeta: 1 }),
    );
  });

  it("writes JSON with one value a line and a final line break", () => {
    expect(jsonText({ a: [1, 2], b: { c: "d" } })).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": {\n    "c": "d"\n  }\n}\n');
  });

  it("writes front matter one key a line, strings double-quoted, and the body after a blank line", () => {
    const format = frontMatterFormat([[{ name: "title" }, { name: "date" }, { name: "draft" }, { name: "figures" }, { name: "body" }]]);
    const text = format.toFile({ body: "Text with: a colon.\n", figures: ["../images/a.png"], draft: true, date: "2025-01-15", title: 'Say "hi": now' });
    expect(text).toBe('---\ntitle: "Say \\"hi\\": now"\ndate: "2025-01-15"\ndraft: true\nfigures:\n  - "../images/a.png"\n---\n\nText with: a colon.\n');
    expect(format.fromFile(text)).toEqual({ title: 'Say "hi": now', date: "2025-01-15", draft: true, figures: ["../images/a.png"], body: "Text with: a colon.\n" });
  });

  it("refuses a collection whose format it does not know", () => {
    expect(() => contentFormat({ name: "x", format: "toml", fields: [] }, LIST_FILE_FORMAT)).toThrow(/no content format/);
  });
});
