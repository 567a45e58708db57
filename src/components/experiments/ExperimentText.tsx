import React, { createContext, useContext } from "react";
import { graphql } from "gatsby";
import { EXPERIMENT_DATA_ATTRIBUTE, EXPERIMENT_MARKUP, experimentHeadData, experimentStyle } from "../../lib/experiment-assignment";
import { inlineScriptJson } from "../../lib/seo";
import type { RunningExperiment } from "../../lib/experiments";

/** The block being drawn and the page's running experiments, for the texts a shared component draws. */
interface ExperimentBlockValue {
  experiments: readonly RunningExperiment[];
  block: string;
}

const ExperimentBlockContext = createContext<ExperimentBlockValue | null>(null);

/**
 * Marks `children` as the page's block under test: the ExperimentTexts the
 * block's components draw (a heading's title, a section's intro) take the
 * block and the experiments from here. A block no running experiment tests
 * is drawn as it is.
 */
export function ExperimentBlock({ experiments, block, children }: ExperimentBlockValue & { children: React.ReactNode }) {
  if (!experiments.some((experiment) => experiment.block === block)) return <>{children}</>;
  return <ExperimentBlockContext.Provider value={{ experiments, block }}>{children}</ExperimentBlockContext.Provider>;
}

interface ExperimentTextProps {
  /** the page's running experiments; without them, the enclosing ExperimentBlock's */
  experiments?: readonly RunningExperiment[];
  /** the block this text belongs to; without it, the enclosing ExperimentBlock's */
  block?: string;
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
export function ExperimentText({ experiments, block, field, children }: ExperimentTextProps) {
  const enclosing = useContext(ExperimentBlockContext);
  const underTest = experiments ?? enclosing?.experiments ?? [];
  const inBlock = block ?? enclosing?.block;
  const experiment = underTest.find((candidate) => candidate.block === inBlock && candidate.fields.includes(field));
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

/**
 * The head elements of a page with running experiments (none without): the
 * assignment script's data, and the rules that show the variant. gatsby-ssr
 * puts the compiled assignment script right after its data (withExperimentScript).
 */
export function experimentHead(experiments: readonly RunningExperiment[]) {
  const data = experimentHeadData(experiments);
  const style = experimentStyle(experiments);
  if (!data || !style) return null;
  return (
    <>
      <script type="application/json" {...{ [EXPERIMENT_DATA_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: inlineScriptJson(data) }} />
      <style data-experiments-head="" dangerouslySetInnerHTML={{ __html: style }} />
    </>
  );
}

/**
 * Head components with the compiled assignment script (src/head-scripts/experiment-assignment.ts,
 * `code`) right after its data, which it reads as its previous sibling. It
 * is the same text on every page with an experiment: the CSP hashes it like
 * the page's other inline scripts.
 */
export function withExperimentScript(components: readonly React.ReactNode[], code: string): React.ReactNode[] {
  return components.flatMap((component) =>
    isExperimentData(component) ? [component, <script key="experiment-assignment" {...{ [EXPERIMENT_DATA_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: code }} />] : [component],
  );
}

function isExperimentData(component: React.ReactNode): boolean {
  return React.isValidElement<Record<string, unknown>>(component) && component.type === "script" && component.props.type === "application/json" && EXPERIMENT_DATA_ATTRIBUTE in component.props;
}

/** What a page queries of content/experiments to know its experiments on the build's day (src/lib/experiments.ts). */
export const query = graphql`
  fragment ExperimentFields on Experiment {
    slug
    name
    pages
    target {
      block
      fields
    }
    variants {
      id
      name
      content {
        field
        text
      }
      block {
        ...CampaignBlockFields
      }
    }
    split
    start
    end
    status
    winner
  }
`;
