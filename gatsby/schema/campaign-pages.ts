/**
 * Campaign pages: one JSON file each in `content/campaigns/`, one page each
 * at its `path` under /lp/ (gatsby/campaign-pages.ts decides which are up at
 * the build's date). A page is an ordered list of blocks; each block type is
 * declared here once, keyed by src/lib/campaign-blocks.ts, and the union
 * CampaignBlock picks a block's type by its `type` field.
 *
 * (The service and technology pages are "offering pages": ./offering-pages.ts.)
 */
import type { GatsbyNode } from "gatsby";
import { BLOCK_TYPE_KEY, CAMPAIGN_BLOCKS, isCampaignBlockType, type CampaignBlockType } from "../../src/lib/campaign-blocks";

/** A campaign page's address: /lp/ then lower-case words joined by hyphens. */
export const CAMPAIGN_PATH_PATTERN = "^/lp/[a-z0-9]+(-[a-z0-9]+)*$";
export const CAMPAIGN_PATH_MESSAGE = "Write it as /lp/ then lower-case words joined by hyphens, such as /lp/ga4-audit";

/** A form name: what the stored lead, its e-mail and GA4's lead_sent call the form. */
const FORM_NAME_PATTERN = "^[A-Za-z0-9][A-Za-z0-9 '&()-]*$";
const FORM_NAME_MESSAGE = "Use letters, digits, spaces and hyphens, such as GA4 Audit Landing Page Form";

/** Each block's fields. The type's description is the hint the CMS shows on the block. */
const BLOCK_TYPE_DEFS: Record<CampaignBlockType, string> = {
  hero: /* GraphQL */ `
    "The top of the page: its one main heading, the line under it, an optional image and button (to the form: #form)."
    type CampaignHero {
      eyebrow: String @constraint(maxLength: 60)
      title: String! @constraint(minLength: 10, maxLength: 90)
      subtitle: String! @constraint(minLength: 20, maxLength: 300)
      image: File @fileByRelativePath
      buttonLabel: String @constraint(maxLength: 40)
      "a page of the site, or #form for this page's lead form"
      buttonLink: String
    }
  `,
  logos: /* GraphQL */ `
    "The scrolling strip of client logos, the same as the home page's (Home → clients)."
    type CampaignLogos {
      title: String! @constraint(maxLength: 80)
    }
  `,
  features: /* GraphQL */ `
    "A grid of benefits or features, each with an icon."
    type CampaignFeatures {
      title: String! @constraint(maxLength: 90)
      intro: String
      items: [FeatureItem!]!
    }
  `,
  stats: /* GraphQL */ `
    "A row of numbers with what each counts; without numbers of its own, the site's (Site facts → home stats)."
    type CampaignStats {
      title: String! @constraint(maxLength: 90)
      intro: String
      items: [Stat!]
    }
  `,
  quote: /* GraphQL */ `
    "A client's words, with who said them."
    type CampaignQuote {
      text: String! @constraint(minLength: 20, maxLength: 400)
      author: String!
      "the person's role and company"
      title: String!
    }
  `,
  "case-studies": /* GraphQL */ `
    "Cards of case studies chosen from Case studies."
    type CampaignCaseStudies {
      title: String! @constraint(maxLength: 90)
      intro: String
      caseStudies: [CaseStudy!]! @link(by: "slug")
    }
  `,
  faq: /* GraphQL */ `
    "Questions and answers; search engines read them as the page's FAQ."
    type CampaignFaq {
      title: String! @constraint(maxLength: 90)
      items: [CampaignFaqItem!]!
    }

    type CampaignFaqItem {
      question: String! @constraint(minLength: 5, maxLength: 160)
      answer: String! @constraint(minLength: 10, maxLength: 800)
    }
  `,
  text: /* GraphQL */ `
    "A passage of text: paragraphs, lists, links and sub-headings, written in Markdown."
    type CampaignText {
      title: String @constraint(maxLength: 90)
      body: String!
      html: String! @computed(by: "campaignTextHtml")
    }
  `,
  cta: /* GraphQL */ `
    "A closing call to action with one button (to the form: #form)."
    type CampaignCta {
      title: String! @constraint(maxLength: 90)
      text: String!
      buttonLabel: String! @constraint(maxLength: 40)
      buttonLink: String!
    }
  `,
  "lead-form": /* GraphQL */ `
    "The lead form. Its form name reaches the stored lead, the lead's e-mail and GA4 (lead_sent), so sales and reports know which page converted."
    type CampaignLeadForm {
      title: String! @constraint(maxLength: 90)
      intro: String
      "what the visitor gets, listed beside the form"
      points: [String!]
      buttonLabel: String! @constraint(minLength: 2, maxLength: 40)
      formName: String! @constraint(minLength: 3, maxLength: 60, pattern: "${FORM_NAME_PATTERN}", message: "${FORM_NAME_MESSAGE}")
      "what a lead from this form is worth, sent to GA4 with generate_lead"
      leadValue: LeadValue
    }
  `,
};

export const campaignPageTypeDefs = /* GraphQL */ `
  ${Object.values(BLOCK_TYPE_DEFS).join("\n")}

  "A campaign page (content/campaigns/): one offer, one form, no menu; left out of search engines unless indexed."
  type CampaignPage implements Node @dontInfer {
    path: String! @constraint(pattern: "${CAMPAIGN_PATH_PATTERN}", message: "${CAMPAIGN_PATH_MESSAGE}")
    "the page's title in search results, browser tabs and shared links"
    title: String! @constraint(minLength: 10, maxLength: 70)
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    "let search engines list the page and put it in the sitemap (off: noindex)"
    indexed: Boolean
    "the first day the page is up (empty: at once)"
    publishAt: Date @dateformat
    "the day the page ends: from then on its address leads to the page below"
    expireAt: Date @dateformat
    "where the address leads once the page has ended (needed with an end date)"
    expiredRedirect: String
    blocks: [CampaignBlock!]!
  }
`;

/** The block's GraphQL type from its `type` field. */
export function campaignBlockTypeName(block: unknown): string {
  const type = block && typeof block === "object" ? (block as Record<string, unknown>)[BLOCK_TYPE_KEY] : undefined;
  if (!isCampaignBlockType(type)) {
    throw new Error(`a campaign block's ${BLOCK_TYPE_KEY} is ${JSON.stringify(type)}: use one of ${Object.keys(CAMPAIGN_BLOCKS).join(", ")}`);
  }
  return CAMPAIGN_BLOCKS[type].graphqlType;
}

type SchemaApi = Parameters<NonNullable<GatsbyNode["createSchemaCustomization"]>>[0]["schema"];

/** The union of every block type, resolved by the block's `type`. */
export function campaignBlockUnion(schema: SchemaApi) {
  return schema.buildUnionType({
    name: "CampaignBlock",
    types: Object.values(CAMPAIGN_BLOCKS).map((block) => block.graphqlType),
    resolveType: campaignBlockTypeName,
  });
}

/** The same union in plain SDL, for the content model read without Gatsby (gatsby/schema-document.ts). */
export const campaignBlockUnionSdl = `union CampaignBlock = ${Object.values(CAMPAIGN_BLOCKS)
  .map((block) => block.graphqlType)
  .join(" | ")}`;
