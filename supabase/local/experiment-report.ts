/**
 * `npm run experiments:report [-- --exposures FILE.csv]`: per experiment
 * (content/experiments/*.json) and variant, the leads stored with that
 * variant, and — given the exposures of each variant, exported from GA4 as
 * CSV (docs/experiments.md, "Reading the result") — the lead rate, the
 * probability to beat the control, the 95 % credible interval of the uplift
 * and a sample-ratio-mismatch warning. Pure functions: Jest tests them against
 * worked examples; supabase/local/lead-commands.ts runs them under Deno.
 */
import type { StoredLead } from "../functions/_shared/lead-store.ts";
import { normalizeEmailForHashing } from "../functions/_shared/hash-email.ts";
import { parseCsv } from "./conversion-export.ts";
import { conversionRate, percentText as percent, probabilityToBeat, sampleRatioMismatch, signedPercentText as signed, upliftInterval, visitorsPerVariant, SRM_P_VALUE } from "../functions/_shared/experiment-stats.ts";

/** What the report needs of an experiment's content file. */
export interface ReportedExperiment {
  slug: string;
  name: string;
  variants: { id: string; name: string }[];
  split: number[];
  start: string;
  end: string;
  status: string;
}

/** The fields of a content/experiments file the report reads, checked enough to name a bad file. */
export function reportedExperiment(value: unknown, file: string): ReportedExperiment {
  const entry = value as Partial<ReportedExperiment> | null;
  const ok =
    entry &&
    typeof entry.slug === "string" &&
    typeof entry.name === "string" &&
    Array.isArray(entry.variants) &&
    entry.variants.every((variant) => typeof variant?.id === "string") &&
    Array.isArray(entry.split) &&
    typeof entry.start === "string" &&
    typeof entry.end === "string" &&
    typeof entry.status === "string";
  if (!ok) throw new Error(`${file} is not an experiment (slug, name, variants, split, start, end, status)`);
  const { slug, name, variants, split, start, end, status } = entry as ReportedExperiment;
  return { slug, name, variants: variants.map(({ id, name: label }) => ({ id, name: String(label ?? id) })), split, start, end, status };
}

/** Exposures per GA4 variant string ("SWC-<experiment>-<variant>"), as the CSV gives them. */
export type ExposureCounts = Map<string, number>;

/** A GA4 export of exposures: the counts, the column they were read from, and the dates it covers when its comment lines say. */
export interface ExposureExport {
  counts: ExposureCounts;
  /** the header of the count column: "Total users" counts each visitor once (GA4's estimate), "Event count" every exposure */
  column: string;
  /** the export's first and last day (YYYY-MM-DD), from its "# 20261128-20270131" line; null when it has none */
  range: { from: string; to: string } | null;
}

/** The count columns the report reads, best first: visitors (GA4's users) before events. */
const COUNT_COLUMNS = [/^total users$/i, /^active users$/i, /^users$/i, /^event count$/i];
/** Whether a count column counts visitors (each once) rather than exposures. */
export const countsVisitors = (column: string) => /users$/i.test(column);

const day = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

/** The export's dates from its comment lines: GA4 writes "# 20261128-20270131" (or "# Start date: 20261128" and "# End date: …"). */
function exportRange(comments: readonly string[]): ExposureExport["range"] {
  for (const line of comments) {
    const span = /(\d{8})\s*-\s*(\d{8})/.exec(line);
    if (span) return { from: day(span[1]), to: day(span[2]) };
  }
  const start = comments.map((line) => /start date:\s*(\d{8})/i.exec(line)?.[1]).find(Boolean);
  const end = comments.map((line) => /end date:\s*(\d{8})/i.exec(line)?.[1]).find(Boolean);
  return start && end ? { from: day(start), to: day(end) } : null;
}

/**
 * A GA4 exploration exported as CSV: "#" comment lines (property, dates), a
 * header row, one row per variant string. The variant column is the one
 * headed "Exp variant string" (the custom dimension's name), the count the
 * one headed "Total users" (or "Active users", "Event count", in that order
 * of preference). Thousands separators are allowed; a total row is skipped.
 */
