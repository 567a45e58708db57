import React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { SectionHeading } from "../ui/SectionHeading";
import { CardCopy } from "../ui/CardCopy";
import type { Step } from "./StepList";

type BenefitGridProps = Pick<Queries.StepBlock, "title"> &
  Partial<Pick<Queries.StepBlock, "intro">> & {
    items: readonly Step[];
    /**
     * The benefit illustrations. They are fixed by position: the
     * first benefit of every page shows the first image, and so on, so pages
     * share one visual rhythm and a marketer never has to pick artwork.
     */
    illustrations: readonly (IGatsbyImageData | undefined)[];
  };

/** Benefits of a service: three illustrated cards. */
export function BenefitGrid({ title, intro, items, illustrations }: BenefitGridProps) {
  return (
    <section className="lazy-render bg-paper-tint">
      <div className="container-page py-20">
        <SectionHeading title={title} intro={intro} />
        <ul className="card-grid md:[--grid-cols:3]">
          {items.map((item, index) => {
            const image = illustrations.length > 0 ? illustrations[index % illustrations.length] : undefined;
            return (
              <li
                key={item.title}
                className="card fade-in flex flex-col overflow-hidden"
                style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}
                data-benefit-position={index + 1}
              >
                {image ? <GatsbyImage image={image} alt="" className="w-full" /> : null}
                <div className="p-7">
                  <CardCopy title={item.title} description={item.description} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
