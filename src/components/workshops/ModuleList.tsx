import React from "react";
import { SectionHeading } from "../ui/SectionHeading";
import { CardCopy } from "../ui/CardCopy";
import { CheckList } from "../ui/CheckList";

export type WorkshopModule = Queries.WorkshopModule;

/** 'What We'll Learn Together': numbered modules with their topics. */
export function ModuleList({ id, title, numberLabel, items }: Queries.WorkshopModules & { id?: string }) {
  return (
    <section id={id} className="lazy-render bg-white">
      <div className="container-page py-20">
        <SectionHeading title={title} />
        <ol className="grid gap-6 md:grid-cols-2">
          {items.map((module, index) => (
            <li
              key={module.number}
              className="card fade-in relative overflow-hidden p-7 sm:p-8"
              style={{ "--fade-delay": `${index * 100}ms` } as React.CSSProperties}
            >
              <span aria-hidden="true" className="absolute right-6 top-5 select-none text-5xl font-extrabold leading-none tracking-tight text-brand-light sm:text-6xl">
                {String(module.number).padStart(2, "0")}
              </span>
              <div className="relative">
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand">
                  {`${numberLabel} `}
                  {module.number}
                </p>
                <CardCopy title={module.title} description={module.description} titleClassName="mt-2 pr-16 text-h3" />
                <CheckList items={module.topics} className="mt-5 space-y-2" />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
