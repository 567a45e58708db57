import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The site's copy uses American spelling, as the article slug
 * (modeled-conversions) does. This reads every text a visitor can see — the
 * string values of content/*.json, the MDX articles, and the string literals
 * and JSX text of src/ — and fails on the British spellings listed here,
 * naming the file and the American form. Keys, identifiers, comments, import
 * paths and GraphQL queries are not copy and are not read.
 */

const ROOT = path.resolve(__dirname, "../..");

/** British spelling (whole word, any case) → the American one. */
const BRITISH_TO_AMERICAN: ReadonlyArray<[RegExp, string]> = [
  [/\bmodell(ed|ing)\b/i, "modeled, modeling"],
  [/\boptimis(e|ed|es|ing|ations?)\b/i, "optimize, optimization"],
  [/\banalys(e|ed|ing)\b/i, "analyze"],
  [/\bbehaviours?\b/i, "behavior"],
  [/\bcolour(s|ed|ing|ful)?\b/i, "color"],
  [/\bcentre[sd]?\b/i, "center, centered"],
  [/\b(un)?organis(e|ed|es|ing|ations?|ational)\b/i, "organize, organization"],
  [/\blicences?\b/i, "license"],
  [/\bpersonalis(e|ed|es|ing|ation)\b/i, "personalize, personalization"],
  [/\bprioritis(e|ed|es|ing|ation)\b/i, "prioritize"],
  [/\bprogrammes?\b/i, "program"],
  [/\brecognis(e|ed|es|ing)\b/i, "recognize"],
  [/\bnormalis(e|ed|es|ing|ation)\b/i, "normalize, normalization"],
  [/\bcustomis(e|ed|es|ing|ation)\b/i, "customize, customization"],
  [/\b(un)?authoris(e|ed|es|ing|ation)\b/i, "authorize, authorization"],
  [/\bcapitalis(e|ed|es|ing|ation)\b/i, "capitalize, capitalization"],
  [/\bcancell(ed|ing)\b/i, "canceled, canceling"],
  [/\blabell(ed|ing)\b/i, "labeled, labeling"],
  [/\bcatalogues?\b/i, "catalog"],
  [/\brigour\b/i, "rigor"],
  [/\bneighbours?\b/i, "neighbor"],
  [/\bfavour(ite|ites|ed|s)?\b/i, "favor, favorite"],
  [/\bpractis(e|ed|es|ing)\b/i, "practice"],
];

interface Copy {
  where: string;
  text: string;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && keep(file) ? [file] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file);

/** Every string value of a JSON document, with its path (keys are names, not copy). */
function jsonStrings(value: unknown, where: string): Copy[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => jsonStrings(item, `${where}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => jsonStrings(item, `${where}.${key}`));
  return [];
}

/** String literals, template text and JSX text of a TypeScript file, skipping module paths and graphql queries. */
function sourceStrings(file: string): Copy[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: Copy[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "graphql") return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ where: `${relative(file)}:${line + 1}`, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A word joined to a path, file name or id (analytics-catalogue.ts, event_catalogue) is a name, not prose. */
function isPartOfName(text: string, start: number, end: number): boolean {
  return /[-_/]/.test(text[start - 1] ?? "") || /^[-_/]|^\.\w/.test(text.slice(end));
}

function britishIn(copies: Copy[]): string[] {
  return copies.flatMap(({ where, text }) =>
    BRITISH_TO_AMERICAN.flatMap(([british, american]) =>
      [...text.matchAll(new RegExp(british.source, "gi"))]
        .filter((match) => !isPartOfName(text, match.index, match.index + match[0].length))
        .map((match) => `${where}: "${match[0]}" (American: ${american})`),
    ),
  );
}

describe("American spelling in the copy", () => {
  it("the word list catches what it is meant to and leaves American words alone", () => {
    const flagged = (text: string) => britishIn([{ where: "sample", text }]);
    expect(flagged("Modelled conversions and conversion modelling")).toHaveLength(2);
    expect(flagged("Bidding optimises towards stays")).toHaveLength(1);
    expect(flagged("An unauthorised licence")).toHaveLength(2);
    expect(flagged("Modeled conversions optimize bidding; one-off analyses; aria-labelledby; recolour; src/lib/analytics-catalogue.ts")).toEqual([]);
  });

  it("content/ (JSON values and MDX articles) has no British spellings", () => {
    const content = path.join(ROOT, "content");
    const json = filesUnder(content, (file) => file.endsWith(".json")).flatMap((file) =>
      jsonStrings(JSON.parse(fs.readFileSync(file, "utf8")), relative(file)),
    );
    const mdx = filesUnder(content, (file) => file.endsWith(".mdx")).map((file) => ({ where: relative(file), text: fs.readFileSync(file, "utf8") }));
    expect(json.length).toBeGreaterThan(500);
    expect(mdx.length).toBeGreaterThan(0);
    expect(britishIn([...json, ...mdx])).toEqual([]);
  });

  it("the copy written in src/ (strings and JSX text) has no British spellings", () => {
    const files = filesUnder(path.join(ROOT, "src"), (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file));
    const copies = files.flatMap(sourceStrings);
    expect(copies.some(({ text }) => text.includes("Check your connection and try again"))).toBe(true);
    expect(britishIn(copies)).toEqual([]);
  });
});
