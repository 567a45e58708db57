import React from "react";
import { LeadFormIsland } from "../forms/LeadFormIsland";
import { Icon } from "../ui/Icon";
import { ReplyPromise } from "../forms/ReplyPromise";

type LetsTalkProps = Queries.HomeLetsTalk;

/** Section 8, the 'Let's Talk' block: the home page's lead form with the reply promise. */
export function LetsTalk({ eyebrow, title, text, points }: LetsTalkProps) {
  return (
    <section id="lets-talk" aria-labelledby="lets-talk-title" className="lazy-render bg-white py-20 lg:py-24">
      <div className="container-page">
        <div className="scheme-light relative grid gap-12 overflow-hidden rounded-[2rem] bg-gradient-to-br from-ink via-brand-dark to-brand px-6 py-12 text-white sm:px-12 lg:grid-cols-[1fr_1.1fr] lg:items-start lg:p-16">
          <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-white/10 blur-3xl" />
          <div className="relative">
            <p className="eyebrow text-[#b9c7ff]">{eyebrow}</p>
            <h2 id="lets-talk-title" className="mt-3 text-h2">
              {title}
            </h2>
            <p className="mt-5 text-lead text-white/80">{text}</p>
            <ReplyPromise withIcon className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold" />
            <ul className="mt-8 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-white/85">
                  <Icon name="check" size={22} className="mt-0.5 shrink-0 text-[#6ee7b7]" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative text-ink">
            <LeadFormIsland variant="home" />
          </div>
        </div>
      </div>
    </section>
  );
}
