import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CAMPAIGN_FORM_ANCHOR, type CampaignBlockType } from "../../lib/campaign-blocks";
import { PageHero } from "../sections/PageHero";
import { FeatureGrid, type Feature } from "../sections/FeatureGrid";
import { CtaBanner, ButtonLink } from "../sections/CtaBanner";
import { QuoteFigure, type QuoteFigureProps } from "../sections/QuoteFigure";
import { LeadFormSection } from "../sections/LeadFormSection";
import { ClientLogoStrip } from "../home/ClientLogoStrip";
import { CaseStudyGrid } from "../case-studies/CaseStudyGrid";
import type { CaseStudyCardData } from "../case-studies/CaseStudyCard";
import { LeadFormIsland } from "../forms/LeadFormIsland";
import { SectionHeading } from "../ui/SectionHeading";
import { TermValueList, type TermValueClasses } from "../ui/TermValue";
import { ARTICLE_CLASSES } from "../insights/article-classes";
import { ExperimentBlock, ExperimentText } from "../experiments/ExperimentText";
import { EXPERIMENT_MARKUP } from "../../lib/experiment-assignment";
import type { RunningExperiment } from "../../lib/experiments";

/**
 * The components of a campaign page's blocks, one per block type of
 * src/lib/campaign-blocks.ts. Each takes plain props: the page's template
 * makes them from its query (campaign-page-props.ts), the CMS's preview from
 * the entry being edited, so both draw a block with the same component.
 */

/** What the page gives every block besides the block's own fields. */
export interface CampaignBlockContext {
  /** the client logos of the home page's strip (Home → clients) */
  clientLogos: React.ComponentProps<typeof ClientLogoStrip>["logos"];
  /** the accessible name of the list of logos */
  clientLogosLabel: string;
}

/** Each block's props: its fields as the schema declares them (gatsby/schema/campaign-pages.ts), images and case studies made ready to draw. */
export interface CampaignBlockProps {
  hero: Pick<Queries.CampaignHero, "title" | "subtitle"> &
    Partial<Pick<Queries.CampaignHero, "eyebrow" | "buttonLabel" | "buttonLink">> & { image?: IGatsbyImageData | null };
  logos: Pick<Queries.CampaignLogos, "title">;
  features: Pick<Queries.CampaignFeatures, "title"> & Partial<Pick<Queries.CampaignFeatures, "intro">> & { items: readonly Feature[] };
  /** the block's numbers, or the site's when it has none */
  stats: Pick<Queries.CampaignStats, "title"> & Partial<Pick<Queries.CampaignStats, "intro">> & { items: readonly Queries.Stat[] };
  quote: QuoteFigureProps;
  "case-studies": Pick<Queries.CampaignCaseStudies, "title"> & Partial<Pick<Queries.CampaignCaseStudies, "intro">> & { cards: readonly CaseStudyCardData[] };
  faq: Pick<Queries.CampaignFaq, "title"> & { items: readonly Queries.CampaignFaqItem[] };
  /** `html`: the body rendered at build time (gatsby/article-body.ts); the preview hands elements as `body` instead */
  text: Partial<Pick<Queries.CampaignText, "title" | "html">> & { body?: React.ReactNode };
  cta: Pick<Queries.CampaignCta, "title" | "text" | "buttonLabel" | "buttonLink">;
  "lead-form": Pick<Queries.CampaignLeadForm, "title" | "buttonLabel" | "formName"> & Partial<Pick<Queries.CampaignLeadForm, "intro" | "points" | "leadValue">>;
}

/** One block of a page: its type and its props. */
export type CampaignBlock = { [K in CampaignBlockType]: { type: K; props: CampaignBlockProps[K] } }[CampaignBlockType];

type BlockComponents = { [K in CampaignBlockType]: (props: CampaignBlockProps[K] & { context: CampaignBlockContext; blockId: string }) => React.ReactElement };

const STAT_CLASSES: TermValueClasses = {
  row: "flex flex-col-reverse items-center text-center",
  term: "mt-2 text-ink-muted",
  value: "text-5xl font-extrabold tracking-tight text-brand",
};

/** A heading id unique on the page: the block's (blockId: its position, and the variant for a block an experiment shows instead). */
const headingId = (blockId: string) => `${blockId}-title`;

