import React from "react";
import type { AboutPanelId } from "./about-tabs";
import { LogoImage, LogoSymbols, logoSymbolId } from "../ui/LogoImage";
import { TermValueList, type TermValueClasses } from "../ui/TermValue";

/** The About panels; partner logos come as their files, the numbers panel with the site's stats. */
export interface AboutPanelContent {
  whoWeAre: Queries.AboutTextPanel;
  partners: Omit<Queries.AboutPartnersPanel, "logos"> & { logos: ReadonlyArray<{ name: string; file?: Queries.LogoFileFragment | null }> };
  byTheNumbers: Queries.AboutNumbersPanel & { stats: ReadonlyArray<{ value: string; label: string }> };
}

/** 'By the Numbers': each value large above its label, on a tinted tile. */
const STAT_CLASSES: TermValueClasses = {
  row: "flex flex-col-reverse justify-end rounded-xl bg-paper-tint p-4 sm:p-6",
  term: "mt-2 text-sm text-ink-muted sm:text-base",
  value: "text-4xl font-extrabold tracking-tight text-brand sm:text-5xl",
};

/** A tab's title, then what it shows. */
function PanelText({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-h2 text-ink">{title}</h3>
      {children}
    </div>
  );
}

/** What each About tab shows. */
export function AboutPanel({ id, content }: { id: AboutPanelId; content: AboutPanelContent }) {
  switch (id) {
    case "partners":
      return (
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <PanelText title={content.partners.title}>
            <p className="mt-4 text-lead text-ink-muted">{content.partners.text}</p>
          </PanelText>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={content.partners.listLabel}>
            {content.partners.logos.map((partner) => (
              <li key={partner.name} className="flex items-center gap-4 rounded-xl border border-paper-line bg-paper-tint px-5 py-4">
                <LogoImage file={partner.file} alt="" width={40} height={40} className="h-10 w-10 shrink-0" symbol={logoSymbolId("partner-logo", partner.name)} />
                <span className="font-semibold text-ink">{partner.name}</span>
              </li>
            ))}
          </ul>
          <LogoSymbols logos={content.partners.logos.map((partner) => ({ symbol: logoSymbolId("partner-logo", partner.name), file: partner.file }))} />
        </div>
      );
    case "by-the-numbers":
      return (
        <PanelText title={content.byTheNumbers.title}>
          <p className="mt-4 max-w-2xl text-lead text-ink-muted">{content.byTheNumbers.text}</p>
          <TermValueList items={content.byTheNumbers.stats} className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" classes={STAT_CLASSES} />
        </PanelText>
      );
    case "who-we-are":
      return (
        <PanelText title={content.whoWeAre.title}>
          <div className="mt-4 space-y-4 text-lead text-ink-muted lg:columns-2 lg:gap-10 lg:space-y-0">
            {content.whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph} className="lg:mb-4 lg:break-inside-avoid">
                {paragraph}
              </p>
            ))}
          </div>
        </PanelText>
      );
  }
}
