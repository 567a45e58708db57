import { EXPERIMENT_STATUSES, EXPERIMENT_TARGET_BLOCKS, EXPERIMENT_TARGET_FIELDS } from "../../src/lib/experiments";
import { WHOLE_BLOCK_TYPES } from "../../src/lib/campaign-blocks";

/**
 * Experiments (`content/experiments/<slug>.json`, one `Experiment` each): the
 * GraphQL declaration the CMS builds its editor from. The rules across fields
 * (shares adding up to 100, the control without content, a named winner) are
 * the zod schema's in src/lib/experiments.ts, which the build applies.
 */
export const experimentTypeDefs = /* GraphQL */ `
  "A variant's text for one field under test."
  type ExperimentText {
    "the field of the block, e.g. title: one of the fields under test"
    field: String! @constraint(oneOf: ${JSON.stringify(EXPERIMENT_TARGET_FIELDS)})
    text: String!
  }

  "One variant; the first is the control, without texts: the page as it is."
  type ExperimentVariant {
    "lower-case letters, digits and hyphens; in pushes and reports"
    id: String!
    name: String!
    "a test of texts: this variant's text for each field under test"
    content: [ExperimentText!]
    "a test of the whole block: the one block this variant shows instead"
    block: [CampaignBlock!]
  }

  "The block of the pages under test and its texts, e.g. hero with title and intro. On a landing page, the first block of that type; its lead form's heading is lead-form with title. No fields: the whole block is swapped for each variant's block."
  type ExperimentTarget {
    "the block's type: the home page has hero (title, intro); a landing page has the types of its blocks"
    block: String! @constraint(oneOf: ${JSON.stringify(EXPERIMENT_TARGET_BLOCKS)})
    "the block's texts under test; the build refuses a text the page's block does not show. None: the whole block (${WHOLE_BLOCK_TYPES.join(", ")})"
    fields: [String!] @constraint(oneOf: ${JSON.stringify(EXPERIMENT_TARGET_FIELDS)})
  }

  type Experiment implements Node @dontInfer {
    "the experiment's id in pushes, cookies and reports (named slug because Gatsby reserves id)"
    slug: String! @constraint(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", message: "Use lower-case letters, digits and single hyphens")
    name: String!
    "paths of the pages under test, e.g. / or /lp/ga4-ecommerce-audit"
    pages: [String!]!
    target: ExperimentTarget!
    variants: [ExperimentVariant!]!
    "percent of enrolled visitors per variant, in the order of the variants; adds up to 100"
    split: [Int!]!
    "first day of assignment (YYYY-MM-DD)"
    start: String!
    "last day of assignment: a running experiment stops by itself at the first build after it"
    end: String!
    status: String! @constraint(oneOf: ${JSON.stringify(EXPERIMENT_STATUSES)})
    "the winning variant's id, when the status is winner chosen: its texts become the page's"
    winner: String
  }
`;
