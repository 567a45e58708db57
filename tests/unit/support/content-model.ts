/**
 * Reads `content/` the way Gatsby does and checks it against the schema that
 * `gatsby/schema/*.ts` declares, without running Gatsby. The field lists come
 * from the SDL itself (parsed with `graphql`), so there is no second copy of
 * the content model to keep in sync.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from "graphql";
import { buildContentSchema, directiveArgs, hasDirective } from "../../../gatsby/schema-document";
import { constraintProblem, type ContentConstraint } from "../../../gatsby/content-constraints";
import { COLLECTION_TYPES, jsonTypeName } from "../../../gatsby/content-types";
import { sitePages as pagesOfSite, type SitePage } from "../../../gatsby/site-pages";

export const ROOT = path.resolve(__dirname, "..", "..", "..");
export const CONTENT = path.join(ROOT, "content");

// ---------------------------------------------------------------- files

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export interface JsonContentFile {
  file: string;
  /** path relative to content/, with forward slashes */
  relative: string;
  /** the GraphQL type Gatsby gives its nodes (gatsby/content-types.ts) */
  typeName: string;
  /** true when the folder is a collection (technologies, services, case-studies) */
  collection: boolean;
  /** an array file becomes one node per element */
  records: unknown[];
}

export function jsonContentFiles(): JsonContentFile[] {
  return walk(CONTENT)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const relative = path.relative(CONTENT, file).split(path.sep).join("/");
      const relativeDirectory = path.posix.dirname(relative) === "." ? "" : path.posix.dirname(relative);
      const name = path.basename(file, ".json");
      const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
      return {
        file,
        relative,
        typeName: jsonTypeName({ node: { name, relativeDirectory } }),
        collection: Boolean(COLLECTION_TYPES[relativeDirectory.split("/")[0]]),
        records: Array.isArray(data) ? data : [data],
      };
    });
}

export interface MdxContentFile {
  file: string;
  relative: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

export function mdxContentFiles(): MdxContentFile[] {
  return walk(CONTENT)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const parsed = matter(fs.readFileSync(file, "utf8"));
      return {
        file,
        relative: path.relative(CONTENT, file).split(path.sep).join("/"),
        frontmatter: parsed.data as Record<string, unknown>,
        body: parsed.content,
      };
    });
}

// ---------------------------------------------------------------- schema

/** The schema of gatsby/schema/ (see gatsby/schema-document.ts). */
export { buildContentSchema };

// ---------------------------------------------------------------- validation

export interface ValidationContext {
  /** directory of the content file: relative image paths are resolved from here */
  baseDir: string;
  /** fields filled by Gatsby rather than the file (e.g. Insight.contentFilePath) */
  derivedFields?: readonly string[];
}

function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
}

function checkValue(
  value: unknown,
  type: GraphQLType,
  where: string,
  context: ValidationContext,
  field: GraphQLField<unknown, unknown> | null,
  errors: string[],
): void {
  if (value === undefined || value === null) {
    // @computed fields are filled by the build (gatsby/computed-fields.ts), never by the file
    if (isNonNullType(type) && !(field && hasDirective(field, "computed"))) errors.push(`${where}: required, but missing`);
    return;
  }
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) {
      errors.push(`${where}: expected a list, found ${kindOf(value)}`);
      return;
    }
    value.forEach((item, index) => checkValue(item, inner.ofType, `${where}[${index}]`, context, field, errors));
    return;
  }
  const named = getNamedType(inner);
  if (field && (hasDirective(field, "fileByRelativePath") || named.name === "File")) {
    if (typeof value !== "string") errors.push(`${where}: expected a relative file path, found ${kindOf(value)}`);
    else if (!fs.existsSync(path.resolve(context.baseDir, value))) errors.push(`${where}: file "${value}" does not exist`);
    return;
  }
  if (isObjectType(named)) {
    checkObject(value, named, where, context, errors);
    return;
  }
  if (isEnumType(named)) {
    if (!named.getValues().some((v) => v.name === value)) errors.push(`${where}: "${String(value)}" is not one of ${named.getValues().map((v) => v.name).join(", ")}`);
    return;
  }
  // @constraint rules (gatsby/content-constraints.ts) on text; a value of the wrong type is reported below.
  const rule = field && typeof value === "string" ? (directiveArgs(field, "constraint") as ContentConstraint | null) : null;
  const broken = rule ? constraintProblem(value, rule) : null;
  if (broken) errors.push(`${where}: ${broken}`);
  if (isScalarType(named)) {
    const ok =
      named.name === "String"
        ? typeof value === "string"
        : named.name === "Int"
          ? Number.isInteger(value)
          : named.name === "Float"
            ? typeof value === "number"
            : named.name === "Boolean"
              ? typeof value === "boolean"
              : named.name === "ID"
                ? typeof value === "string" || typeof value === "number"
                : named.name === "Date"
                  ? (typeof value === "string" || value instanceof Date) && !Number.isNaN(new Date(value as string).getTime())
                  : true; // a type Gatsby provides (stubbed): any value
    if (!ok) errors.push(`${where}: expected ${named.name}, found ${kindOf(value)} ${JSON.stringify(value)}`);
  }
}

function checkObject(value: unknown, type: GraphQLObjectType, where: string, context: ValidationContext, errors: string[]): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    errors.push(`${where}: expected an object (${type.name}), found ${kindOf(value)}`);
    return;
  }
  const fields = type.getFields();
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    // @dontInfer drops undeclared fields silently: a typo would vanish from the page.
    if (!fields[key]) errors.push(`${where}.${key}: not a field of ${type.name}`);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (context.derivedFields?.includes(name)) continue;
    checkValue(record[name], field.type, `${where}.${name}`, context, field, errors);
  }
}

