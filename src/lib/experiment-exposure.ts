import { EXPERIMENT_ID_MAX, EXPERIMENT_ID_PATTERN, MAX_EXPERIMENT_ASSIGNMENTS, type ExperimentAssignments } from "../../supabase/functions/_shared/experiment-fields";
import { EVENT_PREFIX, PARAMETER_VALUE_MAX_LENGTH } from "./analytics-vocabulary";
import { EXPERIMENT_SEEN_KEY } from "./experiment-records";

/**
 * What a visitor was shown, for the lead they send later: each time a page
 * shows an enrolled visitor a variant (the exposure the head script pushes),
 * the script records it in localStorage under EXPERIMENT_SEEN_KEY as
 * { "<experiment>": ["<variant>", "<last day>"] }. Only an enrolled visitor
 * (analytics_storage granted) has a record; the lead form reads it back with
 * shownAssignments and sends it with the lead and its lead_sent.
 */
export { EXPERIMENT_SEEN_KEY } from "./experiment-records";

/** The tool's name in exp_variant_string ("<tool>-<experiment>-<variant>", GA4's form): the site's event prefix. */
export const EXPERIMENT_TOOL = EVENT_PREFIX;

/** GA4's form for a third-party experiment exposure: "<tool>-<experiment id>-<variant id>". */
export function variantString(experimentId: string, variantId: string): string {
  return `${EXPERIMENT_TOOL}-${experimentId}-${variantId}`;
}

/** A lead's assignments as one GA4 parameter: variant strings joined by commas, whole ones only, within GA4's cap. */
export function variantStrings(assignments: ExperimentAssignments): string {
  let joined = "";
  for (const [experiment, variant] of Object.entries(assignments)) {
    const next = joined ? `${joined},${variantString(experiment, variant)}` : variantString(experiment, variant);
    if (next.length > PARAMETER_VALUE_MAX_LENGTH) break;
    joined = next;
  }
  return joined;
}

/** What the checks of the exposure names read of an experiment file. */
export interface NamedExperiment {
  slug: string;
  variants: readonly { id: string }[];
  start: string;
  end: string;
  status: string;
}

/**
 * Problems with GA4's names of the experiments' variants, across every
 * experiment file: two variants named alike (GA4 would count them as one),
 * and experiments that can be live together (their dates overlap, not drafts,
 * not ended before `today`) whose longest names joined would pass GA4's
 * limit of a parameter value: lead_sent carries them all in one parameter,
 * and a lead must never lose one. A visitor's record keeps an assignment
 * until the experiment's end day, so a stopped experiment still counts.
 */
export function variantStringProblems(experiments: readonly NamedExperiment[], today: string): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const experiment of experiments) {
    for (const variant of experiment.variants) {
      const name = variantString(experiment.slug, variant.id);
      const owner = owners.get(name);
      const here = `${experiment.slug}/${variant.id}`;
      if (owner && owner !== here) problems.push(`GA4 would name two variants "${name}" (${owner} and ${here}): rename one of the variants`);
      else owners.set(name, here);
    }
  }
  const live = experiments.filter((experiment) => experiment.status !== "draft" && experiment.end >= today);
  const longest = (experiment: NamedExperiment) => Math.max(...experiment.variants.map((variant) => variantString(experiment.slug, variant.id).length));
  const reported = new Set<string>();
  for (const day of [...new Set(live.map((experiment) => (experiment.start > today ? experiment.start : today)))].sort()) {
    const together = live.filter((experiment) => experiment.start <= day && day <= experiment.end);
    const length = together.reduce((sum, experiment) => sum + longest(experiment), 0) + together.length - 1;
    const names = together.map((experiment) => experiment.slug).sort().join(", ");
    if (length > PARAMETER_VALUE_MAX_LENGTH && !reported.has(names)) {
      reported.add(names);
      problems.push(
        `The experiments ${names} run together on ${day}: a lead's exp_variant_string could reach ${length} characters, more than GA4 keeps (${PARAMETER_VALUE_MAX_LENGTH}). Shorten their ids or their variants' ids, or let them run one after another`,
      );
    }
  }
  return problems;
}

const isId = (value: unknown): value is string => typeof value === "string" && value.length <= EXPERIMENT_ID_MAX && EXPERIMENT_ID_PATTERN.test(value);

/**
 * The variants the visitor was shown in experiments that have not ended by
 * `today` (YYYY-MM-DD): entries of another shape are skipped, so a stale or
 * edited record never gets a lead refused; at most as many as a lead carries.
 */
export function shownAssignments(storage: Pick<Storage, "getItem"> | null, today: string): ExperimentAssignments {
  let record: unknown;
  try {
    record = JSON.parse(storage?.getItem(EXPERIMENT_SEEN_KEY) ?? "null");
  } catch {
    return {};
  }
  if (!record || typeof record !== "object" || Array.isArray(record)) return {};
  const shown: ExperimentAssignments = {};
  for (const [experiment, entry] of Object.entries(record)) {
    if (Object.keys(shown).length === MAX_EXPERIMENT_ASSIGNMENTS) break;
    if (!isId(experiment) || !Array.isArray(entry) || !isId(entry[0]) || typeof entry[1] !== "string" || entry[1] < today) continue;
    shown[experiment] = entry[0];
  }
  return shown;
}

/**
 * The assignments a lead sends: the variants shown in experiments running on
 * `now`'s day, only while the stored consent grants analytics_storage (the
 * function also keeps them only then); null when there are none or the
 * browser's storage cannot be read.
 */
export function leadExperiments(consent: { analytics_storage: string } | null, storage: () => Pick<Storage, "getItem">, now: Date): ExperimentAssignments | null {
  if (consent?.analytics_storage !== "granted") return null;
  let shown: ExperimentAssignments;
  try {
    shown = shownAssignments(storage(), now.toISOString().slice(0, 10));
  } catch {
    return null;
  }
  return Object.keys(shown).length > 0 ? shown : null;
}
