import React from "react";
import { TermsContents, TermsSections } from "./TermsDocument";
import { fillPlaceholders } from "../../lib/placeholders";

export interface TermsPageProps {
  terms: Omit<NonNullable<Queries.TermsPageQuery["termsJson"]>, "metaDescription">;
  /** the site facts the terms name by placeholder; the e-mail address becomes a link in the closing note */
  facts: Record<"legalName" | "brand" | "email", string>;
}

/** The GMP terms: title and date, the contents beside the introduction and the numbered sections, and whom to write to. */
export function TermsPage({ terms, facts }: TermsPageProps) {
  const fill = (text: string) => fillPlaceholders(text, facts, { strict: true });
  const [before, after] = fill(terms.contact).split(facts.email);
  return (
    <>
      <header className="bg-gradient-to-b from-brand-light/70 to-white">
        <div className="container-page max-w-5xl py-14 lg:py-20">
          <p className="eyebrow">{terms.eyebrow}</p>
          <h1 className="mt-4 text-h1" tabIndex={-1}>
            {terms.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lead text-ink-muted">{terms.subtitle}</p>
          <p className="mt-6 text-sm font-medium text-ink-muted">
            {`${terms.lastUpdatedLabel} `}
            {terms.lastUpdated}
          </p>
        </div>
      </header>
      <div className="container-page grid max-w-5xl gap-12 pb-24 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <TermsContents sections={terms.sections} title={terms.contentsTitle} label={terms.contentsLabel} />
        </aside>
        <div>
          <div className="space-y-4 leading-7 text-ink-soft">
            {terms.intro.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </div>
          <div className="mt-12">
            <TermsSections sections={terms.sections} />
          </div>
          <p className="mt-16 rounded-2xl bg-paper-tint p-6 text-ink-soft">
            {before}
            <a href={`mailto:${facts.email}`} className="font-semibold text-brand hover:underline">
              {facts.email}
            </a>
            {after}
          </p>
        </div>
      </div>
    </>
  );
}
