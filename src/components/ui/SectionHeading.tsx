import React from "react";

interface SectionHeadingProps {
  eyebrow?: string | null;
  title: string;
  intro?: string | null;
  align?: "left" | "center";
  id?: string;
  /** the heading level; sections are h2 unless nested */
  as?: "h2" | "h3";
}

export function SectionHeading({ eyebrow, title, intro, align = "center", id, as: Tag = "h2" }: SectionHeadingProps) {
  return (
    <div className={`mb-12 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <Tag id={id} className="text-h2 text-ink">
        {title}
      </Tag>
      {intro ? <p className="mt-4 text-lead text-ink-muted">{intro}</p> : null}
    </div>
  );
}
