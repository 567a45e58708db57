import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { CheckList } from "../ui/CheckList";
import type { Optional } from "../../lib/optional";

/** `id` is the card's anchor: /workshops#{id} scrolls here. */
export type WorkshopCardData = Optional<Queries.WorkshopCard, "detailLink" | "detailLabel">;

interface WorkshopCardProps {
  workshop: WorkshopCardData;
  /** what every card shares: its button, the name of its facts and the heading over its topics */
  copy: Pick<Queries.WorkshopCatalogue, "cardButtonLabel" | "cardButtonLink" | "factsLabel" | "topicsTitle">;
  index: number;
}

/** One workshop on /workshops, its own anchored section. */
export function WorkshopCard({ workshop, copy, index }: WorkshopCardProps) {
  const titleId = `${workshop.id}-title`;
  return (
    <article
      id={workshop.id}
      aria-labelledby={titleId}
      className="card fade-in flex h-full flex-col p-7 sm:p-9"
      style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}
    >
      <div className="flex items-start gap-4">
        <IconBadge name={workshop.icon} size={28} box="h-14 w-14" look="rounded-2xl bg-brand text-white" />
        <h3 id={titleId} className="pt-3 text-h3 sm:text-[1.5rem]">
          {workshop.title}
        </h3>
      </div>
      <p className="mt-5 leading-relaxed text-ink-muted">{workshop.description}</p>
      <ul className="mt-6 flex flex-wrap gap-2" aria-label={copy.factsLabel}>
        {workshop.facts.map((fact) => (
          <li key={fact.label} className="inline-flex items-center gap-1.5 rounded-full bg-brand-light px-3 py-1.5 text-sm font-medium text-brand-dark">
            <Icon name={fact.icon} size={16} /> {fact.label}
          </li>
        ))}
      </ul>
      <h4 className="mt-7 text-sm font-semibold uppercase tracking-[0.14em] text-ink-muted">{copy.topicsTitle}</h4>
      <CheckList items={workshop.topics} className="mt-3 grid flex-1 content-start gap-2 sm:grid-cols-2" />
      <div className="mt-8 flex flex-wrap gap-3 border-t border-paper-line pt-6">
        <Link to={copy.cardButtonLink} className="btn-primary" data-contact-link data-track-component="workshop card">
          {copy.cardButtonLabel} <Icon name="arrow-right" size={18} />
        </Link>
        {workshop.detailLink && workshop.detailLabel ? (
          <Link to={workshop.detailLink} className="btn-secondary">
            {workshop.detailLabel}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
