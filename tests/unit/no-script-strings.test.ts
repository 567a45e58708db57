/** @jest-environment node */
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..", "..");
const FOLDERS = ["src", "gatsby", "plugins"];

/**
 * What JavaScript written as a string looks like: a function with a body, an
 * arrow with a block, a call of a function expression, a `var`, the page's
 * document or window reached into. Scripts the browser runs are TypeScript
 * modules bundled at build time (src/head-scripts/, plugins/gatsby-plugin-swc-delivery/page-runtime/), so
 * no string or template in the site's or the build's code contains one.
 */
const TELLTALE = /\bfunction\s*[\w$]*\s*\([^)]*\)\s*\{|=>\s*\{|\}\s*\)\s*\((?:\s*\)|\s*function\b)|\bvar\s+[\w$]+\s*[=,;]|\b(?:document|window)\.[\w$]+\s*(?:=[^=]|\()/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The text of every string and template literal in a file, a template's parts joined. */
function literals(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const at = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ line: at(), text: node.text });
    else if (ts.isTemplateExpression(node)) found.push({ line: at(), text: [node.head.text, ...node.templateSpans.map((span) => `\${}${span.literal.text}`)].join("") });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("scripts are code", () => {
  it("recognises JavaScript written as a string", () => {
    for (const code of ["(function(){var d=document})();", "function gtag(){dataLayer.push(arguments)}", "document.cookie=v", "x.forEach((a) => { a(); })"]) expect(code).toMatch(TELLTALE);
    for (const text of ["Please complete the reCAPTCHA verification", "(?:^|;\\s*)swc_consent=", "window.dataLayer", "a function of the page"]) expect(text).not.toMatch(TELLTALE);
  });

  it("no string or template in src/ or gatsby/ holds JavaScript source", () => {
    const offenders = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .flatMap((file) => literals(file).filter(({ text }) => TELLTALE.test(text)).map(({ line, text }) => `${path.relative(ROOT, file)}:${line}: ${text.slice(0, 80)}`));
    expect(offenders).toEqual([]);
  });
});
