import React from "react";

interface SideCardProps {
  /** the heading's id, which names the card */
  titleId: string;
  title: string;
  headingLevel: "h2" | "h3";
  className: string;
  children: React.ReactNode;
  /** the card's data attribute, which browser tests and analytics find it by */
  [dataAttribute: `data-${string}`]: boolean;
}

/** A card beside the Let's Connect form, named by its heading. */
export function SideCard({ titleId, title, headingLevel: Heading, className, children, ...data }: SideCardProps) {
  return (
    <section className={className} aria-labelledby={titleId} {...data}>
      <Heading id={titleId} className="text-h3">
        {title}
      </Heading>
      {children}
    </section>
  );
}
