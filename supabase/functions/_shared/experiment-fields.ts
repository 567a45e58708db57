/**
 * The shape of a lead's experiment assignments (experiment id → variant id):
 * one source for the experiments' content schema (src/lib/experiments.ts), the
 * page's record of what a visitor was shown, and the function's validation
 * (contact-schema.ts). Constants only, no imports, so Deno and the browser
 * bundles both load it.
 */

/** An experiment's or a variant's id: lower-case letters and digits in words joined by single hyphens. */
export const EXPERIMENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A variant's id: lower-case letters and digits, no hyphen. GA4's name of an
 * exposure, "<tool>-<experiment id>-<variant id>", joins the ids with
 * hyphens, and an experiment's id may hold hyphens: the variant is the part
 * after the last one, so each name reads one way and no two collide.
 */
export const VARIANT_ID_PATTERN = /^[a-z0-9]+$/;
/** The separator of GA4's exposure name, "<tool>-<experiment id>-<variant id>". */
export const VARIANT_STRING_SEPARATOR = "-";
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
