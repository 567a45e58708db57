import React from "react";

export const sectionAnchor = (index: number) => `section-${index + 1}`;

interface TermsContentsProps {
  sections: readonly Queries.TermsSection[];
  /** the list's heading and its accessible name */
  title: string;
  label: string;
}

/** Contents list: numbered links to each section. */
export function TermsContents({ sections, title, label }: TermsContentsProps) {
  return (
    <nav aria-label={label} className="rounded-2xl border border-paper-line bg-paper-tint p-6">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{title}</p>
      <ol className="mt-4 space-y-2 text-[0.95rem]">
        {sections.map((section, index) => (
          <li key={section.title}>
            <a href={`#${sectionAnchor(index)}`} className="flex gap-2 text-ink-soft hover:text-brand">
              <span className="w-6 shrink-0 font-semibold text-ink-muted">{index + 1}.</span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The numbered sections: "3. Payments" with clauses 3.1, 3.2 … Numbers come
 * from the order in content, so inserting a clause renumbers the rest.
 * Each section is laid out only as it nears the view (lazy-render): on a phone
 * the contents list fills the first screen, and laying out all ten sections
 * was most of the page's first render. Anchors, find-in-page and print still
 * reach every clause.
 */
export function TermsSections({ sections }: { sections: readonly Queries.TermsSection[] }) {
  return (
    <ol className="space-y-14">
      {sections.map((section, index) => (
        <li key={section.title} id={sectionAnchor(index)} data-terms-section={index + 1} className="lazy-render">
          <h2 id={`${sectionAnchor(index)}-title`} className="text-h3 sm:text-[1.5rem]">
            <span className="mr-2 text-brand">{index + 1}.</span>
            {section.title}
          </h2>
          <ol className="mt-5 space-y-4">
            {section.clauses.map((clause, clauseIndex) => (
              <li key={clauseIndex} className="flex gap-4 leading-7 text-ink-soft">
                <span className="w-9 shrink-0 pt-px font-semibold tabular-nums text-ink-muted">
                  {index + 1}.{clauseIndex + 1}
                </span>
                <p>
                  {clause.term ? (
                    <>
                      <strong className="font-semibold text-ink">“{clause.term}”</strong> means{" "}
                    </>
                  ) : null}
                  {clause.text}
                </p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
