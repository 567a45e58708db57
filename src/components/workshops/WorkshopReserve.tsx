import React from "react";
import { Link } from "gatsby";
import { Icon } from "../ui/Icon";
import { LeadFormSection } from "../forms/LeadFormSection";
import { replyPromiseText } from "../forms/ReplyPromise";

/** Anchor of the reservation block: the hero's primary action leads here while no session is scheduled. */
export const RESERVE_ANCHOR = "reserve";

export type WorkshopReserveData = Queries.WorkshopReserve;

interface WorkshopReserveProps {
  reserve: WorkshopReserveData;
  /** no session is scheduled: the block is the waitlist form instead of a link to book a seat */
  waitlist: boolean;
  /** the site's reply promise (content/site.json): the text with its {hours}, and the hours */
  replyPromise: { replyPromise: string; replyPromiseHours: number };
}

/** The closing block: a seat in a scheduled session, or the waitlist while none is. */
export function WorkshopReserve({ reserve, waitlist, replyPromise }: WorkshopReserveProps) {
  if (!waitlist) {
    return (
      <section id={RESERVE_ANCHOR} className="lazy-render bg-white" aria-labelledby="reserve-title">
        <div className="container-page py-20">
          <div className="scheme-light mx-auto max-w-3xl rounded-3xl bg-gradient-to-br from-brand-dark to-brand px-6 py-14 text-center text-white sm:px-14">
            <h2 id="reserve-title" className="text-h2">
              {reserve.title}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lead text-white/85">{reserve.text}</p>
            <Link to={reserve.buttonLink} className="btn-inverse mt-8" data-contact-link data-track-component="cta">
              {reserve.buttonLabel} <Icon name="arrow-right" size={18} />
            </Link>
            <p className="mt-5 text-sm font-medium text-white/85">{reserve.note}</p>
          </div>
        </div>
      </section>
    );
  }
  return (
    <LeadFormSection id={RESERVE_ANCHOR} titleId="reserve-title" variant="waitlist" look="workshop">
      <h2 id="reserve-title" className="text-h2">
        {reserve.waitlist.title}
      </h2>
      <p className="mt-4 text-lead text-white/85">{reserve.waitlist.text}</p>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold">
        <Icon name="clock" size={20} />
        {` ${replyPromiseText(replyPromise)}`}
      </p>
    </LeadFormSection>
  );
}
