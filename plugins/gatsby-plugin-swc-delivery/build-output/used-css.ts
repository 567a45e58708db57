// The part of the site's stylesheet one page can use, for inlining in that
// page. The browser parses every inlined rule and matches every selector
// against every element during the page's first style pass; a page uses
// about half of the rules. No page links the full stylesheet: linking it
// would make the browser restyle the whole page while an island hydrates.
//
// A rule is kept when the page's HTML can match it, or when it styles state
// that only appears at run time:
//   - pseudo-classes (:hover, :checked, :popover-open, :target, :has(…),
//     :not(…)…) never remove a rule: only the classes, ids, tags and
//     attributes beside them must be in the page;
//   - attributes that scripts or the browser set: any data-* or aria-*
//     attribute (consent stored/reopened, hydrated, scrolled, load failed,
//     menu and tab state), open, checked, selected, value, hidden, tabindex;
//   - classes of markup that React renders only at run time (the lead form's
//     errors, the form once sent): read from the source of the components
//     the late code imports (plugins/gatsby-plugin-swc-delivery/late-code/, the only React the browser
//     runs), so an island never needs the full stylesheet.
//
// PurgeCSS parses the whole stylesheet on every call, which is most of the
// cost of this step. Pages that give it the same selectors get the same rules,
// so it runs once per distinct selector set (UsedCssPicker).
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { buildSync } from "esbuild";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";
import { LATE_CODE } from "../../../src/lib/late-code";

/**
 * The components whose markup can appear after the server HTML, relative to
 * the repository: every component file the late code imports, as esbuild
 * resolves them when it bundles the late code (plugins/gatsby-plugin-swc-delivery/bundling/late-code.ts). React
 * runs in the browser only there, so no other component renders anything
 * after the page is written.
 */
export function runTimeMarkupSources(root: string): string[] {
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: Object.values(LATE_CODE).map((row) => row.source),
    bundle: true,
    packages: "external",
    write: false,
    metafile: true,
    outdir: "late-code-inputs",
    format: "esm",
    logLevel: "silent",
  });
  return Object.keys(metafile.inputs)
    .filter((file) => /^src\/components\/.+\.tsx$/.test(file))
    .sort();
}

/** Attribute selectors whose attribute may be set after the HTML was written. */
const RUN_TIME_ATTRIBUTES = /^(data|aria)-/;
const DYNAMIC_ATTRIBUTES = ["hidden", "tabindex", "open", "checked", "selected", "value"];

const RAW_TEXT = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name!.toLowerCase()],
  );
}

/**
 * Tags, classes, ids and attributes of an HTML document, for PurgeCSS. A tag
 * scanner, not a full parser: pages are written by React and Gatsby, which
 * quote every attribute value and escape "<" and ">" in it.
 */
export function htmlSelectors(html: string): ExtractorResultDetailed {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const names = new Set<string>();
  const values = new Set<string>();
  const markup = html.replace(COMMENT, "").replace(RAW_TEXT, (_, name: string) => `<${name}>`);
  for (const [, tag, attributes] of markup.matchAll(START_TAG)) {
    tags.add(tag.toLowerCase());
    for (const [, rawName, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const name = rawName.toLowerCase();
      const value = decode(double ?? single ?? bare ?? "");
      names.add(name);
      for (const word of value.split(/\s+/).filter(Boolean)) {
        values.add(word);
        if (name === "class") classes.add(word);
        else if (name === "id") ids.add(word);
      }
    }
  }
  return {
    attributes: { names: [...names], values: [...values] },
    classes: [...classes],
    ids: [...ids],
    tags: [...tags],
    undetermined: [],
  };
}

/** Class-like words of component source (as Tailwind reads it): every run of non-quote, non-space characters. */
export function sourceSelectors(source: string): string[] {
  return source.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];
}

/** The source of runTimeMarkupSources, for `usedCss`'s `runTimeSource`. */
export function readRunTimeMarkupSources(root: string): string {
  return runTimeMarkupSources(root)
    .map((file) => fs.readFileSync(path.join(root, file), "utf8"))
    .join("\n");
}

const CSS_ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\r\n\f]?|([^\r\n\f0-9a-fA-F])|\r\n|[\r\n\f])/g;
/** An identifier or string of CSS source as the selector engine reads it ("lg\:py-4" → "lg:py-4", "\32 xl" → "2xl"). */
export function cssUnescape(text: string): string {
  return text.replace(CSS_ESCAPE, (_, hex?: string, char?: string) => {
    if (!hex) return char ?? "";
    const code = parseInt(hex, 16);
    // CSS reads zero, a surrogate or a code point beyond Unicode as U+FFFD.
    return String.fromCodePoint(code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? 0xfffd : code);
  });
}

const IDENT = String.raw`(?:[\w-]|[^\x00-\x7f]|\\[0-9a-fA-F]{1,6}[ \t\r\n\f]?|\\[^\r\n\f0-9a-fA-F])+`;
const CLASS_OR_ID = new RegExp(String.raw`[.#](${IDENT})`, "g");
const ATTRIBUTE_OPERAND = new RegExp(
  String.raw`\[\s*(?:(?:${IDENT}|\*)?\|)?${IDENT}\s*([~|^$*]?)=\s*("(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|${IDENT})`,
  "g",
);

/**
 * What of a page's selectors the stylesheet can test: the names that follow
 * "." or "#" anywhere in it (every class and id selector among them; a few
 * numbers and colours too, which costs nothing) and the operands of its
 * attribute selectors, by how PurgeCSS compares a value with them.
 */
