/**
 * Workshop sessions are data with dates, compared with the date of the build
 * that publishes them: a session whose end has passed is never announced as
 * upcoming, and with none upcoming the page says the next dates are to be
 * announced and offers the waitlist instead of a seat.
 */
/** `time` is the time of day as shown, with the venue's zone; the dates are ISO 8601 with the venue's offset. */
export type WorkshopSession = Queries.WorkshopSession;

export interface SessionSchedule<S extends WorkshopSession> {
  /** sessions that have not ended at `now`, soonest first */
  upcoming: S[];
  /** sessions that have ended, most recent first */
  past: S[];
}

function instant(iso: string, field: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new Error(`A workshop session's ${field} is not an ISO 8601 date: "${iso}"`);
  return time;
}

/** Splits sessions into upcoming and past at `now`; a session under way counts as upcoming until it ends. */
export function scheduleSessions<S extends WorkshopSession>(sessions: readonly S[], now: Date): SessionSchedule<S> {
  const at = now.getTime();
  const byStart = sessions
    .map((session) => ({ session, start: instant(session.startDate, "startDate"), end: instant(session.endDate, "endDate") }))
    .sort((a, b) => a.start - b.start);
  return {
    upcoming: byStart.filter(({ end }) => end > at).map(({ session }) => session),
    past: byStart
      .filter(({ end }) => end <= at)
      .map(({ session }) => session)
      .reverse(),
  };
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * The session's date as the venue's calendar shows it ("March 15, 2024"):
 * read from the date part of its ISO start, so it is the same on the server,
 * in any visitor's time zone and on any day the page is viewed.
 */
export function sessionDateLabel(startDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(startDate);
  if (!match) throw new Error(`A workshop session's startDate is not an ISO 8601 date-time: "${startDate}"`);
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
