import React from "react";
import type { MDXComponents } from "mdx/types";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";

/**
 * How article Markdown renders: typography for headings, lists and tables,
 * plus the components an author can use by name in any MDX file without
 * importing them (<Callout>, <Figure>).
 */
export function Callout({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <aside className="my-10 rounded-2xl border-l-4 border-brand bg-brand-light/60 p-6 sm:p-7" data-callout>
      {title ? <p className="mb-2 font-semibold text-brand-dark">{title}</p> : null}
      <div className="text-[1.0625rem] leading-8 text-ink-soft [&>p]:m-0">{children}</div>
    </aside>
  );
}

/** The article's `figures` (frontmatter), processed by gatsby-plugin-image, by file name. */
export const ArticleFigures = React.createContext<Readonly<Record<string, IGatsbyImageData>>>({});

interface FigureProps {
  /** file name of an image listed in the article's `figures` frontmatter */
  image: string;
  alt: string;
  caption?: string;
}

export function Figure({ image, alt, caption }: FigureProps) {
  const data = React.useContext(ArticleFigures)[image];
  // Thrown while the page is built, so a typo stops the build with this message.
  if (!data) throw new Error(`<Figure image="${image}">: list "../images/${image}" under "figures" in the article's frontmatter`);
  return (
    <figure className="my-10">
      <GatsbyImage image={data} alt={alt} className="rounded-2xl border border-paper-line" />
      {caption ? <figcaption className="mt-3 text-center text-sm leading-6 text-ink-muted">{caption}</figcaption> : null}
    </figure>
  );
}

const bodyText = "text-[1.0625rem] leading-8 text-ink-soft";

export const mdxComponents: MDXComponents = {
  h2: ({ children, ...props }) => (
    <h2 className="mb-4 mt-14 scroll-mt-24 text-h2" {...props}>
      {children}
    </h2>
  ),
  h3: ({ children, ...props }) => (
    <h3 className="mb-3 mt-10 text-h3" {...props}>
      {children}
    </h3>
  ),
  h4: ({ children, ...props }) => (
    <h4 className="mb-2 mt-8 font-semibold text-ink" {...props}>
      {children}
    </h4>
  ),
  p: (props) => <p className={`my-5 ${bodyText}`} {...props} />,
  ul: (props) => <ul className={`my-5 list-disc space-y-2 pl-6 marker:text-brand ${bodyText}`} {...props} />,
  ol: (props) => <ol className={`my-5 list-decimal space-y-3 pl-6 marker:font-semibold marker:text-brand ${bodyText}`} {...props} />,
  li: (props) => <li className="pl-1" {...props} />,
  a: ({ children, ...props }) => (
    <a className="font-medium text-brand underline underline-offset-4 hover:text-brand-dark" {...props}>
      {children}
    </a>
  ),
  strong: (props) => <strong className="font-semibold text-ink" {...props} />,
  em: (props) => <em className="italic" {...props} />,
  hr: () => <hr className="my-12 border-paper-line" />,
  code: (props) => <code className="rounded bg-paper-tint px-1.5 py-0.5 font-mono text-[0.9em] text-ink" {...props} />,
  blockquote: (props) => <blockquote className="my-8 border-l-4 border-paper-line pl-6 italic text-ink-muted" {...props} />,
  table: (props) => (
    <div className="my-10 overflow-x-auto rounded-2xl border border-paper-line" role="region" aria-label="Table" tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-[0.975rem]" {...props} />
    </div>
  ),
  th: (props) => <th className="border-b border-paper-line bg-paper-tint px-4 py-3 font-semibold text-ink" {...props} />,
  td: (props) => <td className="border-b border-paper-line px-4 py-3 align-top text-ink-soft" {...props} />,
  img: (props) => <img className="my-8 h-auto w-full rounded-2xl" loading="lazy" decoding="async" {...props} alt={props.alt ?? ""} />,
  Callout,
  Figure,
};