/** Every way `record` breaks the declared type, as readable messages. */
export function validateRecord(schema: GraphQLSchema, typeName: string, record: unknown, where: string, context: ValidationContext): string[] {
  const type = schema.getType(typeName);
  if (!type || !isObjectType(type)) return [`${where}: type ${typeName} is not declared in gatsby/schema/`];
  const errors: string[] = [];
  checkObject(record, type, where, context, errors);
  return errors;
}

// ---------------------------------------------------------------- pages and links

export type { SitePage };

/** Every page the build makes (gatsby/site-pages.ts). */
export function sitePages(): SitePage[] {
  return pagesOfSite(ROOT);
}

const ANCHOR_PATTERNS = [/\bid=["']([A-Za-z][\w-]*)["']/g, /\bid:\s*["']([A-Za-z][\w-]*)["']/g, /\bid=\{["'`]([A-Za-z][\w-]*)["'`]\}/g];

/** The sources of the components a page file imports from src/components: the layout the page hands its data to. */
function importedComponentSources(file: string, source: string): string[] {
  return [...source.matchAll(/from "(\.{1,2}\/[^"]*components\/[^"]+)"/g)]
    .map((match) => path.resolve(path.dirname(file), match[1]))
    .flatMap((base) => [`${base}.tsx`, `${base}.ts`].filter((candidate) => fs.existsSync(candidate)))
    .map((component) => fs.readFileSync(component, "utf8"));
}

/**
 * Anchor ids a page renders. Static analysis: literal ids in the page's source
 * and in the components it imports (`id="…"`, `id: "…"`), and `id` / `anchor`
 * values of the singleton content files the page reads (by GraphQL field,
 * e.g. `workshopsJson`, or import). The browser tests check the same anchors
 * in the built pages.
 */
export function anchorsOf(page: SitePage): Set<string> {
  const source = fs.readFileSync(page.source, "utf8");
  const ids = new Set<string>();
  for (const text of [source, ...importedComponentSources(page.source, source)]) {
    for (const pattern of ANCHOR_PATTERNS) for (const match of text.matchAll(pattern)) ids.add(match[1]);
  }
  for (const file of jsonContentFiles().filter((f) => !f.collection)) {
    const field = file.typeName[0].toLowerCase() + file.typeName.slice(1);
    const imported = source.includes(`content/${file.relative}`);
    if (!imported && !new RegExp(`\\b(all)?${field}\\b`, "i").test(source)) continue;
    collectAnchorValues(file.records, ids);
  }
  return ids;
}

function collectAnchorValues(value: unknown, ids: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => collectAnchorValues(item, ids));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === "id" || key === "anchor" || key === "anchorId") && typeof inner === "string") ids.add(inner);
      else collectAnchorValues(inner, ids);
    }
  }
}

export interface InternalLink {
  href: string;
  /** content file and field the link was found in */
  where: string;
}

const isInternal = (value: string) => value.startsWith("/") && !value.startsWith("//");

function collectJsonLinks(value: unknown, where: string, links: InternalLink[]): void {
  if (typeof value === "string") {
    if (isInternal(value)) links.push({ href: value, where });
  } else if (Array.isArray(value)) value.forEach((item, index) => collectJsonLinks(item, `${where}[${index}]`, links));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) collectJsonLinks(inner, `${where}.${key}`, links);
  }
}

/** Every internal link in content JSON (navigation included) and MDX (frontmatter, Markdown and JSX links). */
export function internalLinks(): InternalLink[] {
  const links: InternalLink[] = [];
  for (const file of jsonContentFiles()) {
    // redirects.json holds redirect sources, not links; the build validates its targets.
    if (file.relative === "redirects.json") continue;
    file.records.forEach((record, index) => collectJsonLinks(record, file.records.length > 1 ? `${file.relative}[${index}]` : file.relative, links));
  }
  for (const file of mdxContentFiles()) {
    collectJsonLinks(file.frontmatter, `${file.relative} frontmatter`, links);
    for (const match of file.body.matchAll(/\]\((\/[^)\s]*)[^)]*\)/g)) links.push({ href: match[1], where: `${file.relative} (Markdown link)` });
    for (const match of file.body.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g)) links.push({ href: match[1], where: `${file.relative} (JSX link)` });
  }
  return links;
}

export interface Redirect {
  from: string;
  to: string;
}

export function redirects(): Redirect[] {
  return JSON.parse(fs.readFileSync(path.join(CONTENT, "redirects.json"), "utf8")) as Redirect[];
}

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

/** Files in static/ are served as they are (downloads such as the workshop syllabus PDF). */
function isStaticFile(pathname: string): boolean {
  const file = path.join(CONTENT, "..", "static", pathname);
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Why `href` does not resolve, or null when it reaches a page, an anchor on it, or a redirect. */
export function unresolvedReason(href: string, pages: readonly SitePage[], redirectTable: readonly Redirect[]): string | null {
  const [beforeHash, hash = ""] = href.split("#");
  const pathname = normalise(beforeHash.split("?")[0] || "/");
  const page = pages.find((p) => p.path === pathname);
  if (!page) {
    if (redirectTable.some((r) => normalise(r.from) === pathname)) return hash ? `"${pathname}" is a redirect; link to its target with the anchor instead` : null;
    if (!hash && isStaticFile(pathname)) return null;
    return `no page or redirect at "${pathname}"`;
  }
  if (hash && !anchorsOf(page).has(hash)) return `"${pathname}" has no element with id "${hash}"`;
  return null;
}
