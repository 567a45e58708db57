/**
 * One way to write a content file, whatever wrote it: the CMS saves with these
 * formats (registered in src/cms/index.ts for every collection) and the files
 * in content/ are kept in the same form (src/cms/content-format.test.ts), so a
 * save that changes one field changes one line and a save that changes
 * nothing changes no byte.
 *
 * - Keys come in the order of the collection's fields, however deep; Decap
 *   hands the entry over in no reliable order (its maps of more than eight
 *   keys iterate by hash). A key no field declares follows, alphabetically.
 * - JSON is indented by two spaces, every value of an object or list on a line
 *   of its own, and the file ends with one line break.
 * - An article is its front matter between `---` lines, one key a line (a list
 *   of values one item a line, strings double-quoted), a blank line, then the
 *   body exactly as written.
 */
import YAML from "yaml";
import { LIST_FIELD } from "./list-file-format";

/** What the order needs of a CMS field (gatsby/cms/fields.ts makes them). */
export interface OrderedField {
  name: string;
  /** object and list-of-object fields */
  fields?: readonly OrderedField[];
  /** list of single values */
  field?: OrderedField;
  /** list of block types: each item carries its type's name under typeKey */
  types?: readonly OrderedField[];
  typeKey?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The fields of one item of a list field. */
function itemShape(field: OrderedField | undefined, item: unknown): readonly OrderedField[] | OrderedField | undefined {
  if (!field) return undefined;
  if (field.types) {
    const key = field.typeKey ?? "type";
    const type = isRecord(item) ? field.types.find((candidate) => candidate.name === item[key]) : undefined;
    return [{ name: key }, ...(type?.fields ?? [])];
  }
  return field.field ?? field.fields;
}

function orderValue(value: unknown, shape: readonly OrderedField[] | OrderedField | undefined): unknown {
  if (Array.isArray(value)) {
    const field = shape && !Array.isArray(shape) ? (shape as OrderedField) : undefined;
    return value.map((item) => orderValue(item, field ? itemShape(field, item) : shape));
  }
  if (!isRecord(value)) return value;
  const fields = Array.isArray(shape) ? (shape as readonly OrderedField[]) : ((shape as OrderedField | undefined)?.fields ?? []);
  return orderObject(value, fields);
}

/** `data` with its keys in the order of `fields`, at every depth. */
export function orderByFields(data: Record<string, unknown>, fields: readonly OrderedField[]): Record<string, unknown> {
  return orderObject(data, fields);
}

function orderObject(data: Record<string, unknown>, fields: readonly OrderedField[]): Record<string, unknown> {
  const declared = fields.filter((field) => field.name in data);
  const names = new Set(declared.map((field) => field.name));
  const others = Object.keys(data)
    .filter((key) => !names.has(key))
    .sort();
  const result: Record<string, unknown> = {};
  for (const field of declared) {
    const value = data[field.name];
    // A list's items or an object's keys follow the field's own shape.
    result[field.name] = Array.isArray(value) ? orderValue(value, field) : isRecord(value) ? orderObject(value, field.fields ?? []) : value;
  }
  for (const key of others) result[key] = orderValue(data[key], undefined);
  return result;
}

/** A JSON file's text: two-space indent, a line break at the end. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** One YAML value of the front matter: a JSON scalar is a YAML one (strings double-quoted), lists a line per item. */
function yamlEntry(key: string, value: unknown): string {
  if (Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item))) {
    return value.length === 0 ? `${key}: []\n` : `${key}:\n${value.map((item) => `  - ${JSON.stringify(item)}\n`).join("")}`;
  }
  // Anything deeper is written as JSON, which YAML reads as it is.
  return `${key}: ${JSON.stringify(value as Json)}\n`;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n/;

export interface DecapFormat {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string;
}

/** The field lists a collection's entries may have (a files collection: one per file); the one whose top-level names Decap passes is used. */
function fieldsFor(candidates: readonly (readonly OrderedField[])[], sortedKeys: readonly string[] = []): readonly OrderedField[] {
  const names = sortedKeys.join("\n");
  return candidates.find((fields) => fields.map((field) => field.name).join("\n") === names) ?? candidates[0] ?? [];
}

