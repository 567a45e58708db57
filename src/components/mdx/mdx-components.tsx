import React from "react";
import type { MDXComponents } from "mdx/types";
import type { IGatsbyImageData } from "gatsby-plugin-image";
// The site's image component by its own path (not through the webpack swap in
// gatsby/webpack.ts): articles are also rendered in Node, by gatsby/article-body.ts.
import { GatsbyImage } from "../ui/gatsby-image";
import { MDX_CLASSES as C } from "./mdx-classes";

/**
 * How article Markdown renders: typography for headings, lists and tables,
 * plus the components an author can use by name in any MDX file without
 * importing them (<Callout>, <Figure>). The class names are in mdx-classes.ts.
 */
export function Callout({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <aside className={C.callout} data-callout>
      {title ? <p className={C.calloutTitle}>{title}</p> : null}
      <div className={C.calloutBody}>{children}</div>
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
    <figure className={C.figure}>
      <GatsbyImage image={data} alt={alt} className={C.figureImage} />
      {caption ? <figcaption className={C.figcaption}>{caption}</figcaption> : null}
    </figure>
  );
}

/** A Markdown heading with the article's class; its text stays a visible child (what screen readers announce). */
function heading(Level: "h2" | "h3" | "h4") {
  return function MdxHeading({ children, ...props }: React.ComponentPropsWithoutRef<"h2">) {
    return (
      <Level className={C[Level]} {...props}>
        {children}
      </Level>
    );
  };
}

export const mdxComponents: MDXComponents = {
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  p: (props) => <p className={C.p} {...props} />,
  ul: (props) => <ul className={C.ul} {...props} />,
  ol: (props) => <ol className={C.ol} {...props} />,
  li: (props) => <li className={C.li} {...props} />,
  a: ({ children, ...props }) => (
    <a className={C.a} {...props}>
      {children}
    </a>
  ),
  strong: (props) => <strong className={C.strong} {...props} />,
  em: (props) => <em className={C.em} {...props} />,
  hr: () => <hr className={C.hr} />,
  code: (props) => <code className={C.code} {...props} />,
  blockquote: (props) => <blockquote className={C.blockquote} {...props} />,
  table: (props) => (
    <>
      <div className={C.tableFrame} role="region" aria-label="Table" tabIndex={0}>
        <table className={C.table} {...props} />
      </div>
      {/* Below 640 px the table is wider than the column: said in words as well as by the edge shadows. */}
      <p className={C.tableHint} aria-hidden="true">
        Scroll sideways to see every column →
      </p>
    </>
  ),
  th: (props) => <th className={C.th} {...props} />,
  td: (props) => <td className={C.td} {...props} />,
  img: (props) => <img className={C.img} loading="lazy" decoding="async" {...props} alt={props.alt ?? ""} />,
  Callout,
  Figure,
};
