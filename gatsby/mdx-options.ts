import remarkGfm from "remark-gfm";

/**
 * How article MDX is read, wherever it is compiled: GitHub-flavoured Markdown
 * (tables, strikethrough, autolinks) on top of MDX.
 */
export const ARTICLE_MDX_OPTIONS = { remarkPlugins: [remarkGfm] };
