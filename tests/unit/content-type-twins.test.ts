/** @jest-environment node */
/**
 * The content model is declared once, in gatsby/schema/; code reads it through
 * the types Gatsby generates from it (src/gatsby-types.d.ts, `Queries.*`).
 * This fails on a hand-written twin: an interface or object type in the
 * site's or the build's code whose properties repeat every field of a content
 * type (three fields or more), which would drift from the schema unnoticed.
 */
import fs from "fs";
import path from "path";
import ts from "typescript";
import { isObjectType } from "graphql";
import { buildContentSchema } from "../../gatsby/schema-document";

const ROOT = path.resolve(__dirname, "../..");
const SCANNED = ["src", "gatsby", "supabase/functions", "scripts"];
const GENERATED = new Set(["src/gatsby-types.d.ts"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !GENERATED.has(relative) ? [relative] : [];
  });
}

interface Declared {
  where: string;
  name: string;
  properties: Set<string>;
}

/** Every interface and object-literal type of a file, with its property names. */
export function declaredShapes(file: string, text: string): Declared[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const shapes: Declared[] = [];
  const names = (members: ts.NodeArray<ts.TypeElement>) =>
    new Set(members.filter(ts.isPropertySignature).map((member) => member.name.getText(source).replace(/^["']|["']$/g, "")));
  const visit = (node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (ts.isInterfaceDeclaration(node)) shapes.push({ where: `${file}:${line}`, name: node.name.text, properties: names(node.members) });
    else if (ts.isTypeLiteralNode(node)) {
      const owner = ts.isTypeAliasDeclaration(node.parent) ? node.parent.name.text : "(inline type)";
      shapes.push({ where: `${file}:${line}`, name: owner, properties: names(node.members) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return shapes;
}

function contentTypes(): { name: string; fields: string[] }[] {
  const schema = buildContentSchema();
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith("__"))
    .map((type) => ({ name: type.name, fields: Object.keys(type.getFields()) }))
    .filter((type) => type.fields.length >= 3);
}

function twins(shapes: Declared[]) {
  const types = contentTypes();
  return shapes.flatMap((shape) =>
    types.filter((type) => type.fields.every((field) => shape.properties.has(field))).map((type) => `${shape.where} ${shape.name} repeats ${type.name}`),
  );
}

describe("content types are declared once", () => {
  it("no code declares its own copy of a content type", () => {
    const shapes = SCANNED.flatMap(sourceFiles).flatMap((file) => declaredShapes(file, fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(shapes.length).toBeGreaterThan(50);
    expect(twins(shapes)).toEqual([]);
  });

  it("would catch a hand-written twin", () => {
    const twin = `interface Hero { eyebrow?: string | null; title: string; subtitle: string; image?: unknown; buttonLabel?: string; buttonLink?: string }`;
    expect(twins(declaredShapes("src/example.tsx", twin))).toEqual(["src/example.tsx:1 Hero repeats PageHero", "src/example.tsx:1 Hero repeats CampaignHero"]);
    const partial = `type CardProps = { title: string; subtitle: string }`;
    expect(twins(declaredShapes("src/example.tsx", partial))).toEqual([]);
  });
});
