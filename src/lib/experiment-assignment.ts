import { COOKIE_PATTERN } from "./consent";
import { CONSENT_SIGNALS } from "./consent-vocabulary";
import { isWholeBlockTest } from "./campaign-blocks";
import type { RunningExperiment } from "./experiments";
import { EVENT_NAME, NOT_APPLICABLE } from "./analytics-vocabulary";
import { EXPERIMENT_TOOL } from "./experiment-exposure";
import { EXPERIMENT_COOKIE, EXPERIMENT_SEEN_KEY } from "./experiment-records";

/**
 * Which variant a visitor sees, decided by the inline head script before the
 * body is parsed, so the page never shows another variant first:
 * - only with analytics_storage granted in the stored consent choice, and
 *   never for a crawler (both get the control and nothing is stored);
 * - a random visitor id kept in a first-party cookie until the page's
 *   experiments end; the variant is a hash of the experiment's id and the
 *   visitor id into 100 buckets laid out by the split, so it stays the same
 *   across reloads without storing the variant itself;
 * - the assignments go on <html> as EXPERIMENTS_ATTRIBUTE ("<experiment>.<variant>"
 *   words), which the page's CSS reads to show the assigned variant's markup;
 * - once per page view in which the variant is shown (when the document is
 *   parsed; for a prerendered page at its activation, never while it is
 *   prerendered; again when the back/forward cache restores it), one
 *   experience_impression per experiment is pushed, GA4's event for a
 *   third-party experiment's exposure, and the variant is recorded for the
 *   lead the visitor may send (src/lib/experiment-exposure.ts), as long as
 *   the consent and the visitor id the variant was assigned with are still
 *   stored: withdrawing analytics consent (which removes the id) before a
 *   prerendered page is opened, or before a page comes back from the
 *   back/forward cache, leaves that view unpushed and unrecorded.
 * assignVariant is the same rule in TypeScript; a unit test runs the script
 * against it.
 */

/** First-party cookie with the visitor's random id (16 hex digits). */
export { EXPERIMENT_COOKIE } from "./experiment-records";
/** Set on <html> by the head script: the page view's assignments, "<experiment>.<variant>" separated by spaces. */
export const EXPERIMENTS_ATTRIBUTE = "data-experiments";
/** Buckets a visitor id is hashed into; a split is in percent, one bucket each. */
const BUCKETS = 100;

/** User agents of search engines, link previews and other robots: they are never enrolled. */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse/i;

const VISITOR_ID = /^[0-9a-f]{16}$/;

/**
 * FNV-1a over the string's UTF-16 code units, then murmur3's finaliser so
 * that ids differing in one character spread over every bucket.
 */
