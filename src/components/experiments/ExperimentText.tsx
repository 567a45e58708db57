import React from "react";
import { EXPERIMENT_MARKUP, experimentHeadScript, experimentStyle } from "../../lib/experiment-assignment";
import type { RunningExperiment } from "../../lib/experiments";

interface ExperimentTextProps {
  /** the page's running experiments */
  experiments?: readonly RunningExperiment[];
  block: string;
  field: string;
  /** the page's own text: the control */
  children: string;
}

/**
 * A field's text, or — when a running experiment tests this field — every
 * variant's text: the control shown, the others `hidden` until the head
 * script's assignment selects one (experimentStyle), and marked
 * data-nosnippet so a search engine never quotes a text crawlers are not
 * shown. Without an experiment the markup is exactly the text, as before.
 */
export function ExperimentText({ experiments = [], block, field, children }: ExperimentTextProps) {
  const experiment = experiments.find((candidate) => candidate.block === block && candidate.fields.includes(field));
  if (!experiment) return <>{children}</>;
  const { experiment: xp, variant: xv } = EXPERIMENT_MARKUP;
  return (
    <>
      {experiment.variants.map((variant, index) => (
        <span key={variant.id} {...{ [xp]: experiment.id, [xv]: variant.id }} {...(index > 0 ? { hidden: true, "data-nosnippet": "" } : {})}>
          {index === 0 ? children : variant.content?.[field]}
        </span>
      ))}
    </>
  );
}

/** The head elements of a page with running experiments (none without): the assignment script and the rules that show the variant. */
export function experimentHead(experiments: readonly RunningExperiment[]) {
  const script = experimentHeadScript(experiments);
  const style = experimentStyle(experiments);
  if (!script || !style) return null;
  return (
    <>
      <script data-experiments-head="" dangerouslySetInnerHTML={{ __html: script }} />
      <style data-experiments-head="" dangerouslySetInnerHTML={{ __html: style }} />
    </>
  );
}
