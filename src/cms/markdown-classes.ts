/**
 * The preview's article body gets, element by element, the class names the
 * article page gives Markdown (mdx-classes.ts), so its text, headings, lists
 * and tables look as they will on the site. Done on the rendered HTML: Decap
 * 3.16's Markdown preview does not apply registered remark plugins.
 * Elements that already carry classes (the Callout and Figure previews) keep
 * theirs.
 */
import { MDX_CLASSES } from "../components/mdx/mdx-classes";

const TAG_CLASSES: readonly (readonly [string, string])[] = [
  ["h2", MDX_CLASSES.h2],
  ["h3", MDX_CLASSES.h3],
  ["h4", MDX_CLASSES.h4],
  ["p", MDX_CLASSES.p],
  ["ul", MDX_CLASSES.ul],
  ["ol", MDX_CLASSES.ol],
  ["li", MDX_CLASSES.li],
  ["a", MDX_CLASSES.a],
  ["strong", MDX_CLASSES.strong],
  ["em", MDX_CLASSES.em],
  ["hr", MDX_CLASSES.hr],
  ["code", MDX_CLASSES.code],
  ["blockquote", MDX_CLASSES.blockquote],
  ["table", MDX_CLASSES.table],
  ["th", MDX_CLASSES.th],
  ["td", MDX_CLASSES.td],
  ["img", MDX_CLASSES.img],
];

export function classifyArticleMarkdown(root: ParentNode): void {
  for (const [tag, classes] of TAG_CLASSES) {
    for (const element of root.querySelectorAll(tag)) if (!element.getAttribute("class")) element.setAttribute("class", classes);
  }
}
