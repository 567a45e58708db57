import React from "react";
import { TermValueList, type TermValueClasses } from "../ui/TermValue";
import { SideCard } from "./SideCard";

/** 'By the Numbers': the contact-page reading of the firm's stats (site.json contactStats). */
interface NumbersCardProps {
  title: string;
  stats: ReadonlyArray<{ value: string; label: string }>;
  headingLevel?: "h2" | "h3";
}

/** White on the dark card, each value above its label. */
const STAT_CLASSES: TermValueClasses = {
  row: "flex flex-col-reverse",
  term: "mt-1 text-sm leading-snug text-white/70",
  value: "text-4xl font-extrabold tracking-tight text-white",
};

export function NumbersCard({ title, stats, headingLevel = "h2" }: NumbersCardProps) {
  return (
    <SideCard className="scheme-light rounded-2xl bg-ink p-7 text-white shadow-card" titleId="numbers-title" title={title} headingLevel={headingLevel} data-numbers-card>
      <TermValueList items={stats} className="mt-6 grid grid-cols-2 gap-x-6 gap-y-6" classes={STAT_CLASSES} />
    </SideCard>
  );
}
