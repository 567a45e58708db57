import React from "react";
import { Icon } from "../ui/Icon";
import { SectionHeading } from "../ui/SectionHeading";

export interface WorkshopDetailsData {
  title: string;
  sessionsTitle: string;
  sessions: ReadonlyArray<{ date: string; format: string; location: string; time: string }>;
  inclusionsTitle: string;
  inclusions: readonly string[];
}

/** 'Workshop Details': the sessions on offer and what every seat includes. */
export function WorkshopDetails({ details }: { details: WorkshopDetailsData }) {
  return (
    <section className="lazy-render bg-paper-tint" aria-labelledby="workshop-details-title">
      <div className="container-page py-20">
        <SectionHeading id="workshop-details-title" title={details.title} />
        <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h3 className="text-h3">{details.sessionsTitle}</h3>
            <ul className="mt-5 space-y-4">
              {details.sessions.map((session) => (
                <li key={session.date} className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center" data-session>
                  <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-light text-brand">
                    <Icon name={session.format === "Virtual" ? "globe" : "map-pin"} size={26} />
                  </span>
                  <div className="flex-1">
                    <p className="text-lg font-semibold text-ink">{session.date}</p>
                    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-ink-muted">
                      <span>
                        {session.format} · {session.location}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Icon name="clock" size={16} /> {session.time}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="card p-7">
            <h3 className="text-h3">{details.inclusionsTitle}</h3>
            <ul className="mt-5 space-y-3">
              {details.inclusions.map((item) => (
                <li key={item} className="flex items-start gap-3 text-ink-soft">
                  <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-product-light text-product">
                    <Icon name="check" size={15} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
