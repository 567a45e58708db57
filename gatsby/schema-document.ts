/**
 * The content model of `gatsby/schema/*.ts` as a plain GraphQL schema, read
 * without running Gatsby: the content checks (tests/unit) and the CMS
 * configuration (gatsby/cms) both take field names, nullability, types and
 * `@constraint` rules from it, so the SDL stays the one declaration of the model.
 */
import { buildASTSchema, Kind, parse, visit, type DocumentNode, type GraphQLField, type GraphQLSchema, type ValueNode } from "graphql";
import { contentModelTypeDefs } from "./schema";

const BUILT_IN_SCALARS = new Set(["String", "Int", "Float", "Boolean", "ID"]);

/**
 * Gatsby's SDL extensions (`@dontInfer`, `@fileByRelativePath`, `Node`, `File`,
 * `Date` …) are not plain GraphQL. Types Gatsby provides are stubbed as
 * scalars and directives are skipped (`assumeValidSDL`), which is enough to
 * read every field's name, nullability, type and directives.
 */
export function buildContentSchema(typeDefs: readonly string[] = contentModelTypeDefs): GraphQLSchema {
  const documents = typeDefs.map((sdl) => parse(sdl));
  const defined = new Set<string>();
  const referenced = new Set<string>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if ("name" in definition && definition.name) defined.add(definition.name.value);
    }
    visit(document, { NamedType: (node) => void referenced.add(node.name.value) });
  }
  const stubs = [...referenced].filter((name) => !defined.has(name) && !BUILT_IN_SCALARS.has(name)).map((name) => `scalar ${name}`);
  const merged: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [...documents.flatMap((d) => d.definitions), ...(stubs.length ? parse(stubs.join("\n")).definitions : [])],
  };
  return buildASTSchema(merged, { assumeValidSDL: true });
}

type AnyField = GraphQLField<unknown, unknown>;

export function hasDirective(field: AnyField, name: string): boolean {
  return Boolean(field.astNode?.directives?.some((directive) => directive.name.value === name));
}

/** The literal arguments of a field's directive (`@constraint(maxLength: 160)` → `{ maxLength: 160 }`), or null without it. */
export function directiveArgs(field: AnyField, name: string): Record<string, unknown> | null {
  const directive = field.astNode?.directives?.find((d) => d.name.value === name);
  if (!directive) return null;
  const literal = (node: ValueNode): unknown => {
    switch (node.kind) {
      case Kind.INT:
        return Number.parseInt(node.value, 10);
      case Kind.FLOAT:
        return Number.parseFloat(node.value);
      case Kind.STRING:
      case Kind.ENUM:
        return node.value;
      case Kind.BOOLEAN:
        return node.value;
      case Kind.LIST:
        return node.values.map(literal);
      default:
        return null;
    }
  };
  return Object.fromEntries((directive.arguments ?? []).map((arg) => [arg.name.value, literal(arg.value)]));
}
