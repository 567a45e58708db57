import React from "react";
import { ExperimentText } from "../experiments/ExperimentText";

/** The words, who said them and their role and company (`title`). */
export type QuoteFigureProps = Pick<Queries.CaseStudyQuote, "text" | "author" | "title">;

/** A client's words on a tinted band, with who said them (a case study's quote, a campaign page's testimonial). */
export function QuoteFigure({ text, author, title }: QuoteFigureProps) {
  return (
    <div className="bg-paper-tint">
      {/* the figure is the quote's own box: a figcaption must be the figure's child */}
      <figure className="container-page max-w-4xl py-16 text-center">
        <span aria-hidden="true" className="block font-serif text-7xl leading-none text-brand">
          “
        </span>
        <blockquote className="mt-2 text-2xl font-medium leading-snug text-ink sm:text-[1.75rem]">
          <ExperimentText field="text">{text}</ExperimentText>
        </blockquote>
        <figcaption className="mt-6 text-ink-muted">
          <strong className="text-ink">
            <ExperimentText field="author">{author}</ExperimentText>
          </strong>
          , <ExperimentText field="title">{title}</ExperimentText>
        </figcaption>
      </figure>
    </div>
  );
}
