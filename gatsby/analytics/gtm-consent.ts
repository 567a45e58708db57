import { PAGE_EVENT_NAME } from "../../src/lib/analytics";
import { CONSENT_EVENT_NAME } from "../../src/lib/consent";
import { GTM_EVENT_ID_KEY } from "../../src/lib/analytics-schema";

/**
 * The body of the GTM Custom JavaScript variable that decides whether a
 * consent event must count the page view GTM blocked earlier on the page.
 *
 * GTM blocks a tag whose consent is denied when its trigger fires and never
 * runs it again. On a first visit the page view is pushed before the visitor
 * answers the banner, so "Accept all" has to count it, once. Reading the
 * dataLayer in order (GTM processes it in that order) the variable replays
 * the analytics_storage state through the consent commands and answers
 * true only on the consent event whose own update turned analytics_storage
 * from denied to granted while the latest page view was still uncounted.
 * So a page view counted at load (consent stored, or given before the view
 * was pushed) is never counted a second time, whatever the visitor clicks.
 *
 * "This consent event" is the last one GTM has stamped with its event id
 * (later pushes waiting in the queue are not stamped yet), or the last one
 * when GTM stamps none. ES5, as GTM's Custom JavaScript variables require.
 */
export function pageViewCountsAfterConsentJs(): string {
  return `function() {
  var layer = window.dataLayer || [];
  var consentEvent = ${JSON.stringify(CONSENT_EVENT_NAME)};
  var pageEvent = ${JSON.stringify(PAGE_EVENT_NAME)};
  var stampKey = ${JSON.stringify(GTM_EVENT_ID_KEY)};
  var end = -1, lastStamped = -1, i, entry, state;
  for (i = 0; i < layer.length; i++) {
    entry = layer[i];
    if (entry && entry.event === consentEvent) {
      end = i;
      if (entry[stampKey] !== undefined) lastStamped = i;
    }
  }
  if (lastStamped >= 0) end = lastStamped;
  var granted = false, waiting = false, counts = false;
  for (i = 0; i <= end; i++) {
    entry = layer[i];
    if (!entry) continue;
    state = entry[0] === "consent" && entry[2] ? entry[2].analytics_storage : undefined;
    if (state === "granted" || state === "denied") {
      counts = waiting && !granted && state === "granted";
      granted = state === "granted";
      if (granted) waiting = false;
    } else if (entry.event === pageEvent) {
      waiting = !granted;
    }
  }
  return counts;
}`;
}
