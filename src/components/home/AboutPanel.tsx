import React from "react";
import type { AboutPanelId } from "./about-tabs";
import { LogoImage, LogoSymbols, logoSymbolId } from "../ui/LogoImage";
import { TermValue, type TermValueClasses } from "../ui/TermValue";

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

/** What each About tab shows. */
export function AboutPanel({ id, content }: { id: AboutPanelId; content: AboutPanelContent }) {
  switch (id) {
    case "partners":
      return (
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <div>
            <h3 className="text-h2 text-ink">{content.partners.title}</h3>
            <p className="mt-4 text-lead text-ink-muted">{content.partners.text}</p>
          </div>
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
        <div>
          <h3 className="text-h2 text-ink">{content.byTheNumbers.title}</h3>
          <p className="mt-4 max-w-2xl text-lead text-ink-muted">{content.byTheNumbers.text}</p>
          <dl className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {content.byTheNumbers.stats.map((stat) => (
              <TermValue key={stat.label} term={stat.label} value={stat.value} classes={STAT_CLASSES} />
            ))}
          </dl>
        </div>
      );
    case "who-we-are":
      return (
        <div>
          <h3 className="text-h2 text-ink">{content.whoWeAre.title}</h3>
          <div className="mt-4 space-y-4 text-lead text-ink-muted lg:columns-2 lg:gap-10 lg:space-y-0">
            {content.whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph} className="lg:mb-4 lg:break-inside-avoid">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      );
  }
}