export function parseExposuresCsv(text: string): ExposureExport {
  const all = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const lines = all.filter((line) => line.trim() !== "" && !line.startsWith("#"));
  const [header, ...rows] = parseCsv(lines.join("\n")).map((fields) => fields.map((value) => value.trim()));
  if (!header) throw new Error("The exposures file has no header row: export the exploration as CSV (docs/experiments.md).");
  const find = (pattern: RegExp) => header.findIndex((name) => pattern.test(name));
  const variantColumn = find(/exp.?variant.?string/i);
  const countColumn = COUNT_COLUMNS.map(find).find((index) => index !== -1) ?? -1;
  if (variantColumn === -1 || countColumn === -1) {
    throw new Error(`The exposures file needs an "Exp variant string" column and a "Total users" (or "Event count") column; its header is: ${header.join(", ")}`);
  }
  const counts: ExposureCounts = new Map();
  for (const row of rows) {
    const variant = row[variantColumn] ?? "";
    if (!/^[A-Za-z0-9]+-[a-z0-9-]+$/.test(variant)) continue; // totals, "(not set)"
    const count = Number((row[countColumn] ?? "").replace(/[,\s]/g, ""));
    if (!Number.isInteger(count) || count < 0) throw new Error(`Not a whole count for ${variant}: "${row[countColumn]}"`);
    counts.set(variant, (counts.get(variant) ?? 0) + count);
  }
  return { counts, column: header[countColumn], range: exportRange(all.filter((line) => line.startsWith("#"))) };
}

export interface VariantRow {
  id: string;
  name: string;
  leads: number;
  /** null without an exposures file */
  exposures: number | null;
  rate: number | null;
  /** null for the control, or without exposures */
  probabilityToBeatControl: number | null;
  uplift: { median: number; low: number; high: number } | null;
}

export interface ExperimentReport {
  experiment: ReportedExperiment;
  variants: VariantRow[];
  /** people (distinct e-mail addresses) counted under a variant id the experiment does not have */
  unknownVariantLeads: number;
  /** leads not counted because their sender was already counted (a second lead from the same e-mail address) */
  repeatLeads: number;
  /** what each number counts and where it comes from, in sentences */
  sources: string[];
  /** why the exposures may not cover the experiment (the export's dates, GA4's retention, a count of events) */
  warnings: string[];
  /** the decision rule, in a sentence */
  rule: string;
  sampleRatio: { chiSquare: number; pValue: number; mismatch: boolean } | null;
  decision: Decision;
}

/**
 * What the numbers allow: "not-enough-data" until every variant has the
 * exposures needed to tell the planned uplift from noise and the test has run
 * its minimum days; "do-not-read" when the counting is broken; then a winner
 * once a variant beats the control with DECIDE_AT probability, "keep-control"
 * once every variant loses to it with that probability, else "keep-running".
 */
export interface Decision {
  verdict: "not-enough-data" | "do-not-read" | "winner" | "keep-control" | "keep-running";
  /** the variant to choose, for "winner" */
  variant: string | null;
  /** the decision in a sentence, as the report and the CMS show it */
  summary: string;
}

/** The probability to beat (or lose to) the control at which a test is decided. */
export const DECIDE_AT = 0.95;
/** The smallest relative uplift a test is planned to detect (docs/experiments.md, "How long a test needs"). */
export const PLANNED_UPLIFT = 0.5;
/** Every weekday in the sample: a test runs at least two full weeks, whatever its counts. */
export const MINIMUM_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The decision rule decide() applies, as the report states it. */
export const DECISION_RULE =
  `Decision rule: no reading until every variant has the exposed visitors needed to tell a +${PLANNED_UPLIFT * 100} % uplift from noise and the test has run ${MINIMUM_DAYS} days; ` +
  `none at all on a sample ratio mismatch (p < ${SRM_P_VALUE}) or with more leads than exposed visitors; ` +
  `then choose a variant with at least ${DECIDE_AT * 100} % probability to beat the control (Beta-binomial, uniform prior), keep the control when every variant loses to it with that probability, ` +
  "else keep running to the end date, and keep the control if still unclear then.";

