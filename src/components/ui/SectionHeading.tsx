import React from "react";
import { ExperimentText } from "../experiments/ExperimentText";

interface SectionHeadingProps {
  eyebrow?: string | null;
  title: string;
  intro?: string | null;
  align?: "left" | "center";
  id?: string;
  /** the heading level; sections are h2 unless nested */
  as?: "h2" | "h3";
}

export function SectionHeading({ eyebrow, title, intro, align = "center", id, as }: SectionHeadingProps) {
  return (
    <div className={`mb-12 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <SectionTitle id={id} title={title} intro={intro} as={as} />
    </div>
  );
}

/** A section's title and the line under it, each shown as an experiment's variant may replace it (fields "title" and "intro"). */
export function SectionTitle({ title, intro, id, as: Tag = "h2" }: Pick<SectionHeadingProps, "title" | "intro" | "id" | "as">) {
  return (
    <>
      <Tag id={id} className="text-h2 text-ink">
        <ExperimentText field="title">{title}</ExperimentText>
      </Tag>
      {intro ? (
        <p className="mt-4 text-lead text-ink-muted">
          <ExperimentText field="intro">{intro}</ExperimentText>
        </p>
      ) : null}
    </>
  );
}
