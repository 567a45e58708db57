import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { SectionHeading } from "../ui/SectionHeading";

export interface RelatedCard {
  icon: string;
  title: string;
  description: string;
  link: string;
  type?: string | null;
}

export function RelatedCards({ title, items }: { title: string; items: readonly RelatedCard[] }) {
  return (
    <section className="bg-white">
      <div className="container-page py-20">
        <SectionHeading title={title} />
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.link}>
              <Link
                to={item.link}
                className="card group flex h-full flex-col p-7 transition-shadow hover:shadow-lift"
                data-service-type={item.type ?? undefined}
              >
                <span className="mb-5 grid h-12 w-12 place-items-center rounded-xl bg-paper-tint text-brand">
                  <Icon name={item.icon} />
                </span>
                <h3 className="text-h3 group-hover:text-brand">{item.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-muted">{item.description}</p>
                <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand">
                  Learn More <Icon name="arrow-right" size={18} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
