/**
 * The shape of a lead's experiment assignments (experiment id → variant id):
 * one source for the experiments' content schema (src/lib/experiments.ts), the
 * page's record of what a visitor was shown, and the function's validation
 * (contact-schema.ts). Constants only, no imports, so Deno and the browser
 * bundles both load it.
 */

/** An experiment's or a variant's id: lower-case letters and digits in words joined by single hyphens. */
export const EXPERIMENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest id of an experiment or a variant. */
export const EXPERIMENT_ID_MAX = 40;
/**
 * Most assignments one lead carries: a page tests at most one part per
 * field, and a visitor rarely sees more than a few tests before a lead.
 */
export const MAX_EXPERIMENT_ASSIGNMENTS = 10;
/**
 * The database's cap of a stored assignments object (octet_length of its
 * jsonb text); the CHECK in the *_lead_experiments.sql migration repeats it
 * and a Deno test stores the largest assignments the caps above allow.
 */
export const EXPERIMENTS_MAX_BYTES = 1024;

/** A lead's assignments: experiment id → the variant the visitor was shown. */
export type ExperimentAssignments = Record<string, string>;
