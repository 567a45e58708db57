import React from "react";

/** 'By the Numbers': the contact-page reading of the firm's stats (site.json contactStats). */
interface NumbersCardProps {
  title: string;
  stats: ReadonlyArray<{ value: string; label: string }>;
  headingLevel?: "h2" | "h3";
}

export function NumbersCard({ title, stats, headingLevel: Heading = "h2" }: NumbersCardProps) {
  return (
    <section className="rounded-2xl bg-ink p-7 text-white shadow-card" aria-labelledby="numbers-title" data-numbers-card>
      <Heading id="numbers-title" className="text-h3">
        {title}
      </Heading>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-6">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm leading-snug text-white/70">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-white">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
