/**
 * Preview templates: each collection's entry drawn as its page draws it,
 * with the page's class names (shared modules, no copies) and the site's
 * stylesheet (/admin/preview.css), in the CMS's React.
 */
import { ARTICLE_CLASSES as A } from "../components/insights/article-classes";
import { categoryBadgeClasses } from "../components/insights/categories";
import { PAGE_HERO_CLASSES as H } from "../components/sections/page-hero-classes";
import type { CreateClass, CreateElement, PreviewProps } from "./decap";
import { classifyArticleMarkdown } from "./markdown-classes";

const text = (props: PreviewProps, ...path: string[]): string => {
  const value = props.entry.getIn(["data", ...path]);
  return value === undefined || value === null ? "" : String(value);
};

/** "2025-01-15" as the article page prints it (January 15, 2025). */
export function articleDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

interface InsightPreviewInstance {
  props: PreviewProps;
  body: Element | null;
  classify(): void;
}

/** An article as its page draws it; the body's Markdown gets the page's classes after each render. */
export function insightPreview(h: CreateElement, createClass: CreateClass) {
  const spec: ThisType<InsightPreviewInstance> & Record<string, unknown> = {
    body: null,
    componentDidMount() {
      this.classify();
    },
    componentDidUpdate() {
      this.classify();
    },
    classify() {
      if (this.body) classifyArticleMarkdown(this.body);
    },
    render() {
      const props = this.props;
      const category = text(props, "category");
      const subtitle = text(props, "subtitle");
      const readTime = text(props, "readTime");
      const image = text(props, "image");
      return h(
        "article",
        null,
        h(
          "header",
          { className: A.header },
          h(
            "div",
            { className: A.headerInner },
            h("p", { className: A.badges }, category ? h("span", { className: `${A.badge} ${categoryBadgeClasses(category)}` }, category) : null),
            h("h1", { className: A.title }, text(props, "title")),
            subtitle ? h("p", { className: A.subtitle }, subtitle) : null,
            h(
              "p",
              { className: A.byline },
              h("span", { className: A.author }, text(props, "author")),
              h("span", { "aria-hidden": "true" }, "·"),
              h("time", null, articleDate(text(props, "date"))),
              readTime ? h("span", { "aria-hidden": "true" }, "·") : null,
              readTime ? h("span", null, readTime) : null,
            ),
          ),
        ),
        image ? h("div", { className: A.imageFrame }, h("img", { src: String(props.getAsset(image)), alt: "", className: `${A.image} w-full` })) : null,
        h(
          "div",
          {
            className: A.body,
            "data-article-body": "",
            ref: (element: Element | null) => {
              this.body = element;
            },
          },
          props.widgetFor("body"),
        ),
      );
    },
  };
  return createClass(spec);
}

/** The top of a page with a `hero` block (services, technologies, the workshop pages); a case study shows its client and summary. */
export function pageHeroPreview(h: CreateElement, fields: { eyebrow?: string[]; title: string[]; subtitle: string[] }) {
  return function PageHeroPreview(props: PreviewProps) {
    const eyebrow = fields.eyebrow ? text(props, ...fields.eyebrow) : "";
    return h(
      "section",
      { className: H.section },
      h(
        "div",
        { className: H.grid },
        h(
          "div",
          { className: H.textOnly },
          eyebrow ? h("p", { className: H.eyebrow }, eyebrow) : null,
          h("h1", { className: H.title }, text(props, ...fields.title)),
          h("p", { className: H.subtitle }, text(props, ...fields.subtitle)),
        ),
      ),
    );
  };
}
