import React from "react";
import { graphql } from "gatsby";
import { SectionHeading } from "../ui/SectionHeading";
import { CardCopy } from "../ui/CardCopy";

export type Step = Pick<Queries.StepItem, "title" | "description"> & Partial<Pick<Queries.StepItem, "number">>;

type StepListProps = Pick<Queries.StepBlock, "title"> &
  Partial<Pick<Queries.StepBlock, "intro">> & {
    items: readonly Step[];
    tone?: "white" | "tint";
  };

/** Numbered approach steps, benefits or "what you get" items. */
export function StepList({ title, intro, items, tone = "tint" }: StepListProps) {
  return (
    <section className={`lazy-render ${tone === "tint" ? "bg-paper-tint" : "bg-white"}`}>
      <div className="container-page py-20">
        <SectionHeading title={title} intro={intro} />
        <ol className="grid gap-6 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.title} className="card flex gap-5 p-7">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand text-lg font-bold text-white">
                {item.number ?? index + 1}
              </span>
              <div>
                <CardCopy title={item.title} description={item.description} gap="mt-2" />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Approach steps and benefits share the block shape. */
export const query = graphql`
  fragment StepBlockContent on StepBlock {
    title
    intro
    items {
      number
      title
      description
    }
  }
`;
