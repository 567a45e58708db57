/**
 * How long the site keeps what a visitor sends, and how long a request about
 * that data may wait for an answer. The retention job (a pg_cron schedule),
 * the operator's data-rights commands and the privacy notice all read these,
 * so the notice cannot promise what the database does not do.
 */

/** A lead (and its delivery rows) is deleted this many days after it arrived: two years of a B2B sales cycle. */
export const LEAD_RETENTION_DAYS = 730;

/** A request to see, export or erase one's data is answered within this many days. */
export const DATA_REQUEST_REPLY_DAYS = 30;
