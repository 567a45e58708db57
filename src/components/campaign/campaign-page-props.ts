import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { toCaseStudyCards } from "../case-studies/case-study-cards";
import { isFirstOfType, type BlockSwap, type CampaignBlock, type CampaignBlockContext } from "./CampaignBlocks";
import { CAMPAIGN_BLOCKS, isWholeBlockTest, type CampaignBlockType } from "../../lib/campaign-blocks";
import { pageExperimentsFromNodes, withWinners, type ExperimentTexts, type RunningExperiment } from "../../lib/experiments";
import { requiredNode } from "../../lib/required-node";

type QueriedBlock = Queries.CampaignBlockFieldsFragment;
type PageData = Pick<Queries.CampaignPageQuery, "homeJson" | "industriesJson" | "siteJson">;

/** A queried block as its component's props (the block's GraphQL type says which block it is). */
function toBlock(block: QueriedBlock, data: PageData): CampaignBlock {
  switch (block.__typename) {
    case "CampaignHero":
      return {
        type: "hero",
        props: {
          eyebrow: block.eyebrow,
          title: block.title,
          subtitle: block.subtitle,
          buttonLabel: block.heroButtonLabel,
          buttonLink: block.heroButtonLink,
          image: getImage(block.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
        },
      };
    case "CampaignLogos":
      return { type: "logos", props: block };
    case "CampaignFeatures":
      return { type: "features", props: block };
    case "CampaignStats":
      return { type: "stats", props: { title: block.title, intro: block.intro, items: block.stats ?? data.siteJson?.homeStats ?? [] } };
    case "CampaignQuote":
      return { type: "quote", props: block };
    case "CampaignCaseStudies":
      return { type: "case-studies", props: { title: block.title, intro: block.intro, cards: toCaseStudyCards(block.caseStudies, data.industriesJson?.groups ?? []) } };
    case "CampaignFaq":
      return { type: "faq", props: block };
    case "CampaignText":
      return { type: "text", props: { title: block.textTitle, html: block.html } };
    case "CampaignCta":
      return { type: "cta", props: block };
    case "CampaignLeadForm":
      return { type: "lead-form", props: block };
  }
}

export function campaignBlocks(blocks: readonly QueriedBlock[], data: PageData): CampaignBlock[] {
  return blocks.map((block) => toBlock(block, data));
}

/** The texts an experiment can test on the page: those the first block of each type shows (src/lib/campaign-blocks.ts `texts`). */
export function campaignExperimentTexts(blocks: readonly CampaignBlock[]): ExperimentTexts {
  const texts: Record<string, string[]> = {};
  blocks.forEach((block, index) => {
    if (!isFirstOfType(blocks, index)) return;
    const props: Record<string, unknown> = block.props;
    texts[block.type] = CAMPAIGN_BLOCKS[block.type].texts.filter((field) => typeof props[field] === "string" && props[field] !== "");
  });
  return texts;
}

/**
 * A campaign page's blocks as its experiments leave them on the build's day
 * (content/experiments): a chosen winner's texts or block in place of the
 * block's; the running experiments, whose variants' texts the blocks render
 * beside the control; and the running tests of whole blocks, whose variants'
 * blocks are rendered beside the block they would replace.
 */
export function campaignPageContent(
  page: Pick<NonNullable<Queries.CampaignPageQuery["campaignPage"]>, "path" | "blocks">,
  data: PageData & Pick<Queries.CampaignPageQuery, "allExperiment" | "siteBuildDate">,
): { blocks: CampaignBlock[]; experiments: RunningExperiment[]; swaps: Partial<Record<CampaignBlockType, BlockSwap>> } {
  const blocks = campaignBlocks(page.blocks, data);
  const buildDate = requiredNode(data.siteBuildDate, "the build date").date;
  const { running, winners } = pageExperimentsFromNodes(data.allExperiment.nodes, buildDate, page.path, campaignExperimentTexts(blocks));
  // A variant's block as the query returned it (the experiment's variants query CampaignBlockFields too).
  const queried = (block: Readonly<Record<string, unknown>>) => toBlock(block as unknown as QueriedBlock, data);
  const swaps: Partial<Record<CampaignBlockType, BlockSwap>> = {};
  for (const experiment of running.filter(isWholeBlockTest)) {
    swaps[experiment.block as CampaignBlockType] = {
      experiment: experiment.id,
      variants: experiment.variants.flatMap((variant) => (variant.block ? [{ id: variant.id, block: queried(variant.block) }] : [])),
    };
  }
  return {
    blocks: blocks.map((block, index) => {
      if (!isFirstOfType(blocks, index)) return block;
      const replacement = winners.find((winner) => winner.block === block.type && winner.replacement)?.replacement;
      return replacement ? queried(replacement) : ({ ...block, props: withWinners(block.type, block.props, winners) } as CampaignBlock);
    }),
    experiments: running,
    swaps,
  };
}

/** What every block may draw on: the home page's client logos. */
export function campaignContext(data: PageData): CampaignBlockContext {
  const clients = data.homeJson?.clients;
  return {
    clientLogosLabel: clients?.listLabel ?? "",
    clientLogos: (clients?.logos ?? []).flatMap((logo) => (logo.image ? [{ id: logo.id, name: logo.name, file: logo.image }] : [])),
  };
}

/** The questions and answers of every FAQ block, for the page's FAQPage JSON-LD. */
export function campaignFaqItems(blocks: readonly QueriedBlock[]): { question: string; answer: string }[] {
  return blocks.flatMap((block) => (block.__typename === "CampaignFaq" ? block.items : []));
}

export const query = graphql`
  fragment CampaignBlockFields on CampaignBlock {
    __typename
    ... on CampaignHero {
      eyebrow
      title
      subtitle
      # aliased: a field's type must be the same in every block that has it, and these are optional here only
      heroButtonLabel: buttonLabel
      heroButtonLink: buttonLink
      image {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
        }
      }
    }
    ... on CampaignLogos {
      title
    }
    ... on CampaignFeatures {
      title
      intro
      items {
        ...FeatureItemContent
      }
    }
    ... on CampaignStats {
      title
      intro
      stats: items {
        value
        label
      }
    }
    ... on CampaignQuote {
      text
      author
      title
    }
    ... on CampaignCaseStudies {
      title
      intro
      caseStudies {
        ...CaseStudyCardFields
      }
    }
    ... on CampaignFaq {
      title
      items {
        question
        answer
      }
    }
    ... on CampaignText {
      textTitle: title
      html
    }
    ... on CampaignCta {
      title
      text
      buttonLabel
      buttonLink
    }
    ... on CampaignLeadForm {
      title
      intro
      points
      buttonLabel
      formName
      leadValue {
        value
        currency
      }
    }
  }
`;
