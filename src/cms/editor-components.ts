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
        h("div", { className: MDX_CLASSES.calloutBody }, h("p", null, body)),
      ),
  };
}

export function figureComponent(h: CreateElement): EditorComponent<FigureData> {
  return {
    id: "figure",
    label: "Figure",
    fields: [
      { name: "image", label: "Image", widget: "image", hint: "Also list the image under Figures (above), or the build stops with a message." },
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
