import React from "react";
import { TermsContents, TermsSections } from "./TermsDocument";
import { fillPlaceholders } from "../../lib/placeholders";
import { LegalHeader } from "../legal/LegalDocument";

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
      <LegalHeader eyebrow={terms.eyebrow} title={terms.title} subtitle={terms.subtitle} dateLabel={terms.lastUpdatedLabel} date={terms.lastUpdated} />
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