export function jsonFormat(candidates: readonly (readonly OrderedField[])[]): DecapFormat {
  return {
    fromFile: (text) => JSON.parse(text) as Record<string, unknown>,
    toFile: (data, sortedKeys) => jsonText(orderByFields(data, fieldsFor(candidates, sortedKeys))),
  };
}

/**
 * A JSON file whose top level is a list (content/redirects.json), edited as
 * the list field of src/cms/list-file-format.ts.
 */
export function jsonListFormat(candidates: readonly (readonly OrderedField[])[]): DecapFormat {
  return {
    fromFile(text) {
      const data: unknown = JSON.parse(text);
      return { [LIST_FIELD]: Array.isArray(data) ? data : [] };
    },
    toFile(data, sortedKeys) {
      const ordered = orderByFields({ [LIST_FIELD]: data[LIST_FIELD] ?? [] }, fieldsFor(candidates, sortedKeys));
      return jsonText(ordered[LIST_FIELD]);
    },
  };
}

/** Front matter and a Markdown body under the field `body`. */
export function frontMatterFormat(candidates: readonly (readonly OrderedField[])[]): DecapFormat {
  return {
    fromFile(text) {
      const match = FRONT_MATTER.exec(text);
      if (!match) return { body: text };
      const meta = parseYaml(match[1]);
      const body = text.slice(match[0].length).replace(/^\r?\n/, "");
      return { ...meta, ...(body.trim() ? { body } : {}) };
    },
    toFile(data, sortedKeys) {
      const { body, ...meta } = orderByFields(data, fieldsFor(candidates, sortedKeys));
      const front = Object.entries(meta)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => yamlEntry(key, value))
        .join("");
      const text = typeof body === "string" && body !== "" ? `\n${body.endsWith("\n") ? body : `${body}\n`}` : "";
      return `---\n${front}---\n${text}`;
    },
  };
}

function parseYaml(text: string): Record<string, unknown> {
  const data: unknown = YAML.parse(text);
  return isRecord(data) ? data : {};
}

/** A collection of the generated configuration, as far as its format goes. */
export interface FormattedCollection {
  name: string;
  format?: string;
  fields?: readonly OrderedField[];
  files?: readonly { fields: readonly OrderedField[] }[];
}

export const FRONT_MATTER_FORMAT = "frontmatter";
export const JSON_FORMAT = "json";

/** The format Decap is told a collection has: one registered for it alone, which knows its fields. */
export function contentFormatName(collection: FormattedCollection): string {
  return `content-${collection.name}`;
}

/** The format a collection's files are written in, by the kind its configuration names. */
export function contentFormat(collection: FormattedCollection, listFormat: string): DecapFormat {
  const candidates = collection.fields ? [collection.fields] : (collection.files ?? []).map((file) => file.fields);
  if (collection.format === FRONT_MATTER_FORMAT) return frontMatterFormat(candidates);
  if (collection.format === listFormat) return jsonListFormat(candidates);
  if (collection.format === JSON_FORMAT) return jsonFormat(candidates);
  throw new Error(`CMS: no content format for "${collection.format}" (collection ${collection.name})`);
}

/**
 * The configuration with each collection's format replaced by one of its own
 * (named by contentFormatName), and those formats for Decap to register.
 */
export function withContentFormats<Config extends { collections: readonly FormattedCollection[] }>(
  config: Config,
  listFormat: string,
): { config: Config; formats: { name: string; collection: string; extension: string; format: DecapFormat }[] } {
  const formats = config.collections.map((collection) => ({
    name: contentFormatName(collection),
    collection: collection.name,
    extension: (collection as { extension?: string }).extension ?? JSON_FORMAT,
    format: contentFormat(collection, listFormat),
  }));
  const collections = config.collections.map((collection) => ({ ...collection, format: contentFormatName(collection) }));
  return { config: { ...config, collections }, formats };
}