export const CAMPAIGN_BLOCK_COMPONENTS: BlockComponents = {
  hero: ({ eyebrow, title, subtitle, image, buttonLabel, buttonLink }) => (
    <PageHero eyebrow={eyebrow} title={title} subtitle={subtitle} image={image}>
      {buttonLabel && buttonLink ? (
        <ButtonLink to={buttonLink} className="btn-primary" data-contact-link={buttonLink === "/contact" ? "" : undefined}>
          {buttonLabel}
        </ButtonLink>
      ) : null}
    </PageHero>
  ),
  logos: ({ title, context }) => <ClientLogoStrip title={title} listLabel={context.clientLogosLabel} logos={context.clientLogos} />,
  features: ({ title, intro, items }) => <FeatureGrid title={title} intro={intro} items={items} />,
  stats: ({ title, intro, items, blockId }) => (
    <section className="lazy-render bg-white" aria-labelledby={headingId(blockId)}>
      <div className="container-page py-20">
        <SectionHeading id={headingId(blockId)} title={title} intro={intro} />
        <TermValueList items={items} className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4" classes={STAT_CLASSES} />
      </div>
    </section>
  ),
  quote: (quote) => <QuoteFigure text={quote.text} author={quote.author} title={quote.title} />,
  "case-studies": ({ title, intro, cards, blockId }) => (
    <section aria-labelledby={headingId(blockId)} className="lazy-render bg-paper-tint">
      <div className="container-page py-20">
        <SectionHeading id={headingId(blockId)} title={title} intro={intro} />
        <CaseStudyGrid studies={cards} trackAs="N/A" headingLevel="h3" />
      </div>
    </section>
  ),
  faq: ({ title, items, blockId }) => (
    <section aria-labelledby={headingId(blockId)} className="lazy-render bg-white">
      <div className="container-page max-w-3xl py-20">
        <SectionHeading id={headingId(blockId)} title={title} />
        <div className="divide-y divide-paper-line rounded-2xl border border-paper-line">
          {items.map((item) => (
            <details key={item.question} className="group px-6 py-5">
              <summary className="cursor-pointer list-none text-lg font-semibold text-ink marker:hidden">{item.question}</summary>
              <p className="mt-3 text-ink-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  ),
  text: ({ title, html, body, blockId }) => (
    <section aria-labelledby={title ? headingId(blockId) : undefined} className="lazy-render bg-white pt-16">
      {title ? (
        <h2 id={headingId(blockId)} className="container-page max-w-3xl text-h2 text-ink">
          <ExperimentText field="title">{title}</ExperimentText>
        </h2>
      ) : null}
      {/* Rendered at build time (gatsby/article-body.ts): static markup, as an article's body is. */}
      {html !== undefined ? <div className={ARTICLE_CLASSES.body} dangerouslySetInnerHTML={{ __html: html }} /> : <div className={ARTICLE_CLASSES.body}>{body}</div>}
    </section>
  ),
  cta: (cta) => <CtaBanner title={cta.title} text={cta.text} buttonLabel={cta.buttonLabel} buttonLink={cta.buttonLink} />,
  "lead-form": ({ title, intro, points, buttonLabel, formName, leadValue }) => (
    <LeadFormSection id={CAMPAIGN_FORM_ANCHOR} title={title} intro={intro} points={points ?? []}>
      <LeadFormIsland variant="campaign" source={{ formName, submitLabel: buttonLabel }} leadValue={leadValue} />
    </LeadFormSection>
  ),
};

/** One block drawn by its type's component. */
function Block({ block, context, blockId }: { block: CampaignBlock; context: CampaignBlockContext; blockId: string }) {
  const Component = CAMPAIGN_BLOCK_COMPONENTS[block.type] as (props: CampaignBlock["props"] & { context: CampaignBlockContext; blockId: string }) => React.ReactElement;
  return <Component {...block.props} context={context} blockId={blockId} />;
}

/** Whether a block is the first of its type on the page: the one an experiment naming that type tests (and a winner rewrites). */
export function isFirstOfType(blocks: readonly CampaignBlock[], index: number): boolean {
  return blocks.findIndex((block) => block.type === blocks[index].type) === index;
}

/** A running test of a whole block: the experiment, and the block each variant but the control shows instead. */
export interface BlockSwap {
  experiment: string;
  variants: { id: string; block: CampaignBlock }[];
}

interface CampaignBlocksProps {
  blocks: readonly CampaignBlock[];
  context: CampaignBlockContext;
  /** the page's running experiments: each tests texts of the first block of its block type */
  experiments?: readonly RunningExperiment[];
  /** the running tests of whole blocks, by the block type whose first block they swap */
  swaps?: Readonly<Partial<Record<CampaignBlockType, BlockSwap>>>;
}

/**
 * A block under a test of the whole block: the page's block, then each
 * variant's block `hidden` and data-nosnippet until the head script assigns
 * it (experimentStyle shows it and hides the page's). Each variant's headings
 * get ids of their own.
 */
function SwappedBlock({ block, swap, context, blockId }: { block: CampaignBlock; swap: BlockSwap; context: CampaignBlockContext; blockId: string }) {
  const { experiment: xp, variant: xv } = EXPERIMENT_MARKUP;
  return (
    <>
      <div className="contents" {...{ [xp]: swap.experiment, [xv]: "control" }}>
        <Block block={block} context={context} blockId={blockId} />
      </div>
      {swap.variants.map((variant) => (
        <div key={variant.id} hidden data-nosnippet="" {...{ [xp]: swap.experiment, [xv]: variant.id }}>
          <Block block={variant.block} context={context} blockId={`${blockId}-${variant.id}`} />
        </div>
      ))}
    </>
  );
}

/** A campaign page's blocks, in order; each is marked with its type (data-block) for tests and analytics. */
export function CampaignBlocks({ blocks, context, experiments = [], swaps = {} }: CampaignBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => {
        const first = isFirstOfType(blocks, index);
        const swap = first ? swaps[block.type] : undefined;
        const blockId = `block-${index + 1}`;
        return (
          <div key={index} data-block={block.type} className="contents">
            <ExperimentBlock experiments={first ? experiments : []} block={block.type}>
              {swap ? <SwappedBlock block={block} swap={swap} context={context} blockId={blockId} /> : <Block block={block} context={context} blockId={blockId} />}
            </ExperimentBlock>
          </div>
        );
      })}
    </>
  );
}
