/**
 * The blocks a campaign page (content/campaigns/*.json, pages under /lp/) is
 * built from, declared once. Each entry names the block's GraphQL type; the
 * build's schema (gatsby/schema/campaign-pages.ts), the page's components
 * (src/components/campaign/CampaignBlocks.tsx) and the CMS's block list
 * (gatsby/cms/config.ts) are each a record over these keys, so a block type
 * that lacks one of them fails the type check.
 *
 * `texts` are the block's fields drawn as plain text, which an experiment
 * (src/lib/experiments.ts) can test: the page renders each variant's text of
 * such a field and the head script shows one (src/components/experiments/).
 * A button's label is not among them: click tracking reports a link's whole
 * text, which would then hold every variant's.
 *
 * In the content file a block is an object whose `type` is one of these keys,
 * beside the block's own fields: `{ "type": "faq", "title": "…", "items": […] }`.
 */
export const CAMPAIGN_BLOCKS = {
  hero: { graphqlType: "CampaignHero", label: "Hero (title, line under it, image, button)", texts: ["eyebrow", "title", "subtitle"] },
  logos: { graphqlType: "CampaignLogos", label: "Client logos", texts: ["title"] },
  features: { graphqlType: "CampaignFeatures", label: "Benefits or features", texts: ["title", "intro"] },
  stats: { graphqlType: "CampaignStats", label: "Numbers", texts: ["title", "intro"] },
  quote: { graphqlType: "CampaignQuote", label: "Testimonial", texts: ["text", "author", "title"] },
  "case-studies": { graphqlType: "CampaignCaseStudies", label: "Case studies", texts: ["title", "intro"] },
  faq: { graphqlType: "CampaignFaq", label: "Questions and answers", texts: ["title"] },
  text: { graphqlType: "CampaignText", label: "Text", texts: ["title"] },
  cta: { graphqlType: "CampaignCta", label: "Call to action", texts: ["title", "text"] },
  "lead-form": { graphqlType: "CampaignLeadForm", label: "Lead form", texts: ["title", "intro"] },
} as const satisfies Record<string, { graphqlType: `Campaign${string}`; label: string; texts: readonly string[] }>;

export type CampaignBlockType = keyof typeof CAMPAIGN_BLOCKS;
export type CampaignBlockGraphqlType = (typeof CAMPAIGN_BLOCKS)[CampaignBlockType]["graphqlType"];

/** The field of a block that says which block it is (Decap's `typeKey`). */
export const BLOCK_TYPE_KEY = "type";

export const CAMPAIGN_BLOCK_TYPES = /* @__PURE__ */ Object.keys(CAMPAIGN_BLOCKS) as CampaignBlockType[];

export function isCampaignBlockType(value: unknown): value is CampaignBlockType {
  return typeof value === "string" && Object.hasOwn(CAMPAIGN_BLOCKS, value);
}

/** A block's type, from its `type` (as in a content file) or its GraphQL `__typename` (as a query returns it). */
export function campaignBlockTypeOf(block: Readonly<Record<string, unknown>>): CampaignBlockType | null {
  const type = block[BLOCK_TYPE_KEY];
  if (isCampaignBlockType(type)) return type;
  return CAMPAIGN_BLOCK_TYPES.find((candidate) => CAMPAIGN_BLOCKS[candidate].graphqlType === block.__typename) ?? null;
}

/**
 * The blocks an experiment may swap whole for another block (a variant being
 * a block of its own: another testimonial, other benefits, a call to action
 * instead of questions): every variant is rendered, hidden until assigned, so
 * a block that must be on the page once is left out. The hero (the page's h1
 * and its eagerly loaded image, which a hidden copy would still download),
 * the lead form (one form per page, its #form anchor) and the logo strip (its
 * heading's fixed id) are tested by their texts instead.
 */
export const WHOLE_BLOCK_TYPES = ["features", "stats", "quote", "case-studies", "faq", "text", "cta"] as const satisfies readonly CampaignBlockType[];

export function isWholeBlockType(value: unknown): value is (typeof WHOLE_BLOCK_TYPES)[number] {
  return (WHOLE_BLOCK_TYPES as readonly unknown[]).includes(value);
}

/** Where campaign pages live: every one's address starts so, and no other page's does. */
export const CAMPAIGN_PATH_PREFIX = "/lp/";

/** The anchor of a campaign page's lead form: a hero or CTA button links to `#${LEAD_FORM_ANCHOR}`. */
export const CAMPAIGN_FORM_ANCHOR = "form";

/**
 * Whether an experiment swaps its block whole (its target, or the running
 * experiment, names no fields) rather than testing texts of it. Here, beside
 * the blocks, so the code that shows a variant in the browser does not carry
 * the experiments' content schema (zod).
 */
export function isWholeBlockTest(target: { fields: readonly string[] }): boolean {
  return target.fields.length === 0;
}
