import React from "react";

interface CardCopyProps {
  title: string;
  description: string;
  /** the heading's classes */
  titleClassName?: string;
  /** the space between heading and description */
  gap?: "mt-2" | "mt-3";
}

/** A card's h3 and the muted description under it (feature, benefit, step and capability cards). */
export function CardCopy({ title, description, titleClassName = "text-h3", gap = "mt-3" }: CardCopyProps) {
  return (
    <>
      <h3 className={titleClassName}>{title}</h3>
      <p className={`${gap} leading-relaxed text-ink-muted`}>{description}</p>
    </>
  );
}