export interface StylesheetWords {
  classesAndIds: ReadonlySet<string>;
  /** Operands of "=" (a value equal to one matters), of "^=" and "|=" (a value starting with one), of "$=" (ending with one), of "*=" and "~=" (containing one of its words). */
  attributeValues: { equal: ReadonlySet<string>; prefixes: readonly string[]; suffixes: readonly string[]; parts: readonly string[] };
}

export function stylesheetWords(css: string): StylesheetWords {
  const classesAndIds = new Set([...css.matchAll(CLASS_OR_ID)].map((match) => cssUnescape(match[1])));
  const equal = new Set<string>();
  const prefixes = new Set<string>();
  const suffixes = new Set<string>();
  const parts = new Set<string>();
  for (const [, operator, raw] of css.matchAll(ATTRIBUTE_OPERAND)) {
    const quoted = raw.startsWith('"') || raw.startsWith("'");
    const operand = cssUnescape(quoted ? raw.slice(1, -1) : raw);
    if (operator === "") equal.add(operand);
    else if (operator === "^" || operator === "|") prefixes.add(operand);
    else if (operator === "$") suffixes.add(operand);
    // PurgeCSS looks for each space-separated word of a "*=" or "~=" operand on its own.
    else for (const word of operand.trim().split(" ")) parts.add(word);
  }
  return { classesAndIds, attributeValues: { equal, prefixes: [...prefixes], suffixes: [...suffixes], parts: [...parts] } };
}

/**
 * The page's selectors narrowed to what `words` says the stylesheet can test,
 * sorted. PurgeCSS asks a page's selectors only whether a class or id of a
 * selector is there, whether a tag or attribute name is there, and whether
 * some attribute value equals, starts with, ends with or contains an
 * attribute selector's operand (by the selector's operator). A class or id
 * the stylesheet never names, or a value that no operand can match, changes
 * none of those answers: dropping them keeps the rules chosen exactly as they
 * were. Without this, no two articles would share a selector set: each has
 * its own title in its meta tags and its own heading ids. Tags and attribute
 * names are few and are kept whole.
 */
export function narrowToStylesheet(selectors: ExtractorResultDetailed, words: StylesheetWords): ExtractorResultDetailed {
  const named = (list: readonly string[]) => list.filter((word) => words.classesAndIds.has(word)).sort();
  const { equal, prefixes, suffixes, parts } = words.attributeValues;
  const testable = (value: string) =>
    equal.has(value) || prefixes.some((prefix) => value.startsWith(prefix)) || suffixes.some((suffix) => value.endsWith(suffix)) || parts.some((part) => value.includes(part));
  return {
    attributes: {
      names: [...selectors.attributes.names].sort(),
      values: selectors.attributes.values.filter(testable).sort(),
    },
    classes: named(selectors.classes),
    ids: named(selectors.ids),
    tags: [...selectors.tags].sort(),
    undetermined: [...selectors.undetermined].sort(),
  };
}

/** A short, stable name of a (sorted) selector set. */
export function selectorSetKey(selectors: ExtractorResultDetailed): string {
  return createHash("sha256").update(JSON.stringify(selectors)).digest("hex");
}

/**
 * The rules of one stylesheet that each page uses (see the top of this file),
 * with PurgeCSS run once per distinct selector set: pages of one template
 * whose markup differs only in text share one result.
 */
export class UsedCssPicker {
  private readonly words: StylesheetWords;
  private readonly bySelectorSet = new Map<string, Promise<string>>();

  /** `runTimeSource`: the source of the components whose markup appears only at run time (readRunTimeMarkupSources). */
  constructor(
    private readonly css: string,
    private readonly runTimeSource = "",
  ) {
    this.words = stylesheetWords(css);
  }

  /** How many times PurgeCSS has run: the distinct selector sets of the pages seen so far. */
  get distinctSelectorSets(): number {
    return this.bySelectorSet.size;
  }

  /** The rules `html` can use; `html` must not hold the stylesheet itself (its rules would count as markup). */
  forPage(html: string): Promise<string> {
    const selectors = narrowToStylesheet(htmlSelectors(html), this.words);
    const key = selectorSetKey(selectors);
    let used = this.bySelectorSet.get(key);
    if (!used) {
      used = this.purge(selectors);
      this.bySelectorSet.set(key, used);
    }
    return used;
  }

  private async purge(selectors: ExtractorResultDetailed): Promise<string> {
    const content = [{ raw: "page", extension: "html" }];
    if (this.runTimeSource) content.push({ raw: this.runTimeSource, extension: "tsx" });
    const [result] = await new PurgeCSS().purge({
      content,
      css: [{ raw: this.css }],
      extractors: [
        { extractor: () => selectors, extensions: ["html"] },
        { extractor: sourceSelectors, extensions: ["tsx"] },
      ],
      safelist: { standard: [/^:/], greedy: [RUN_TIME_ATTRIBUTES] },
      dynamicAttributes: DYNAMIC_ATTRIBUTES,
      // @font-face, @keyframes and custom properties are kept whole: they are
      // few, and a rule the full stylesheet adds later may need them.
      fontFace: false,
      keyframes: false,
      variables: false,
    });
    return result.css;
  }
}

/** The rules of `css` that `html` can use (see the top of this file); `runTimeSource` is component source. */
export function usedCss(css: string, html: string, runTimeSource = ""): Promise<string> {
  return new UsedCssPicker(css, runTimeSource).forPage(html);
}
