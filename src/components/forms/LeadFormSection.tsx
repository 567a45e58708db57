import React from "react";
import { LeadFormIsland } from "./LeadFormIsland";
import type { LeadFormVariant } from "../../lib/lead-form-variants";

/** The two looks of a lead-form section: the home page's (a glow in the corner, deeper gradient) and a workshop page's. */
const LOOKS = {
  home: {
    section: "lazy-render bg-white py-20 lg:py-24",
    container: "container-page",
    panel: "scheme-light relative grid gap-12 overflow-hidden rounded-[2rem] bg-gradient-to-br from-ink via-brand-dark to-brand px-6 py-12 text-white sm:px-12 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:p-16",
    glow: true,
  },
  workshop: {
    section: "lazy-render bg-white",
    container: "container-page py-20",
    panel: "scheme-light relative grid gap-10 rounded-[2rem] bg-gradient-to-br from-brand-dark to-brand px-6 py-12 text-white sm:px-12 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:p-16",
    glow: false,
  },
} as const;

interface LeadFormSectionProps {
  id: string;
  /** The id of the section's heading, among `children`. */
  titleId: string;
  variant: LeadFormVariant;
  look: keyof typeof LOOKS;
  /** What the section says beside the form: its heading first. */
  children: React.ReactNode;
}

/** A section of a page with the lead form's island beside what it says, on a brand-gradient panel (home "Let's Talk", a workshop's waitlist). */
export function LeadFormSection({ id, titleId, variant, look, children }: LeadFormSectionProps) {
  const { section, container, panel, glow } = LOOKS[look];
  return (
    <section id={id} aria-labelledby={titleId} className={section}>
      <div className={container}>
        <div className={panel}>
          {glow ? <div aria-hidden="true" className="form-glow pointer-events-none absolute -right-56 -top-56 h-[36rem] w-[36rem]" /> : null}
          <div className="relative">{children}</div>
          {/* The form's card follows the visitor's scheme (a dark card in the dark one), not the panel's. */}
          <div className="scheme-page relative text-ink">
            <LeadFormIsland variant={variant} />
          </div>
        </div>
      </div>
    </section>
  );
}
