import { classifyArticleMarkdown } from "./markdown-classes";
import { MDX_CLASSES } from "../components/mdx/mdx-classes";

describe("the preview's article body", () => {
  it("gives Markdown's elements the article page's classes and leaves the components' own", () => {
    const root = document.createElement("div");
    root.innerHTML = `<h2>Heading</h2><p>Text <strong>bold</strong></p><table><tr><th>A</th></tr><tr><td>1</td></tr></table><aside class="callout"><p>Inside</p></aside>`;
    classifyArticleMarkdown(root);
    expect(root.querySelector("h2")?.className).toBe(MDX_CLASSES.h2);
    expect(root.querySelector("strong")?.className).toBe(MDX_CLASSES.strong);
    expect([root.querySelector("th")?.className, root.querySelector("td")?.className]).toEqual([MDX_CLASSES.th, MDX_CLASSES.td]);
    expect(root.querySelector("aside")?.className).toBe("callout");
    // As on the page, where a callout's paragraphs are MDX paragraphs too.
    expect(root.querySelector("aside p")?.className).toBe(MDX_CLASSES.p);
  });
});
