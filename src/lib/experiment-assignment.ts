import { isWholeBlockTest } from "./campaign-blocks";
import type { RunningExperiment } from "./experiments";

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
 * The head script (src/head-scripts/experiment-assignment.ts) runs
 * assignVariant itself.
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

/** Marks the JSON element with a page's experiments; the assignment script follows it. */
export const EXPERIMENT_DATA_ATTRIBUTE = "data-experiments-head";

/** What a page's experiment head script (src/head-scripts/experiment-assignment.ts) is given: the experiments and when the visitor id expires. */
export interface ExperimentHeadData {
  experiments: { id: string; variants: { id: string }[]; split: number[]; end: string }[];
  cookieExpiry: string;
}

/**
 * The head script's data for a page with running experiments (null without
 * any, so such a page stays exactly as it was). It is JSON in an element
 * before the script, so the script's text is the same on every page and the
 * CSP hashes it like the page's other inline scripts.
 */
export function experimentHeadData(experiments: readonly RunningExperiment[]): ExperimentHeadData | null {
  if (experiments.length === 0) return null;
  return {
    experiments: experiments.map(({ id, variants, split, end }) => ({ id, variants: variants.map((variant) => ({ id: variant.id })), split, end })),
    cookieExpiry: cookieExpiry(experiments),
  };
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
