import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../ui/Icon";
import { SectionHeading } from "../ui/SectionHeading";
import { CardCopy } from "../ui/CardCopy";

export type Feature = Queries.FeatureItem;

type FeatureGridProps = Pick<Queries.FeatureBlock, "title"> &
  Partial<Pick<Queries.FeatureBlock, "intro">> & {
    items: readonly Feature[];
    tone?: "white" | "tint";
  };

/** Capabilities of a technology or service: icon cards in a responsive grid. */
export function FeatureGrid({ title, intro, items, tone = "white" }: FeatureGridProps) {
  const columns = items.length % 3 === 0 ? "lg:[--grid-cols:3]" : "lg:[--grid-cols:4]";
  return (
    <section className={`lazy-render ${tone === "tint" ? "bg-paper-tint" : "bg-white"}`}>
      <div className="container-page py-20">
        <SectionHeading title={title} intro={intro} />
        <ul className={`card-grid sm:[--grid-cols:2] ${columns}`}>
          {items.map((item, index) => (
            <li key={item.title} className="card fade-in p-7" style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}>
              <span className="mb-5 grid h-12 w-12 place-items-center rounded-xl bg-brand-light text-brand">
                <Icon name={item.icon} />
              </span>
              <CardCopy title={item.title} description={item.description} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment FeatureBlockContent on FeatureBlock {
    title
    intro
    items {
      ...FeatureItemContent
    }
  }

  fragment FeatureItemContent on FeatureItem {
    icon
    title
    description
  }
`;
