import React from "react";
import { ReplyPromise } from "../forms/ReplyPromise";
import { IconBadge } from "../ui/IconBadge";
import { SectionTitle } from "../ui/SectionHeading";

export interface LeadFormSectionProps {
  /** the section's anchor: a hero or call-to-action button links to it */
  id: string;
  title: string;
  intro?: string | null;
  /** what the visitor gets, repeated beside the form as a reminder */
  points: readonly string[];
  /** the form itself (a LeadFormIsland) */
  children: React.ReactNode;
}

/** A page's own lead form, with its heading, the reply promise and what the visitor gets beside it (DV360 Self-Serve, campaign pages). */
export function LeadFormSection({ id, title, intro, points, children }: LeadFormSectionProps) {
  return (
    <section id={id} className="lazy-render bg-paper-tint" aria-labelledby={`${id}-heading`}>
      <div className="container-page grid items-start gap-10 py-20 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <SectionTitle id={`${id}-heading`} title={title} intro={intro} />
          <ReplyPromise withIcon className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-light px-4 py-2 font-semibold text-brand-dark" />
          {points.length > 0 ? (
            <ul className="mt-8 space-y-4">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-3 font-medium text-ink-soft">
                  <IconBadge name="check" size={18} box="h-8 w-8" look="rounded-full bg-brand-light text-brand" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
