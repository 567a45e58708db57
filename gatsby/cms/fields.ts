/**
 * Decap CMS fields from the content model's GraphQL types (gatsby/schema/),
 * with the rules the build and the content tests apply, so the editor refuses
 * what they would refuse:
 * - a non-null field is required, a nullable one optional;
 * - `@constraint(oneOf: …)` is a select of those values, and an `icon` a
 *   select of the sprite's icons (tests/unit/icon-keys.test.ts);
 * - `@constraint` lengths and pattern become the field's pattern, checked
 *   before saving (Decap has no length limit for text);
 * - Int and Float are numbers of that kind, Date a date, File an image.
 */
import {
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLType,
} from "graphql";
import { directiveArgs, hasDirective } from "../schema-document";
import { describeConstraint, type ContentConstraint } from "../content-constraints";
import { ICON_NAMES } from "../../src/components/ui/icon-sprite";

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** [regular expression, message]: Decap refuses to save a value that does not match */
  pattern?: [string, string];
  options?: string[];
  value_type?: "int" | "float";
  /** object and list-of-object fields */
  fields?: CmsField[];
  /** list of single values */
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  default?: unknown;
  [option: string]: unknown;
}

/** Text fields long enough for a text area rather than a one-line input. */
const LONG_TEXT = /^(description|summary|challenge|approach|solution|text|intro|subtitle|tagline|footerBlurb|metaDescription|defaultDescription|paragraphs|note|contact)$/;

/** "metaDescription" → "Meta description". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

type AnyField = GraphQLField<unknown, unknown>;

/** A whole value within lengths and matching the pattern, as one regular expression (a lookahead for the lengths). */
export function constraintPattern(rule: ContentConstraint): string | null {
  const lengths =
    rule.minLength !== undefined || rule.maxLength !== undefined ? `(?=[\\s\\S]{${rule.minLength ?? 0},${rule.maxLength ?? ""}}$)` : "";
  if (!lengths && !rule.pattern) return null;
  return `^${lengths}${rule.pattern ? `(?:${rule.pattern})` : ""}`;
}

function scalarWidget(field: AnyField, typeName: string, rule: ContentConstraint | null): Partial<CmsField> {
  if (hasDirective(field, "fileByRelativePath") || typeName === "File") return { widget: "image" };
  if (rule?.oneOf) return { widget: "select", options: rule.oneOf };
  if (/^icon$|Icon$/.test(field.name)) return { widget: "select", options: [...ICON_NAMES] };
  switch (typeName) {
    case "Int":
      return { widget: "number", value_type: "int" };
    case "Float":
      return { widget: "number", value_type: "float" };
    case "Boolean":
      return { widget: "boolean" };
    case "Date":
      // Stored as the date alone, as the articles write it ("2025-01-15").
      return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    default:
      return { widget: LONG_TEXT.test(field.name) ? "text" : "string" };
  }
}

/** The field that names an item of a list in the editor's collapsed list (a section's title, a link's name …). */
const NAMING_FIELDS = ["title", "name", "label", "category", "term", "from", "value"];

function itemSummary(item: GraphQLObjectType): { summary?: string } {
  const naming = NAMING_FIELDS.find((name) => item.getFields()[name]);
  return naming ? { summary: `{{fields.${naming}}}` } : {};
}

/** One field of a type, or null for a field the build fills (`@computed`). */
export function cmsField(field: AnyField): CmsField | null {
  if (hasDirective(field, "computed")) return null;
  const base = { name: field.name, label: labelOf(field.name), required: isNonNullType(field.type) };
  const hint = field.description ?? undefined;
  const inner = getNullableType(field.type) as GraphQLType;
  const rule = directiveArgs(field, "constraint") as ContentConstraint | null;
  const pattern = rule ? constraintPattern(rule) : null;
  const rules = {
    ...(hint || rule ? { hint: [hint, rule ? `${describeConstraint(rule)}.` : null].filter(Boolean).join(" — ") } : {}),
    ...(pattern && !rule?.oneOf ? { pattern: [pattern, `${describeConstraint(rule!)}.`] as [string, string] } : {}),
  };
  if (isListType(inner)) {
    const item = getNamedType(inner.ofType);
    if (isObjectType(item)) return { ...base, ...rules, widget: "list", collapsed: true, ...itemSummary(item), fields: cmsFields(item) };
    // A list of single values; the item's widget follows the same rules (an image, a line of text …).
    const single = { name: field.name, label: labelOf(field.name), ...scalarWidget(field, item.name, rule) } as CmsField;
    return { ...base, ...rules, widget: "list", field: single };
  }
  const named = getNamedType(inner);
  if (isObjectType(named)) return { ...base, ...rules, widget: "object", collapsed: !base.required, fields: cmsFields(named) };
  return { ...base, ...rules, ...scalarWidget(field, named.name, rule) } as CmsField;
}

/** Every field of a type the file holds, in declaration order. */
export function cmsFields(type: GraphQLObjectType, skip: readonly string[] = []): CmsField[] {
  return Object.values(type.getFields())
    .filter((field) => !skip.includes(field.name))
    .map(cmsField)
    .filter((field): field is CmsField => field !== null);
}
