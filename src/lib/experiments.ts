import { z } from "zod";
import { EXPERIMENT_ID_MAX, EXPERIMENT_ID_PATTERN } from "../../supabase/functions/_shared/experiment-fields";
import { CAMPAIGN_BLOCKS, CAMPAIGN_BLOCK_TYPES, isWholeBlockTest } from "./campaign-blocks";
import { effectiveStatus, experimentProblems, isoDay } from "./experiment-rules";

export { effectiveStatus, isoDay };

/**
 * Experiments as content (content/experiments/<id>.json): which page and which
 * fields of which block are under test, two to four variants, the split, the
 * dates and a status. The first variant is the control: it has no content of
 * its own, it is the page's content as it is. An experiment tests either
 * texts of a block (each variant gives one text per field) or, with no
 * fields named, the whole block (each variant is a block of its own). The build reads these files
 * through `experimentsForBuild`, which settles what a status means on the day
 * of the build (a running experiment past its end stops by itself).
 */

export const EXPERIMENT_STATUSES = ["draft", "running", "stopped", "winner chosen"] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** Folder of the experiment files under content/. */
export const EXPERIMENTS_FOLDER = "experiments";

const ID = EXPERIMENT_ID_PATTERN;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

const variantSchema = z.object({
  id: z.string().regex(ID, "lower-case letters, digits and single hyphens").max(EXPERIMENT_ID_MAX),
  name: z.string().min(1),
  /** The tested fields' text in this variant; the control has none (it is the page as it is). */
  content: z.array(z.object({ field: z.string().min(1), text: z.string().min(1) })).optional(),
  /** In a test of a whole block, the block this variant shows instead (a list of one, as the CMS's block list saves it). */
  block: z.array(z.record(z.string(), z.unknown())).optional(),
});

export const experimentSchema = z
  .object({
    /** The experiment's id in pushes, cookies and reports (named slug because Gatsby reserves id); also its file name. */
    slug: z.string().regex(ID, "lower-case letters, digits and single hyphens").max(EXPERIMENT_ID_MAX),
    name: z.string().min(1),
    /** Paths of the pages under test, e.g. "/". */
    pages: z.array(z.string().startsWith("/")).min(1),
    /** The block of those pages and its fields under test, e.g. { block: "hero", fields: ["title", "intro"] }; no fields: the whole block. */
    target: z.object({ block: z.string().min(1), fields: z.array(z.string().min(1)).default([]) }),
    variants: z.array(variantSchema).min(2).max(4),
    /** Percentage of enrolled visitors per variant, in the order of `variants`; sums to 100. */
    split: z.array(z.number().int().min(0).max(100)),
    start: isoDate,
    end: isoDate,
    status: z.enum(EXPERIMENT_STATUSES),
    /** The chosen variant's id, when status is "winner chosen". */
    winner: z.string().optional(),
  })
  // The rules across fields are the CMS's Publish check too (./experiment-rules.ts).
  .superRefine((experiment, context) => {
    for (const problem of experimentProblems(experiment)) context.addIssue({ code: "custom", message: problem.message, path: problem.path });
  });

export type Experiment = z.infer<typeof experimentSchema>;

/** The texts a page offers to experiments: per block, the fields it draws as text (and has a value for). */
export type ExperimentTexts = Readonly<Record<string, readonly string[]>>;

/** The home page's texts under test: its hero's title and intro (src/components/home/HomeHero.tsx). */
export const HOME_EXPERIMENT_TEXTS: ExperimentTexts = { hero: ["title", "intro"] };

/**
 * Every block and field an experiment may name, for the CMS's choices: the
 * home page's, and the text fields of each landing-page block
 * (src/lib/campaign-blocks.ts). Whether the page under test has that block
 * and text is checked as the page is built (experimentsForPage).
 */
export const EXPERIMENT_TARGET_BLOCKS = [...new Set([...Object.keys(HOME_EXPERIMENT_TEXTS), ...CAMPAIGN_BLOCK_TYPES])];
export const EXPERIMENT_TARGET_FIELDS = [...new Set([...Object.values(HOME_EXPERIMENT_TEXTS).flat(), ...CAMPAIGN_BLOCK_TYPES.flatMap((type) => CAMPAIGN_BLOCKS[type].texts)])];