/** GA4's event-data retention: 2 months by default, 14 at most (Admin → Data retention); explorations read nothing older. */
export const GA4_RETENTION_MONTHS = { default: 2, longest: 14 } as const;

/** The day `months` calendar months before `today` (YYYY-MM-DD). */
function monthsBefore(today: string, months: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/**
 * Why the exposures may not cover the experiment's days (its start to its
 * end or today, whichever is first): the export's dates, GA4's retention
 * (an exploration of data older than the property keeps comes back short),
 * and a count of events rather than visitors.
 */
export function exposureWarnings(experiment: ReportedExperiment, exposures: ExposureExport | null, today: string): string[] {
  if (exposures === null) return [];
  const warnings: string[] = [];
  const last = today < experiment.end ? today : experiment.end;
  const { range } = exposures;
  if (range === null) warnings.push(`The GA4 export does not say its dates: export it with its header lines, for ${experiment.start} to ${last}.`);
  else if (range.from > experiment.start || range.to < last) {
    warnings.push(`The GA4 export covers ${range.from} to ${range.to}, not the experiment's ${experiment.start} to ${last}: export its whole period.`);
  }
  const longest = monthsBefore(today, GA4_RETENTION_MONTHS.longest);
  const usual = monthsBefore(today, GA4_RETENTION_MONTHS.default);
  if (experiment.start < longest) {
    warnings.push(`GA4 keeps event data ${GA4_RETENTION_MONTHS.longest} months at most: the exposures before ${longest} are gone, so an export made now undercounts them.`);
  } else if (experiment.start < usual) {
    warnings.push(
      `The experiment started before ${usual}: GA4 keeps event data ${GA4_RETENTION_MONTHS.default} months unless the property's retention is set to ${GA4_RETENTION_MONTHS.longest} months (docs/analytics.md, GA4 set-up); check it, or the export undercounts.`,
    );
  }
  if (!countsVisitors(exposures.column)) warnings.push(`The exposures are "${exposures.column}" (every page view of a variant), not visitors: export "Total users" so each visitor counts once.`);
  return warnings;
}

/** What each number counts, and where it comes from. */
function reportSources(exposures: ExposureExport | null): string[] {
  const leads = "Leads: people, each counted once by e-mail address (normalised as for hashing), whose lead in the experiment's days named a variant; from the lead database.";
  if (exposures === null) return [leads, "Exposed visitors: none yet; GA4 counts them (the site keeps no count of its own)."];
  const what = countsVisitors(exposures.column) ? `visitors shown each variant, GA4's "${exposures.column}" (an estimate; GA4 may round or withhold small counts)` : `exposures, GA4's "${exposures.column}"`;
  return [leads, `Exposed: ${what}, from the GA4 export of experience_impression by exp_variant_string.`];
}

/** The day after `day` (YYYY-MM-DD), at 00:00 UTC: the end of an experiment's last day. */
function dayAfter(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) + DAY_MS;
}

/** Whole days the experiment has run by the end of `today` (YYYY-MM-DD, UTC), its end day at most. */
export function daysRun(experiment: ReportedExperiment, today: string): number {
  const last = today < experiment.end ? today : experiment.end;
  return Math.max(0, Math.round((dayAfter(last) - Date.parse(`${experiment.start}T00:00:00Z`)) / DAY_MS));
}


