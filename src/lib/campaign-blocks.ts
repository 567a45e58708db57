/**
 * The blocks a campaign page (content/campaigns/*.json, pages under /lp/) is
 * built from, declared once. Each entry names the block's GraphQL type; the
 * build's schema (gatsby/schema/campaign-pages.ts), the page's components
 * (src/components/campaign/campaign-blocks.tsx) and the CMS's block list
 * (gatsby/cms/config.ts) are each a record over these keys, so a block type
 * that lacks one of them fails the type check.
 *
 * In the content file a block is an object whose `type` is one of these keys,
 * beside the block's own fields: `{ "type": "faq", "title": "…", "items": […] }`.
 */
export const CAMPAIGN_BLOCKS = {
  hero: { graphqlType: "CampaignHero", label: "Hero (title, line under it, image, button)" },
  logos: { graphqlType: "CampaignLogos", label: "Client logos" },
  features: { graphqlType: "CampaignFeatures", label: "Benefits or features" },
  stats: { graphqlType: "CampaignStats", label: "Numbers" },
  quote: { graphqlType: "CampaignQuote", label: "Testimonial" },
  "case-studies": { graphqlType: "CampaignCaseStudies", label: "Case studies" },
  faq: { graphqlType: "CampaignFaq", label: "Questions and answers" },
  text: { graphqlType: "CampaignText", label: "Text" },
  cta: { graphqlType: "CampaignCta", label: "Call to action" },
  "lead-form": { graphqlType: "CampaignLeadForm", label: "Lead form" },
} as const satisfies Record<string, { graphqlType: `Campaign${string}`; label: string }>;

export type CampaignBlockType = keyof typeof CAMPAIGN_BLOCKS;
export type CampaignBlockGraphqlType = (typeof CAMPAIGN_BLOCKS)[CampaignBlockType]["graphqlType"];

/** The field of a block that says which block it is (Decap's `typeKey`). */
export const BLOCK_TYPE_KEY = "type";

export const CAMPAIGN_BLOCK_TYPES = Object.keys(CAMPAIGN_BLOCKS) as CampaignBlockType[];

export function isCampaignBlockType(value: unknown): value is CampaignBlockType {
  return typeof value === "string" && Object.hasOwn(CAMPAIGN_BLOCKS, value);
}

/** Where campaign pages live: every one's address starts so, and no other page's does. */
export const CAMPAIGN_PATH_PREFIX = "/lp/";

/** The anchor of a campaign page's lead form: a hero or CTA button links to `#${LEAD_FORM_ANCHOR}`. */
export const CAMPAIGN_FORM_ANCHOR = "form";