/** Why `page` cannot run `experiment` (it lacks the block, or the block lacks a text under test), or null. */
export function targetProblem(experiment: Pick<Experiment, "slug" | "target">, page: string, texts: ExperimentTexts): string | null {
  const { block, fields } = experiment.target;
  const offered = texts[block];
  if (!offered) return `Experiment ${experiment.slug} tests the block ${block}, which ${page} does not have (it has: ${Object.keys(texts).join(", ") || "none"})`;
  const missing = fields.filter((field) => !offered.includes(field));
  if (missing.length > 0) return `Experiment ${experiment.slug} tests ${missing.map((field) => `${block}.${field}`).join(", ")}, which ${page} does not show as text (it can test: ${offered.join(", ")})`;
  return null;
}


/** A variant's texts by field name. */
function contentOf(entries: readonly { field: string; text: string }[]): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.field, entry.text]));
}

/** A running experiment as the page needs it: the test's identity, the split, and each variant's text or block. */
export interface RunningExperiment {
  id: string;
  block: string;
  /** the texts under test; none when the whole block is */
  fields: string[];
  variants: { id: string; content?: Record<string, string>; block?: Readonly<Record<string, unknown>> }[];
  split: number[];
  /** The last day of assignment, for the cookie's lifetime. */
  end: string;
}

/** A winner's text, to replace the page's content of the block's fields; or the block to show instead of the page's. */
export interface ChosenWinner {
  block: string;
  content: Record<string, string>;
  replacement?: Readonly<Record<string, unknown>>;
}

export interface PageExperiments {
  running: RunningExperiment[];
  winners: ChosenWinner[];
}

/**
 * The experiments a page has on `today`. Drafts, stopped experiments and a
 * winning control leave no trace; a winning variant becomes the content.
 * Two running experiments on one block's same field would fight over it, so
 * the build refuses them; so it does an experiment, running or won, on a
 * block or text the page does not have (`texts`), which would silently test
 * nothing.
 */
export function experimentsForPage(experiments: readonly Experiment[], page: string, today: string, texts: ExperimentTexts): PageExperiments {
  const running: RunningExperiment[] = [];
  const winners: ChosenWinner[] = [];
  const claimed = new Map<string, string>();
  for (const experiment of experiments.filter((candidate) => candidate.pages.includes(page))) {
    const status = effectiveStatus(experiment, today);
    if (status === "running" || status === "winner chosen") {
      const problem = targetProblem(experiment, page, texts);
      if (problem) throw new Error(problem);
    }
    if (status === "winner chosen") {
      const winner = experiment.variants.find((variant) => variant.id === experiment.winner);
      if (winner?.content) winners.push({ block: experiment.target.block, content: contentOf(winner.content) });
      if (winner?.block) winners.push({ block: experiment.target.block, content: {}, replacement: winner.block[0] });
    }
    if (status !== "running") continue;
    // A whole block claims every text of it.
    const block = experiment.target.block;
    for (const key of isWholeBlockTest(experiment.target) ? [`${block}.*`] : experiment.target.fields.map((field) => `${block}.${field}`)) {
      const other = [...claimed].find(([claim]) => claim === key || claim === `${block}.*` || (key === `${block}.*` && claim.startsWith(`${block}.`)));
      if (other) throw new Error(`Experiments ${other[1]} and ${experiment.slug} both test ${key} on ${page}`);
      claimed.set(key, experiment.slug);
    }
    running.push({
      id: experiment.slug,
      block: experiment.target.block,
      fields: experiment.target.fields,
      variants: experiment.variants.map(({ id, content, block: swapped }) => (content ? { id, content: contentOf(content) } : swapped ? { id, block: swapped[0] } : { id })),
      split: experiment.split,
      end: experiment.end,
    });
  }
  return { running, winners };
}

/** `block`'s content with every chosen winner's text in place of the page's. */
export function withWinners<T extends Record<string, unknown>>(block: string, content: T, winners: readonly ChosenWinner[]): T {
  return winners.filter((winner) => winner.block === block).reduce((merged, winner) => ({ ...merged, ...winner.content }), content);
}

/** Parses one experiment file, naming the file in the error. */
export function parseExperiment(value: unknown, file: string): Experiment {
  const result = experimentSchema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; ")}`);
  return result.data;
}

/** GraphQL's nulls (a control's content, an unset winner) as absent fields, the form the schema reads. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null).map(([key, field]) => [key, withoutNulls(field)]));
  return value;
}

/** A page's experiments from its query's Experiment nodes and the build's date (gatsby/build-date.ts). */
export function pageExperimentsFromNodes(nodes: readonly unknown[], buildDate: string, page: string, texts: ExperimentTexts): PageExperiments {
  const experiments = nodes.map((node, index) => parseExperiment(withoutNulls(node), `content/${EXPERIMENTS_FOLDER} entry ${index + 1}`));
  return experimentsForPage(experiments, page, isoDay(new Date(buildDate)), texts);
}