/** The decision rule (see Decision) applied to a report's rows. */
export function decide(experiment: ReportedExperiment, variants: readonly VariantRow[], sampleRatio: ExperimentReport["sampleRatio"], today: string): Decision {
  const verdict = (kind: Decision["verdict"], summary: string, variant: string | null = null): Decision => ({ verdict: kind, variant, summary });
  if (sampleRatio === null) return verdict("not-enough-data", "Not enough data yet: no exposures. Add the GA4 export of the experiment's period to read rates and chances.");
  if (sampleRatio.mismatch) return verdict("do-not-read", "Do not read this result: the exposures do not match the split (sample ratio mismatch). Find the cause first.");
  if (variants.some((row) => row.exposures !== null && row.leads > row.exposures)) {
    return verdict("do-not-read", "Do not read this result: more leads than exposed visitors. Export the exposures for the experiment's whole period.");
  }
  const [control, ...others] = variants;
  const controlRate = control.rate ?? 0;
  if (controlRate === 0) return verdict("not-enough-data", "Not enough data yet: the control has no lead, so no rate to compare with.");
  const needed = visitorsPerVariant(controlRate, PLANNED_UPLIFT);
  const fewest = Math.min(...variants.map((row) => row.exposures ?? 0));
  if (fewest < needed) {
    return verdict(
      "not-enough-data",
      `Not enough data yet: each variant needs about ${needed.toLocaleString("en-US")} exposed visitors to tell a +${PLANNED_UPLIFT * 100} % uplift from noise; the fewest so far: ${fewest.toLocaleString("en-US")}.`,
    );
  }
  const days = daysRun(experiment, today);
  if (days < MINIMUM_DAYS) return verdict("not-enough-data", `Not enough data yet: ${days} of at least ${MINIMUM_DAYS} days run (every weekday twice).`);
  const chances = others.map((row) => ({ row, chance: row.probabilityToBeatControl ?? 0.5 }));
  const best = chances.reduce((a, b) => (b.chance > a.chance ? b : a));
  if (best.chance >= DECIDE_AT) return verdict("winner", `Choose "${best.row.name}": it beats the control with ${percent(best.chance)} probability (${percent(DECIDE_AT)} decides).`, best.row.id);
  if (chances.every(({ chance }) => chance <= 1 - DECIDE_AT)) return verdict("keep-control", `Keep the control: every variant loses to it with at least ${percent(DECIDE_AT)} probability.`, control.id);
  return verdict(
    "keep-running",
    `No clear difference yet (best ${percent(best.chance)} to beat the control; ${percent(DECIDE_AT)} decides): keep running to the end date; if still unclear then, keep the control.`,
  );
}

/** Today's date in UTC (YYYY-MM-DD). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * One experiment's report: leads received from its start to the end of its
 * last day whose stored assignments name it, per variant; with exposures,
 * the statistics of experiment-stats.ts against the first variant (the control).
 */
export function experimentReport(
  experiment: ReportedExperiment,
  leads: readonly StoredLead[],
  exposureExport: ExposureExport | null,
  { tool = "SWC", today = todayUtc() }: { tool?: string; today?: string } = {},
): ExperimentReport {
  const exposures = exposureExport?.counts ?? null;
  const from = Date.parse(`${experiment.start}T00:00:00Z`);
  const until = dayAfter(experiment.end);
  const counts = new Map(experiment.variants.map((variant) => [variant.id, 0]));
  let unknownVariantLeads = 0;
  let repeatLeads = 0;
  // A person counts once, under the variant of their first lead in the period, as GA4 counts a visitor once.
  const counted = new Set<string>();
  const inPeriod = leads
    .filter((lead) => lead.experiments?.[experiment.slug] && lead.receivedAt.getTime() >= from && lead.receivedAt.getTime() < until)
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  for (const lead of inPeriod) {
    const person = normalizeEmailForHashing(lead.email);
    if (counted.has(person)) {
      repeatLeads++;
      continue;
    }
    counted.add(person);
    const variant = lead.experiments![experiment.slug];
    if (counts.has(variant)) counts.set(variant, counts.get(variant)! + 1);
    else unknownVariantLeads++;
  }
  const exposed = (id: string) => exposures?.get(`${tool}-${experiment.slug}-${id}`) ?? 0;
  const control = { exposures: exposed(experiment.variants[0].id), leads: counts.get(experiment.variants[0].id)! };
  // Counts the statistics can read: leads within exposures (more leads than exposed visitors means the export is not the experiment's period).
  const readable = exposures !== null && experiment.variants.every((variant) => counts.get(variant.id)! <= exposed(variant.id));
  const variants = experiment.variants.map((variant, index): VariantRow => {
    const leadsOf = counts.get(variant.id)!;
    if (exposures === null) return { id: variant.id, name: variant.name, leads: leadsOf, exposures: null, rate: null, probabilityToBeatControl: null, uplift: null };
    const own = { exposures: exposed(variant.id), leads: leadsOf };
    const compared = readable && index > 0 && control.exposures > 0 && own.exposures > 0;
    const interval = compared ? upliftInterval(control, own) : null;
    return {
      id: variant.id,
      name: variant.name,
      leads: leadsOf,
      exposures: own.exposures,
      rate: own.exposures > 0 ? conversionRate(own) : null,
      probabilityToBeatControl: compared ? probabilityToBeat(control, own) : null,
      uplift: interval && { median: interval.median, low: interval.low, high: interval.high },
    };
  });
  const sampleRatio = exposures === null ? null : sampleRatioMismatch(experiment.variants.map((variant) => exposed(variant.id)), experiment.split);
  return {
    experiment,
    variants,
    unknownVariantLeads,
    repeatLeads,
    sampleRatio,
    sources: reportSources(exposureExport),
    warnings: exposureWarnings(experiment, exposureExport, today),
    rule: DECISION_RULE,
    decision: decide(experiment, variants, sampleRatio, today),
  };
}