export function hash32(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The visitor's bucket (0–99) in one experiment. */
export function bucketOf(experimentId: string, visitorId: string): number {
  return hash32(`${experimentId}:${visitorId}`) % BUCKETS;
}

/** The variant a visitor is assigned in an experiment. */
export function assignVariant(experiment: { id: string; variants: readonly { id: string }[]; split: readonly number[] }, visitorId: string): string {
  const bucket = bucketOf(experiment.id, visitorId);
  let upTo = 0;
  for (let i = 0; i < experiment.variants.length; i++) {
    upTo += experiment.split[i];
    if (bucket < upTo) return experiment.variants[i].id;
  }
  return experiment.variants[0].id;
}

export function isVisitorId(value: string): boolean {
  return VISITOR_ID.test(value);
}

/** The cookie's expiry: the end of the last day of the page's last-ending experiment (UTC). */
export function cookieExpiry(experiments: readonly Pick<RunningExperiment, "end">[]): string {
  const last = experiments.reduce((latest, experiment) => (experiment.end > latest ? experiment.end : latest), "");
  const after = new Date(`${last}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return after.toUTCString();
}

/**
 * The head script of a page with running experiments (null without any, so
 * such a page stays exactly as it was). Its text depends only on the page's
 * experiments, so the CSP hashes it like the page's other inline scripts.
 */
export function experimentHeadScript(experiments: readonly RunningExperiment[]): string | null {
  if (experiments.length === 0) return null;
  const analytics = CONSENT_SIGNALS.indexOf("analytics_storage");
  const tests = experiments.map((experiment) => [experiment.id, experiment.variants.map((variant) => variant.id), experiment.split, experiment.end]);
  const escape = (pattern: RegExp) => pattern.source.replace(/\//g, "\\/");
  return (
    // o(): analytics consent is stored now; y(): the visitor id stored now.
    `(function(){var d=document,w=window;function o(){var m=d.cookie.match(/${escape(COOKIE_PATTERN)}/);return m&&m[1][${analytics}]=="g"}` +
    `function y(){return(d.cookie.match(/(?:^|;\\s*)${EXPERIMENT_COOKIE}=([0-9a-f]{16})(?:;|$)/)||[])[1]}` +
    `if(!o()||/${escape(CRAWLER_PATTERN)}/i.test(navigator.userAgent))return;` +
    `var v=y(),a=[],b=[],x=${JSON.stringify(tests)},i,j,h,k,u;` +
    `if(!v){v="";for(i=0;i<16;i++)v+=(crypto.getRandomValues(new Uint8Array(1))[0]&15).toString(16);` +
    `document.cookie="${EXPERIMENT_COOKIE}="+v+"; Expires=${cookieExpiry(experiments)}; Path=/; SameSite=Lax"+(location.protocol=="https:"?"; Secure":"")}` +
    `for(i=0;i<x.length;i++){k=x[i][0]+":"+v;h=0x811c9dc5;for(j=0;j<k.length;j++)h=Math.imul(h^k.charCodeAt(j),0x01000193);` +
    `h=Math.imul(h^h>>>16,0x85ebca6b);h=Math.imul(h^h>>>13,0xc2b2ae35);h=((h^h>>>16)>>>0)%${BUCKETS};` +
    `for(u=0,j=0;j<x[i][1].length-1;j++){u+=x[i][2][j];if(h<u)break}a.push(x[i][0]+"."+x[i][1][j]);b.push([x[i][0],x[i][1][j],x[i][3]])}` +
    `d.documentElement.setAttribute("${EXPERIMENTS_ATTRIBUTE}",a.join(" "));` +
    // The exposure: pushed and recorded once the variant is shown, while the consent and the visitor id it was assigned with are still stored
    // (a page prerendered, or kept in the back/forward cache, before the visitor withdrew analytics consent pushes and records nothing).
    `function p(){if(!o()||y()!=v)return;var l=w.dataLayer=w.dataLayer||[],s,n,e;try{s=JSON.parse(localStorage.getItem("${EXPERIMENT_SEEN_KEY}"));if(s.constructor!=Object)s={}}catch(r){s={}}` +
    `for(n=0;n<b.length;n++){e=b[n];l.push({event:"${EVENT_NAME}",event_name:"experience_impression",event_detail:e[0],event_text:e[1],component_name:"${NOT_APPLICABLE}",exp_variant_string:"${EXPERIMENT_TOOL}-"+e[0]+"-"+e[1]});s[e[0]]=[e[1],e[2]]}` +
    `try{localStorage.setItem("${EXPERIMENT_SEEN_KEY}",JSON.stringify(s))}catch(r){}}` +
    `function q(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",p):p()}` +
    `d.prerendering?d.addEventListener("prerenderingchange",q,{once:!0}):q();w.addEventListener("pageshow",function(r){r.persisted&&p()})})();`
  );
}

/** The assignments EXPERIMENTS_ATTRIBUTE holds, as { experiment, variant } pairs (none when it is absent or malformed). */
export function readAssignments(attribute: string | null): { experiment: string; variant: string }[] {
  return (attribute ?? "")
    .split(" ")
    .map((word) => /^([a-z0-9-]+)\.([a-z0-9-]+)$/.exec(word))
    .flatMap((match) => (match ? [{ experiment: match[1], variant: match[2] }] : []));
}

/** Where a variant's markup is: data-xp names the experiment, data-xv the variant. */
export const EXPERIMENT_MARKUP = { experiment: "data-xp", variant: "data-xv" } as const;

/**
 * The page's rules that show the assigned variant: every variant but the
 * control is rendered `hidden` (not shown, announced or laid out), and an
 * assignment on <html> hides the control and shows its own markup instead.
 * Texts are inline, so they are shown as inline boxes; a whole block's
 * wrapper adds no box of its own (display: contents), as the page's blocks'.
 */
export function experimentStyle(experiments: readonly RunningExperiment[]): string | null {
  if (experiments.length === 0) return null;
  const { experiment: xp, variant: xv } = EXPERIMENT_MARKUP;
  return experiments
    .flatMap((experiment) =>
      experiment.variants.slice(1).map((variant) => {
        const assigned = `html[${EXPERIMENTS_ATTRIBUTE}~="${experiment.id}.${variant.id}"]`;
        const display = isWholeBlockTest(experiment) ? "contents" : "inline";
        return `${assigned} [${xp}="${experiment.id}"]{display:none}${assigned} [${xp}="${experiment.id}"][${xv}="${variant.id}"]{display:${display}}`;
      }),
    )
    .join("");
}
