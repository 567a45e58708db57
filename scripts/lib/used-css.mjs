// The part of the site's stylesheet one page can use, for inlining in that
// page. The browser parses every inlined rule and matches every selector
// against every element during the page's first style pass; a page uses
// about half of the rules. The full stylesheet still applies before React
// renders anything that is not in the server HTML: the bundle loader links
// it and waits for it (gatsby/scripts-after-load.ts).
//
// A rule is kept when the page's HTML can match it, or when it styles state
// that only appears at run time, before the full stylesheet is there:
//   - pseudo-classes (:hover, :checked, :popover-open, :target, :has(…),
//     :not(…)…) never remove a rule: only the classes, ids, tags and
//     attributes beside them must be in the page;
//   - attributes that scripts or the browser set: any data-* or aria-*
//     attribute (consent stored/reopened, hydrated, scrolled, load failed,
//     menu and tab state), open, checked, selected, value, hidden, tabindex;
//   - classes of markup that React renders only at run time (a part whose
//     code could not load, the lead form once sent): read from the
//     components' source, so they stay styled even if the full stylesheet
//     could not be fetched.
import fs from "node:fs";
import path from "node:path";
import { PurgeCSS } from "purgecss";

/** Components whose markup can appear after the server HTML, relative to the repository. */
export const RUN_TIME_MARKUP_SOURCES = [
  "src/components/ui/DeferredPart.tsx",
  "src/components/forms/LeadForm.tsx",
  "src/components/forms/LeadFormSlot.tsx",
  "src/components/layout/ErrorBoundary.tsx",
];

/** Attribute selectors whose attribute may be set after the HTML was written. */
const RUN_TIME_ATTRIBUTES = /^(data|aria)-/;
const DYNAMIC_ATTRIBUTES = ["hidden", "tabindex", "open", "checked", "selected", "value"];

const RAW_TEXT = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(value) {
  return value.replace(ENTITY, (_, dec, hex, name) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name.toLowerCase()],
  );
}

/**
 * Tags, classes, ids and attributes of an HTML document, for PurgeCSS. A tag
 * scanner, not a full parser: pages are written by React and Gatsby, which
 * quote every attribute value and escape "<" and ">" in it.
 */
export function htmlSelectors(html) {
  const tags = new Set();
  const classes = new Set();
  const ids = new Set();
  const names = new Set();
  const values = new Set();
  const markup = html.replace(COMMENT, "").replace(RAW_TEXT, (_, name) => `<${name}>`);
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
export function sourceSelectors(source) {
  return source.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];
}

/** The markup of RUN_TIME_MARKUP_SOURCES, for `usedCss`'s `runTimeSource`. */
export function readRunTimeMarkupSources(root) {
  return RUN_TIME_MARKUP_SOURCES.map((file) => fs.readFileSync(path.join(root, file), "utf8")).join("\n");
}

/** The rules of `css` that `html` can use (see the top of this file); `runTimeSource` is component source. */
export async function usedCss(css, html, runTimeSource = "") {
  const content = [{ raw: html, extension: "html" }];
  if (runTimeSource) content.push({ raw: runTimeSource, extension: "tsx" });
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: css }],
    extractors: [
      { extractor: htmlSelectors, extensions: ["html"] },
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
