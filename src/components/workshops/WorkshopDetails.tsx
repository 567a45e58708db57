import React from "react";
import { Icon } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { SectionHeading } from "../ui/SectionHeading";
import { sessionDateLabel, type WorkshopSession } from "../../lib/workshop-sessions";

/** A workshop's details as the page shows them: its sessions as the schedule split at the build's date (gatsby/computed-fields.ts). */
export type WorkshopDetailsData = Omit<Queries.WorkshopDetails, "sessions">;

/** How many ended sessions the page still lists, most recent first. */
const PAST_SESSIONS_SHOWN = 3;

function SessionFacts({ session }: { session: WorkshopSession }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-ink-muted">
      <span>
        {session.format} · {session.location}
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" size={16} /> {session.time}
      </span>
    </p>
  );
}

/**
 * 'Workshop Details': the sessions still to come (or, with none scheduled, that
 * the next dates are to be announced), the last sessions held, and what every
 * seat includes.
 */
export function WorkshopDetails({ details }: { details: WorkshopDetailsData }) {
  const { upcoming, past } = details.schedule;
  return (
    <section className="lazy-render bg-paper-tint" aria-labelledby="workshop-details-title">
      <div className="container-page py-20">
        <SectionHeading id="workshop-details-title" title={details.title} />
        <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h3 className="text-h3">{details.sessionsTitle}</h3>
            {upcoming.length > 0 ? (
              <ul className="mt-5 space-y-4">
                {upcoming.map((session) => (
                  <li key={session.startDate} className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center" data-session="upcoming">
                    <IconBadge name={session.format === "Virtual" ? "globe" : "map-pin"} size={26} box="h-14 w-14" look="rounded-2xl bg-brand-light text-brand" />
                    <div className="flex-1">
                      <p className="text-lg font-semibold text-ink">{sessionDateLabel(session.startDate)}</p>
                      <SessionFacts session={session} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="card mt-5 flex items-center gap-4 p-6 text-lg font-semibold text-ink" data-sessions-to-be-announced>
                <IconBadge name="calendar" size={26} box="h-14 w-14" look="rounded-2xl bg-brand-light text-brand" />
                {details.toBeAnnounced}
              </p>
            )}
            {past.length > 0 ? (
              <>
                <h3 className="mt-10 text-lg font-semibold text-ink-soft">{details.pastSessionsTitle}</h3>
                <ul className="mt-3 divide-y divide-paper-line border-y border-paper-line">
                  {past.slice(0, PAST_SESSIONS_SHOWN).map((session) => (
                    <li key={session.startDate} className="py-3" data-session="past">
                      <p className="font-semibold text-ink-soft">{sessionDateLabel(session.startDate)}</p>
                      <SessionFacts session={session} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <div className="card p-7">
            <h3 className="text-h3">{details.inclusionsTitle}</h3>
            <ul className="mt-5 space-y-3">
              {details.inclusions.map((item) => (
                <li key={item} className="flex items-start gap-3 text-ink-soft">
                  <IconBadge name="check" size={15} box="h-6 w-6" look="rounded-full bg-product-light text-product" place="mt-0.5" />
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
