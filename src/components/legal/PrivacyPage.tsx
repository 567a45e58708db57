import React from "react";
import { FactTable, LegalContents, LegalDate, LegalHeader, LegalSection, WithEmailLink } from "./LegalDocument";
import { fillPlaceholders } from "../../lib/placeholders";
import { cookieRows, leadFieldRows, privacyPlaceholders, recipientRows, STORAGE_KIND_LABELS } from "../../lib/privacy-notice";

export type PrivacyContent = Omit<Queries.PrivacyJson, keyof Queries.Node | "metaDescription">;

export interface PrivacyPageProps {
  privacy: PrivacyContent;
  /** the controller's identity and contact (content/site.json) */
  site: Parameters<typeof privacyPlaceholders>[0];
}

/** Where each section of the notice is anchored, in page order. */
const SECTION_IDS = ["controller", "collected", "recipients", "retention", "cookies", "legal-basis", "rights", "complaints", "changes"] as const;

/**
 * The privacy notice: the prose of content/privacy.json around the tables the
 * code's registries make (src/lib/privacy-notice.ts), the controller from the
 * site facts.
 */
export function PrivacyPage({ privacy, site }: PrivacyPageProps) {
  const values = privacyPlaceholders(site);
  const fill = (text: string) => fillPlaceholders(text, values, { strict: true });
  const paragraphs = (texts: readonly string[]) => texts.map((text) => <WithEmailLink key={text} text={fill(text)} email={site.email} />);
  const titles: Record<(typeof SECTION_IDS)[number], string> = {
    controller: privacy.controller.title,
    collected: privacy.collected.title,
    recipients: privacy.recipients.title,
    retention: privacy.retention.title,
    cookies: privacy.cookies.title,
    "legal-basis": privacy.legalBasis.title,
    rights: privacy.rightsTitle,
    complaints: privacy.complaints.title,
    changes: privacy.changes.title,
  };
  const { fieldColumns, recipientColumns, cookieColumns, categoryLabels } = privacy;
  return (
    <>
      <LegalHeader eyebrow={privacy.eyebrow} title={privacy.title} subtitle={privacy.subtitle} dateLabel={privacy.lastUpdatedLabel} date={<LegalDate day={privacy.lastUpdated} />} />
      <div className="container-page grid max-w-5xl gap-12 pb-24 lg:grid-cols-[14rem_1fr]">
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <LegalContents label={privacy.contentsLabel} sections={SECTION_IDS.map((id) => ({ id, title: titles[id] }))} />
        </aside>
        <div className="min-w-0 space-y-14">
          <div className="space-y-4 leading-7 text-ink-soft">{paragraphs(privacy.intro)}</div>
          <LegalSection id="controller" title={titles.controller}>
            {paragraphs(privacy.controller.paragraphs)}
          </LegalSection>
          <LegalSection id="collected" title={titles.collected}>
            {paragraphs(privacy.collected.paragraphs)}
            <FactTable
              caption={titles.collected}
              rows={leadFieldRows()}
              rowKey={(row) => row.label}
              columns={[
                { key: "field", label: fieldColumns.field, cell: (row) => row.label },
                { key: "holds", label: fieldColumns.holds, cell: (row) => row.holds },
                { key: "forms", label: fieldColumns.forms, cell: (row) => row.sentBy },
              ]}
            />
          </LegalSection>
          <LegalSection id="recipients" title={titles.recipients}>
            {paragraphs(privacy.recipients.paragraphs)}
            <FactTable
              caption={titles.recipients}
              rows={recipientRows()}
              rowKey={(row) => row.id}
              columns={[
                { key: "recipient", label: recipientColumns.recipient, cell: (row) => row.recipient },
                { key: "receives", label: recipientColumns.receives, cell: (row) => row.receives },
                { key: "when", label: recipientColumns.condition, cell: (row) => row.when },
              ]}
            />
          </LegalSection>
          <LegalSection id="retention" title={titles.retention}>
            {paragraphs([privacy.retention.text])}
          </LegalSection>
          <LegalSection id="cookies" title={titles.cookies}>
            {paragraphs(privacy.cookies.paragraphs)}
            <FactTable
              caption={titles.cookies}
              rows={cookieRows()}
              rowKey={(row) => `${row.kind}:${row.name}`}
              columns={[
                {
                  key: "name",
                  label: cookieColumns.item,
                  cell: (row) => (
                    <>
                      <code className="whitespace-nowrap font-mono text-[0.9rem]">{row.name}</code>
                      <span className="block text-sm font-normal text-ink-muted">
                        {STORAGE_KIND_LABELS[row.kind]}, {row.setBy}
                      </span>
                    </>
                  ),
                },
                { key: "purpose", label: cookieColumns.purpose, cell: (row) => row.purpose },
                { key: "category", label: cookieColumns.category, cell: (row) => categoryLabels[row.category] },
                { key: "lifetime", label: cookieColumns.lifetime, cell: (row) => row.lifetime },
              ]}
            />
          </LegalSection>
          <LegalSection id="legal-basis" title={titles["legal-basis"]}>
            {paragraphs(privacy.legalBasis.paragraphs)}
          </LegalSection>
          <LegalSection id="rights" title={titles.rights}>
            <dl className="space-y-3">
              {privacy.rights.map((right) => (
                <div key={right.name} className="sm:flex sm:gap-4">
                  <dt className="font-semibold text-ink sm:w-32 sm:shrink-0">{right.name}</dt>
                  <dd>{fill(right.text)}</dd>
                </div>
              ))}
            </dl>
            <div className="rounded-2xl bg-paper-tint p-6">{paragraphs([privacy.howToAsk])}</div>
          </LegalSection>
          <LegalSection id="complaints" title={titles.complaints}>
            {paragraphs(privacy.complaints.paragraphs)}
          </LegalSection>
          <LegalSection id="changes" title={titles.changes}>
            {paragraphs(privacy.changes.paragraphs)}
          </LegalSection>
        </div>
      </div>
    </>
  );
}
