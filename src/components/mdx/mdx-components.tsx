import React from "react";
import type { MDXComponents } from "mdx/types";

/**
 * How article Markdown renders: typography for headings, lists and tables,
 * plus the components an author can use by name (<Callout>).
 */
export function Callout({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <aside className="my-8 rounded-2xl border-l-4 border-brand bg-brand-light/60 p-6">
      {title ? <p className="mb-2 font-semibold text-brand-dark">{title}</p> : null}
      <div className="text-ink-soft [&>p]:m-0">{children}</div>
    </aside>
  );
}

export const mdxComponents: MDXComponents = {
  h2: (props) => <h2 className="mb-4 mt-12 text-h2" {...props} />,
  h3: (props) => <h3 className="mb-3 mt-8 text-h3" {...props} />,
  p: (props) => <p className="my-5 text-[1.0625rem] leading-8 text-ink-soft" {...props} />,
  ul: (props) => <ul className="my-5 list-disc space-y-2 pl-6 text-[1.0625rem] leading-8 text-ink-soft" {...props} />,
  ol: (props) => <ol className="my-5 list-decimal space-y-2 pl-6 text-[1.0625rem] leading-8 text-ink-soft" {...props} />,
  a: (props) => <a className="font-medium text-brand underline underline-offset-4" {...props} />,
  strong: (props) => <strong className="font-semibold text-ink" {...props} />,
  blockquote: (props) => <blockquote className="my-8 border-l-4 border-paper-line pl-6 italic text-ink-muted" {...props} />,
  table: (props) => (
    <div className="my-8 overflow-x-auto rounded-2xl border border-paper-line">
      <table className="w-full border-collapse text-left text-[0.975rem]" {...props} />
    </div>
  ),
  th: (props) => <th className="border-b border-paper-line bg-paper-tint px-4 py-3 font-semibold" {...props} />,
  td: (props) => <td className="border-b border-paper-line px-4 py-3 text-ink-soft" {...props} />,
  img: (props) => <img className="my-8 rounded-2xl" loading="lazy" decoding="async" {...props} alt={props.alt ?? ""} />,
  Callout,
};
