/**
 * The "page-experiments" widget: at the top of a page's entry (home, a landing
 * page), what the page's A/B tests do to it now, read from the experiments
 * the CMS holds (Decap's entry search, as the redirect field loads entries):
 * a running test names its variants and the texts it tests, since an edit of
 * those texts changes the control only; a chosen winner shows the texts the
 * page shows instead of the ones in the editor. It holds no value (nothing
 * is saved from it). The page's address is the field's `page` option (home)
 * or the entry's `path` (a landing page).
 */
import type { CreateClass, CreateElement } from "./decap";
import { loadEntries, type RedirectTargetProps } from "./redirect-target-widget";
import { effectiveStatus, isoDay, WINNER_STATUS, type ExperimentDraft } from "../lib/experiment-rules";

export const PAGE_EXPERIMENTS_WIDGET = "page-experiments";

/** What the notice reads of an experiment entry. */
export interface PageExperiment extends ExperimentDraft {
  name?: string;
  pages?: readonly string[];
  target?: { block?: string; fields?: readonly string[] | null } | null;
  /** an entry being edited may lack any field */
  variants?: readonly (Partial<Pick<Queries.ExperimentVariant, "id" | "name">> & { content?: readonly Partial<Queries.ExperimentText>[] | null })[] | null;
}

/** One sentence per test that changes what the page shows today: running, or won by a variant. */
export function pageExperimentNotices(experiments: readonly PageExperiment[], page: string, today: string): { kind: "running" | "winner"; text: string }[] {
  const notices: { kind: "running" | "winner"; text: string }[] = [];
  for (const experiment of experiments) {
    if (!experiment.pages?.includes(page) || !experiment.start || !experiment.end || !experiment.status) continue;
    const status = effectiveStatus({ status: experiment.status, start: experiment.start, end: experiment.end }, today);
    const block = experiment.target?.block ?? "";
    const fields = experiment.target?.fields ?? [];
    const tested = fields.length > 0 ? `the ${block} block's ${fields.join(" and ")}` : `the whole ${block} block`;
    const variants = experiment.variants ?? [];
    if (status === "running") {
      const names = variants.map((variant, index) => `${variant.name ?? variant.id}${index === 0 ? " (control: the texts here)" : ""}`);
      notices.push({
        kind: "running",
        text: `Under test: "${experiment.name}" tests ${tested} until ${experiment.end}. Variants: ${names.join("; ")}. Visitors may see a variant instead of these texts; an edit here changes the control only.`,
      });
    } else if (status === WINNER_STATUS) {
      const winner = variants.find((variant) => variant.id === experiment.winner);
      if (!winner || winner === variants[0]) continue;
      const texts = (winner.content ?? []).map((entry) => `${entry.field}: "${entry.text}"`);
      const shown = texts.length > 0 ? `the page shows its texts instead of these: ${texts.join("; ")}` : `the page shows its ${block} block instead of this one`;
      notices.push({ kind: "winner", text: `Overridden by a winner: "${experiment.name}" chose "${winner.name ?? winner.id}"; ${shown}. To change them, edit the experiment.` });
    }
  }
  return notices;
}

interface NoticeControl {
  props: RedirectTargetProps & { entry: { getIn(path: readonly string[]): unknown } };
  state: { experiments: PageExperiment[] | null; problem: string | null };
  setState(state: Partial<NoticeControl["state"]>): void;
  unmounted?: boolean;
}

export function pageExperimentsControl(h: CreateElement, createClass: CreateClass) {
  const spec: ThisType<NoticeControl> & Record<string, unknown> = {
    getInitialState() {
      return { experiments: null, problem: null };
    },
    componentDidMount() {
      loadEntries(this.props.query, this.props.forID, "experiments", "name").then(
        (experiments) => !this.unmounted && this.setState({ experiments: experiments as PageExperiment[] }),
        (error: Error) => !this.unmounted && this.setState({ problem: error.message }),
      );
    },
    componentWillUnmount() {
      this.unmounted = true;
    },
    isValid() {
      return true;
    },
    render() {
      const { experiments, problem } = this.state;
      const page = String(this.props.field.get("page") ?? this.props.entry.getIn(["data", "path"]) ?? "");
      if (problem) return h("p", { id: this.props.forID, role: "alert" }, `The page's A/B tests could not be read: ${problem}`);
      if (!experiments) return h("p", { id: this.props.forID }, "Looking for A/B tests of this page…");
      const notices = pageExperimentNotices(experiments, page, isoDay(new Date()));
      if (notices.length === 0) return h("p", { id: this.props.forID, "data-page-experiments": "none" }, "No A/B test changes this page now.");
      return h(
        "div",
        { id: this.props.forID, "data-page-experiments": "" },
        ...notices.map((notice) => h("p", { "data-experiment-notice": notice.kind, style: { fontWeight: 600 } }, notice.text)),
      );
    },
  };
  return createClass(spec);
}
