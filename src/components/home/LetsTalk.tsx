import React from "react";
import { LeadFormSection } from "../forms/LeadFormSection";
import { Icon } from "../ui/Icon";
import { ReplyPromise } from "../forms/ReplyPromise";

type LetsTalkProps = Queries.HomeLetsTalk;

/** Section 8, the 'Let's Talk' block: the home page's lead form with the reply promise. */
export function LetsTalk({ eyebrow, title, text, points }: LetsTalkProps) {
  return (
    <LeadFormSection id="lets-talk" titleId="lets-talk-title" variant="home" look="home">
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
    </LeadFormSection>
  );
}
