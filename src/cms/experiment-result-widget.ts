/**
 * The "experiment-result" widget: an experiment's result so far, shown at the
 * top of its entry. It holds no value (nothing is saved from it): it asks the
 * CMS's local backend for the experiment's report (scripts/lib/cms-backend-server.mjs,
 * which runs the same report as `npm run experiments:report`: leads per variant
 * from the database, the GA4 export's exposures, the chance to beat the control,
 * the sample-ratio check and the decision rule) and draws it. A GA4 export is
 * uploaded here; the backend keeps it for the next reports. The statistics
 * run there, not in this script.
 */
import type { ControlProps, CreateClass, CreateElement } from "./decap";
import { percentText, signedPercentText } from "../../supabase/functions/_shared/experiment-stats";
import type { ExperimentReport } from "../../supabase/local/experiment-report.ts";

export const EXPERIMENT_RESULT_WIDGET = "experiment-result";

/** The backend's answer: the experiment's report, and where its leads and exposures came from. */
export interface ResultAnswer {
  report: ExperimentReport;
  leadsFrom: string;
  exposuresFrom: string | null;
}

export const READING_MESSAGE = "Reading the result: leads from the database, exposures from the GA4 export…";
export const UNSAVED_MESSAGE = "Save the experiment to see its result here.";
export const NO_BACKEND_MESSAGE =
  "The result is read by the CMS's local server (npm run cms on your machine, with the lead database); it does not answer here.";

interface ResultProps extends ControlProps {
  entry: { get(key: string): unknown; getIn(path: readonly string[]): unknown };
}

interface ResultControl {
  props: ResultProps;
  state: { answer: ResultAnswer | null; problem: string | null; busy: boolean };
  setState(state: Partial<ResultControl["state"]>): void;
  unmounted?: boolean;
  url(part: string): string | null;
  ask(request: Promise<Response>): void;
}

/** What the backend said: its answer, or its error in words. */
async function readAnswer(response: Response): Promise<ResultAnswer> {
  const body = (await response.json()) as ResultAnswer & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The local server answered ${response.status}.`);
  return body;
}

/** The sample-ratio check in words. */
export function sampleRatioText(answer: ResultAnswer): string {
  const { sampleRatio, experiment } = answer.report;
  if (!sampleRatio) return "Sample ratio: not checked yet (needs the exposures).";
  const split = experiment.split.join("/");
  return sampleRatio.mismatch
    ? `Sample ratio mismatch: the exposures do not match the ${split} split (p = ${sampleRatio.pValue.toExponential(1)}). Do not read this result; find the cause.`
    : `Sample ratio: the exposures match the ${split} split (p = ${sampleRatio.pValue.toFixed(2)}).`;
}

function resultView(h: CreateElement, answer: ResultAnswer): unknown[] {
  const { report } = answer;
  const dash = "–";
  const head = ["Variant", "Exposed", "Leads", "Lead rate", "Chance to beat the control", "Uplift, 95 % interval"];
  const rows = report.variants.map((row, index) => [
    index === 0 ? `${row.name} (control)` : row.name,
    row.exposures === null ? dash : row.exposures.toLocaleString("en-US"),
    String(row.leads),
    row.rate === null ? dash : percentText(row.rate, 2),
    row.probabilityToBeatControl === null ? dash : percentText(row.probabilityToBeatControl),
    row.uplift === null ? dash : `${signedPercentText(row.uplift.median)} (${signedPercentText(row.uplift.low)} to ${signedPercentText(row.uplift.high)})`,
  ]);
  return [
    h("p", { "data-decision": report.decision.verdict, style: { fontWeight: 600 } }, report.decision.summary),
    h(
      "table",
      { style: { borderCollapse: "collapse", margin: "8px 0", fontSize: "14px" } },
      h("thead", null, h("tr", null, ...head.map((cell) => h("th", { scope: "col", style: { textAlign: "start", padding: "2px 12px 2px 0" } }, cell)))),
      h("tbody", null, ...rows.map((cells) => h("tr", null, ...cells.map((cell) => h("td", { style: { padding: "2px 12px 2px 0" } }, cell))))),
    ),
    h("p", null, sampleRatioText(answer)),
    report.unknownVariantLeads ? h("p", null, `${report.unknownVariantLeads} lead(s) name a variant this experiment no longer has.`) : null,
    report.repeatLeads ? h("p", null, `${report.repeatLeads} further lead(s) from people already counted (each person counts once).`) : null,
    ...report.warnings.map((warning) => h("p", { "data-warning": "", style: { fontWeight: 600 } }, `Warning: ${warning}`)),
    ...report.sources.map((source) => h("p", null, source)),
    h("p", null, report.rule),
    h("p", null, `Leads from ${answer.leadsFrom}; exposures from ${answer.exposuresFrom ?? "no GA4 export yet (the site keeps no count of its own: only GA4 counts consenting visitors)"}.`),
  ];
}

export function experimentResultControl(h: CreateElement, createClass: CreateClass) {
  const spec: ThisType<ResultControl> & Record<string, unknown> = {
    getInitialState() {
      return { answer: null, problem: null, busy: false };
    },
    componentDidMount() {
      const url = this.url("report");
      if (url) this.ask(fetch(url, { cache: "no-store" }));
    },
    componentWillUnmount() {
      this.unmounted = true;
    },
    /** The backend's address for this experiment, or null for one not saved yet. */
    url(part: string) {
      const slug = this.props.entry.getIn(["data", "slug"]);
      if (this.props.entry.get("newRecord") || typeof slug !== "string" || !slug) return null;
      return `${String(this.props.field.get("report_url"))}/${encodeURIComponent(slug)}/${part}`;
    },
    ask(request: Promise<Response>) {
      this.setState({ busy: true, problem: null });
      request
        .then(readAnswer, () => Promise.reject(new Error(NO_BACKEND_MESSAGE)))
        .then(
          (answer) => !this.unmounted && this.setState({ answer, busy: false }),
          (error: Error) => !this.unmounted && this.setState({ problem: error.message, busy: false }),
        );
    },
    isValid() {
      return true;
    },
    render() {
      const { answer, problem, busy } = this.state;
      const upload = this.url("exposures");
      if (!upload) return h("p", { id: this.props.forID }, UNSAVED_MESSAGE);
      const input = `${this.props.forID}-ga4`;
      return h(
        "section",
        { id: this.props.forID, "data-experiment-result": "", "aria-busy": busy ? "true" : "false" },
        busy ? h("p", { role: "status" }, READING_MESSAGE) : null,
        problem ? h("p", { role: "alert" }, problem) : null,
        ...(answer ? resultView(h, answer) : []),
        h(
          "p",
          null,
          h("label", { htmlFor: input }, "Upload the GA4 export of its exposures (CSV, docs/experiments.md) "),
          h("input", {
            id: input,
            type: "file",
            accept: ".csv,text/csv",
            disabled: busy,
            onChange: (event: { target: { files: FileList | null; value: string } }) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) this.ask(file.text().then((text) => fetch(upload, { method: "PUT", headers: { "Content-Type": "text/csv" }, body: text })));
            },
          }),
        ),
      );
    },
  };
  return createClass(spec);
}

/** Nothing in the preview, for a widget that shows what is not part of the page (a result, a notice). */
export function noPreview() {
  return null;
}
