import React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { SectionHeading } from "../ui/SectionHeading";
import { CardCopy } from "../ui/CardCopy";

/** A CapabilityCard with its image processed. */
export type Capability = Omit<Queries.CapabilityCard, "image"> & { image?: IGatsbyImageData | null };

type CapabilityCardsProps = Pick<Queries.HomeCapabilities, "title" | "intro"> & { items: readonly Capability[] };

/** Stagger between the capability cards' fade-ins: 150 ms per index. */
export const CAPABILITY_FADE_STEP_MS = 150;

/** Section 4, 'How We Deliver Value': the four delivery modes. */
export function CapabilityCards({ title, intro, items }: CapabilityCardsProps) {
  return (
    <section aria-labelledby="capabilities-title" className="lazy-render bg-white">
      <div className="container-page py-20 lg:py-24">
        <SectionHeading id="capabilities-title" title={title} intro={intro} />
        <ul className="card-grid sm:[--grid-cols:2] lg:[--grid-cols:4]">
          {items.map((item, index) => (
            <li
              key={item.title}
              className="card fade-in flex flex-col overflow-hidden"
              style={{ "--fade-delay": `${index * CAPABILITY_FADE_STEP_MS}ms` } as React.CSSProperties}
            >
              {item.image ? <GatsbyImage image={item.image} alt={item.imageAlt} className="aspect-[8/5] w-full" /> : null}
              <div className="flex flex-1 flex-col p-6">
                <CardCopy title={item.title} description={item.description} titleClassName="text-h3 text-ink" gap="mt-2" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
