import React from "react";
import { LegalDate, LegalHeader, LegalSection, WithEmailLink } from "./LegalDocument";
import { fillPlaceholders } from "../../lib/placeholders";
import { ACCESSIBILITY_CHECKS, ACCESSIBILITY_TARGET } from "../../lib/accessibility-checks";

export type AccessibilityContent = Omit<Queries.AccessibilityJson, keyof Queries.Node | "metaDescription">;

export interface AccessibilityPageProps {
  statement: AccessibilityContent;
  site: { brand: string; email: string };
}

/**
 * The accessibility statement: the prose and known limitations of
 * content/accessibility.json, the standard, level and checks from the list
 * the browser tests run (src/lib/accessibility-checks.ts).
 */
export function AccessibilityPage({ statement, site }: AccessibilityPageProps) {
  const fill = (text: string) => fillPlaceholders(text, { brand: site.brand, email: site.email }, { strict: true });
  const paragraphs = (texts: readonly string[]) => texts.map((text) => <p key={text}>{fill(text)}</p>);
  return (
    <>
      <LegalHeader
        eyebrow={statement.eyebrow}
        title={statement.title}
        subtitle={statement.subtitle}
        dateLabel={statement.lastReviewedLabel}
        date={<LegalDate day={statement.lastReviewed} />}
      />
      <div className="container-page max-w-5xl pb-24">
        <div className="max-w-3xl space-y-14">
          <div className="space-y-4 leading-7 text-ink-soft">{paragraphs(statement.intro)}</div>
          <LegalSection id="standard" title={statement.standard.title}>
            {paragraphs(statement.standard.paragraphs)}
            <p className="rounded-2xl bg-paper-tint p-6 font-semibold text-ink" data-accessibility-target>
              {ACCESSIBILITY_TARGET.standard}, {ACCESSIBILITY_TARGET.wcag} level {ACCESSIBILITY_TARGET.level}
            </p>
          </LegalSection>
          <LegalSection id="checks" title={statement.checks.title}>
            {paragraphs(statement.checks.paragraphs)}
            <ul className="space-y-4" data-accessibility-checks>
              {ACCESSIBILITY_CHECKS.map((check) => (
                <li key={check.what} className="rounded-2xl border border-paper-line p-5">
                  <p className="font-semibold text-ink">{check.what}</p>
                  <p className="mt-1">{check.how}</p>
                </li>
              ))}
            </ul>
          </LegalSection>
          <LegalSection id="limitations" title={statement.limitationsTitle}>
            <ul className="list-disc space-y-2 ps-6">
              {statement.limitations.map((limitation) => (
                <li key={limitation}>{fill(limitation)}</li>
              ))}
            </ul>
          </LegalSection>
          <LegalSection id="contact" title={statement.contact.title}>
            {statement.contact.paragraphs.map((text) => (
              <WithEmailLink key={text} text={fill(text)} email={site.email} />
            ))}
          </LegalSection>
        </div>
      </div>
    </>
  );
}