/** The report as the terminal shows it. */
export function formatReport(report: ExperimentReport): string {
  const { experiment } = report;
  const lines = [`${experiment.name} (${experiment.slug}) · ${experiment.status} · ${experiment.start} to ${experiment.end} · split ${experiment.split.join("/")}`];
  const withExposures = report.sampleRatio !== null;
  const header = withExposures ? ["variant", "exposed", "leads", "lead rate", "P(beats control)", "uplift, 95 % interval"] : ["variant", "leads"];
  const rows = report.variants.map((row, index) => {
    const name = `${row.id}${index === 0 ? " (control)" : ""}`;
    if (!withExposures) return [name, String(row.leads)];
    return [
      name,
      String(row.exposures),
      String(row.leads),
      row.rate === null ? "–" : percent(row.rate, 2),
      row.probabilityToBeatControl === null ? "–" : percent(row.probabilityToBeatControl),
      row.uplift === null ? "–" : `${signed(row.uplift.median)} (${signed(row.uplift.low)} to ${signed(row.uplift.high)})`,
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  for (const row of [header, ...rows]) lines.push(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join("  ")}`.trimEnd());
  if (report.unknownVariantLeads) lines.push(`  ${report.unknownVariantLeads} lead(s) name a variant this experiment no longer has.`);
  if (report.repeatLeads) lines.push(`  ${report.repeatLeads} further lead(s) from people already counted (each person counts once).`);
  for (const source of report.sources) lines.push(`  ${source}`);
  for (const warning of report.warnings) lines.push(`  WARNING: ${warning}`);
  if (!withExposures) lines.push("  Lead rates need the exposures: npm run experiments:report -- --exposures <GA4 export>.csv (docs/experiments.md).");
  else if (report.sampleRatio!.mismatch) {
    lines.push(
      `  SAMPLE RATIO MISMATCH: the exposures do not match the split (chi-square ${report.sampleRatio!.chiSquare.toFixed(1)}, p = ${report.sampleRatio!.pValue.toExponential(1)} < ${SRM_P_VALUE}).`,
      "  Assignment or counting is broken: do not read this result; find the cause (docs/experiments.md).",
    );
  }
  if (report.variants.some((row) => row.exposures !== null && row.leads > row.exposures)) {
    lines.push("  More leads than exposed visitors: export the exposures for the experiment's whole period (no statistics until then).");
  }
  lines.push(`  ${report.rule}`, `  Decision: ${report.decision.summary}`);
  return lines.join("\n");
}
