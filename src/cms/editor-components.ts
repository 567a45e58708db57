/**
 * The article components an author inserts from the Markdown editor's "+"
 * menu, written to the MDX body exactly as the articles write them by hand
 * (and as src/components/mdx/mdx-components.tsx renders them):
 *
 *   <Callout title="The key point">
 *   One paragraph of text.
 *   </Callout>
 *
 *   <Figure
 *     image="diagram.png"
 *     alt="What the image shows"
 *     caption="Optional caption"
 *   />
 *
 * Each is read back from the body by its pattern, so an article written by
 * hand opens in the editor with the same components. Decap matches a pattern
 * at the start of a block, against the rest of the body, and refuses the
 * multiline flag: the patterns are anchored with ^ and end at the closing tag.
 */
import { MDX_CLASSES } from "../components/mdx/mdx-classes";
import type { CreateElement, EditorComponent, PreviewProps } from "./decap";

export interface CalloutData {
  title: string;
  body: string;
}

export interface FigureData {
  image: string;
  alt: string;
  caption: string;
}

/** A JSX attribute value in double quotes: the quote itself cannot appear, so it becomes a typographic one. */
export function attributeValue(value: string): string {
  return value.replace(/"/g, "\u201d").replace(/\s*\n\s*/g, " ").trim();
}

/** `name="value"` pairs of a JSX tag's attributes. */
export function parseAttributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([A-Za-z]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/** A Figure's `image` is a file name (the article's `figures` lists the file); an upload's path is cut to its name. */
export function fileName(path: string): string {
  return path.split("/").pop() ?? path;
}

/** Markdown's inline marks, as the article page draws them: **bold**, *emphasis*, `code` and [links](/address). */
const INLINE_MARKS = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_/g;

/** A callout's one paragraph drawn with its inline marks, as elements (never as HTML). */
export function inlineMarkdown(h: CreateElement, text: string): unknown[] {
  const parts: unknown[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARKS)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, bold, label, href, code, emphasis, underscored] = match;
    if (bold !== undefined) parts.push(h("strong", { key: match.index, className: MDX_CLASSES.strong }, bold));
    else if (label !== undefined) parts.push(h("a", { key: match.index, href, className: MDX_CLASSES.a }, label));
    else if (code !== undefined) parts.push(h("code", { key: match.index }, code));
    else parts.push(h("em", { key: match.index }, emphasis ?? underscored));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function calloutComponent(h: CreateElement): EditorComponent<CalloutData> {
  return {
    id: "callout",
    label: "Callout",
    fields: [
      { name: "title", label: "Title", widget: "string", required: false },
      { name: "body", label: "Text", widget: "text", hint: "One paragraph; Markdown (bold, links) is allowed." },
    ],
    pattern: /^<Callout(?:\s+title="([^"]*)")?\s*>\n?([\s\S]*?)\n?<\/Callout>/,
    fromBlock: (match) => ({ title: match[1] ?? "", body: (match[2] ?? "").trim() }),
    toBlock: ({ title, body }) => `<Callout${title ? ` title="${attributeValue(title)}"` : ""}>\n${(body ?? "").trim()}\n</Callout>`,
    toPreview: ({ title, body }) =>
      h(
        "aside",
        { className: MDX_CLASSES.callout, "data-callout": "" },
        title ? h("p", { className: MDX_CLASSES.calloutTitle }, title) : null,
        h("div", { className: MDX_CLASSES.calloutBody }, h("p", null, ...inlineMarkdown(h, body ?? ""))),
      ),
  };
}

export function figureComponent(h: CreateElement): EditorComponent<FigureData> {
  return {
    id: "figure",
    label: "Figure",
    fields: [
      { name: "image", label: "Image", widget: "image", hint: "Publishing lists the image under Figures (above) for you." },
      { name: "alt", label: "Alternative text", widget: "string", hint: "What the image shows, for people who cannot see it." },
      { name: "caption", label: "Caption", widget: "string", required: false },
    ],
    pattern: /^<Figure\s+([\s\S]*?)\/>/,
    fromBlock: (match) => {
      const attributes = parseAttributes(match[1]);
      return { image: attributes.image ?? "", alt: attributes.alt ?? "", caption: attributes.caption ?? "" };
    },
    toBlock: ({ image, alt, caption }) =>
      [
        "<Figure",
        `  image="${attributeValue(fileName(image ?? ""))}"`,
        `  alt="${attributeValue(alt ?? "")}"`,
        ...(caption ? [`  caption="${attributeValue(caption)}"`] : []),
        "/>",
      ].join("\n"),
    toPreview: ({ image, alt, caption }, getAsset?: PreviewProps["getAsset"]) =>
      h(
        "figure",
        { className: MDX_CLASSES.figure },
        h("img", { src: image && getAsset ? String(getAsset(image)) : image, alt, className: `${MDX_CLASSES.figureImage} w-full` }),
        caption ? h("figcaption", { className: MDX_CLASSES.figcaption }, caption) : null,
      ),
  };
}

export interface TableData {
  /** one row a line, its cells separated by "|"; the first row is the header */
  rows: string;
}

/** A cell's text as a Markdown table holds it: on one line, its own bars escaped. */
function tableCell(value: string): string {
  return value.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();
}

/** The rows of the editor's text (a line a row, cells split at unescaped bars), each as wide as the widest. */
export function tableRows(rows: string): string[][] {
  const lines = rows
    .split("\n")
    .map((line) => line.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, ""))
    .filter(Boolean)
    .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, "|").trim()));
  const width = Math.max(0, ...lines.map((line) => line.length));
  return lines.map((line) => [...line, ...Array<string>(width - line.length).fill("")]);
}

/** A Markdown (GFM) table, which the articles' Markdown renders as the site's table. */
export function tableComponent(h: CreateElement): EditorComponent<TableData> {
  return {
    id: "table",
    label: "Table",
    fields: [
      {
        name: "rows",
        label: "Rows",
        widget: "text",
        hint: "One row a line, the cells separated by | (a vertical bar). The first row is the table's header, such as: Metric | Before | After",
      },
    ],
    // A header row, its delimiter row, then the body rows: every line starts with a bar.
    pattern: /^(\|[^\n]*\|)\n\|[ :|-]+\|((?:\n\|[^\n]*\|)*)/,
    fromBlock: (match) => ({ rows: [match[1], ...match[2].split("\n").filter(Boolean)].join("\n") }),
    toBlock: ({ rows }) => {
      const [header = [""], ...body] = tableRows(rows ?? "");
      const line = (cells: string[]) => `| ${cells.map(tableCell).join(" | ")} |`;
      return [line(header), `| ${header.map(() => "---").join(" | ")} |`, ...body.map(line)].join("\n");
    },
    toPreview: ({ rows }) => {
      const [header = [], ...body] = tableRows(rows ?? "");
      return h(
        "table",
        null,
        h("thead", null, h("tr", null, ...header.map((cell, index) => h("th", { key: index }, cell)))),
        h("tbody", null, ...body.map((row, index) => h("tr", { key: index }, ...row.map((cell, column) => h("td", { key: column }, cell))))),
      );
    },
  };
}
