/**
 * Whether a campaign page is up at a given moment. A page may carry a
 * `publishAt` and an `expireAt` date (a day, "2026-03-01", or a moment): before
 * the first there is no page at its address; from the second on, the address
 * sends the visitor to the page the marketer chose (`expiredRedirect`), since
 * ads often keep running after a campaign ends. A day counts from its start in
 * the site's time zone, as articles' dates do. The build decides (it runs
 * daily), so a page appears and goes on the first build after its date.
 */
import { publicationTime } from "./insight-publication";

export type CampaignState = "scheduled" | "live" | "expired";

export interface CampaignDates {
  publishAt?: string | Date | null;
  expireAt?: string | Date | null;
}

export function campaignState({ publishAt, expireAt }: CampaignDates, now: Date, timeZone = "UTC"): CampaignState {
  const at = now.getTime();
  if (expireAt && publicationTime(expireAt, timeZone) <= at) return "expired";
  if (publishAt && publicationTime(publishAt, timeZone) > at) return "scheduled";
  return "live";
}

/** Why the dates cannot work, in words, or null. */
export function campaignDatesProblem({ publishAt, expireAt }: CampaignDates, timeZone = "UTC"): string | null {
  if (publishAt && expireAt && publicationTime(expireAt, timeZone) <= publicationTime(publishAt, timeZone)) {
    return "The end date comes before the start date: the page would never be up.";
  }
  return null;
}
