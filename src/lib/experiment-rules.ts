import { VARIANT_ID_PATTERN, VARIANT_STRING_SEPARATOR } from "../../supabase/functions/_shared/experiment-fields";
import { WHOLE_BLOCK_TYPES, campaignBlockTypeOf, isWholeBlockTest, isWholeBlockType } from "./campaign-blocks";

/**
 * The rules across an experiment's fields, in a marketer's words: the shares,
 * the dates, the control, each variant's texts or block, the winner. Plain
 * code without zod, so that the build (the zod schema of ./experiments.ts
 * refines with it) and the CMS's Publish check (./content-rules.ts, in the
 * CMS's script) apply the same function.
 */

/** What the rules read of an experiment: any shape, as a half-filled CMS entry may have. */
export interface ExperimentDraft {
  target?: { block?: string; fields?: readonly string[] | null } | null;
  variants?: readonly { id?: string; content?: readonly { field?: string }[] | null; block?: readonly Readonly<Record<string, unknown>>[] | null }[] | null;
  split?: readonly number[] | null;
  start?: string | null;
  end?: string | null;
  status?: string | null;
  winner?: string | null;
}

/** One problem: the field at fault (its path in the entry) and what to do, in words. */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

/** The statuses that show a winner's content. */
export const WINNER_STATUS = "winner chosen";

/** A date's day in UTC, YYYY-MM-DD: the "today" an experiment's dates are compared with. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * What an experiment's status means on `today`: a running experiment assigns
 * visitors from its start to its end day inclusive; after the end it is
 * stopped, before the start it waits like a draft.
 */
export function effectiveStatus<Status extends string>(experiment: { status: Status; start: string; end: string }, today: string): Status | "draft" | "stopped" {
  if (experiment.status !== "running") return experiment.status;
  if (today > experiment.end) return "stopped";
  if (today < experiment.start) return "draft";
  return "running" as Status;
}

/**
 * Why a variant's id is refused, in a marketer's words with the fix: GA4
 * names an exposure "SWC-<experiment id>-<variant id>" and reads the variant
 * after the last hyphen, so a hyphen inside a variant's id would make two
 * tests' names alike.
 */
function variantIdProblem(name: string, id: string): string {
  const fix = id.toLowerCase().replace(/[^a-z0-9]/g, "") || "b";
  const reason = id.includes(VARIANT_STRING_SEPARATOR) ? `a hyphen in a variant's id makes GA4's name of the test ("SWC-<test>-${id}") read two ways` : "use lower-case letters and digits only";
  return `${name}: ${reason}; write the id without hyphens or other signs, such as ${fix}`;
}

/** Every problem across the experiment's fields, or none. */
export function experimentProblems(experiment: ExperimentDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const issue = (message: string, path: (string | number)[]) => problems.push({ message, path });
  const variants = experiment.variants ?? [];
  const ids = variants.map((variant) => variant.id ?? "");
  const split = experiment.split ?? [];
  if (new Set(ids).size !== ids.length) issue("Variants: give each variant its own id", ["variants"]);
  if (split.length !== variants.length) issue(`Split: give one share per variant (${variants.length} variants, ${split.length} shares)`, ["split"]);
  else if (split.reduce((sum, share) => sum + share, 0) !== 100) issue("Split: the shares must add up to 100", ["split"]);
  if (experiment.start && experiment.end && experiment.end < experiment.start) issue("End: the end comes before the start; choose a day on or after it", ["end"]);
  const target = { block: experiment.target?.block ?? "", fields: [...(experiment.target?.fields ?? [])] };
  const whole = isWholeBlockTest(target);
  if (whole && !isWholeBlockType(target.block)) issue(`Target fields: name the texts under test: a whole ${target.block} block cannot be swapped (whole blocks: ${WHOLE_BLOCK_TYPES.join(", ")})`, ["target", "fields"]);
  variants.forEach((variant, index) => {
    const name = `Variant ${index + 1} (${variant.id || "no id"})`;
    const id = variant.id ?? "";
    if (id && !VARIANT_ID_PATTERN.test(id)) issue(variantIdProblem(name, id), ["variants", index, "id"]);
    if (index === 0) {
      if (variant.content || variant.block) issue(`${name}: the control is the page as it is; remove its texts and block`, ["variants", 0]);
      return;
    }
    if (whole) {
      const type = variant.block?.length === 1 ? campaignBlockTypeOf(variant.block[0]) : null;
      if (!isWholeBlockType(type)) issue(`${name}: give one block to show instead, of one of the types ${WHOLE_BLOCK_TYPES.join(", ")}`, ["variants", index, "block"]);
      if (variant.content) issue(`${name}: a test of the whole block gives a block, not texts`, ["variants", index, "content"]);
      return;
    }
    if (variant.block) issue(`${name}: a test of texts gives texts, not a block`, ["variants", index, "block"]);
    const fields = (variant.content ?? []).map((entry) => entry.field ?? "").sort();
    if (fields.join() !== [...target.fields].sort().join()) issue(`${name}: give exactly one text for each field under test: ${target.fields.join(", ")}`, ["variants", index, "content"]);
  });
  // An empty winner names no variant, even beside a variant whose id is still empty.
  const winner = experiment.winner ?? "";
  if (experiment.status === WINNER_STATUS && !(winner && ids.includes(winner))) {
    const given = winner ? `"${winner}" is not one of the variants; ` : "";
    issue(`Winner: ${given}choose the winning variant, one of ${ids.filter(Boolean).join(", ")} (or set the status to running or stopped)`, ["winner"]);
  }
  return problems;
}
