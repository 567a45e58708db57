import type { GatsbyNode } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";
import { scheduleSessions, type WorkshopSession } from "../src/lib/workshop-sessions";
import { insightPublication, isListed } from "../src/lib/insight-publication";
import { isPreviewBuild, readBuildDate } from "./build-date";
import { campaignTextHtml, insightBodyHtml } from "./article-body";
import { siteFacts } from "../src/lib/site-facts";

/**
 * Fields the build computes rather than reads from content, declared in the
 * schema as `field: Type @computed(by: "name")`. Being part of the type (not
 * added later by createResolvers), they can be filtered and sorted on; the
 * content checks skip them. Values that depend on the date read it from the
 * build date node, so a later build re-runs the queries that use them.
 */
type NodeModel = Parameters<typeof readBuildDate>[0];
type Context = { nodeModel: NodeModel };
type Resolve = (source: never, args: unknown, context: Context, info: GraphQLResolveInfo) => unknown;

export { isPreviewBuild };

interface InsightSource {
  draft?: boolean | null;
  date: string;
}

export const COMPUTED_FIELDS = {
  /** WorkshopDetails.schedule: the sessions split into upcoming and past at the build's date */
  workshopSchedule: async (source: { sessions?: WorkshopSession[] | null }, _args: unknown, context: Context) =>
    scheduleSessions(source.sessions ?? [], await readBuildDate(context.nodeModel)),
  /** Insight.publication: "published", "draft" or "scheduled" at the build's date, in the site's time zone */
  insightPublication: async (source: InsightSource, _args: unknown, context: Context) =>
    insightPublication(source, await readBuildDate(context.nodeModel), siteFacts.timeZone),
  /** Insight.listed: whether this build shows the article (every one in a preview) */
  insightListed: async (source: InsightSource, _args: unknown, context: Context) =>
    isListed(insightPublication(source, await readBuildDate(context.nodeModel), siteFacts.timeZone), isPreviewBuild()),
  /** Insight.bodyHtml: the article's MDX rendered to HTML with the article components */
  insightBodyHtml,
  /** CampaignText.html: a campaign page's Markdown text as HTML */
  campaignTextHtml,
} satisfies Record<string, Resolve>;

export type ComputedFieldName = keyof typeof COMPUTED_FIELDS;

/** The `@computed(by: …)` directive. */
export const computedFieldExtension = {
  name: "computed",
  args: { by: "String!" },
  extend(options: { by: string }) {
    const resolve = COMPUTED_FIELDS[options.by as ComputedFieldName];
    if (!resolve) throw new Error(`@computed(by: "${options.by}"): no such computed field in gatsby/computed-fields.ts`);
    return { resolve };
  },
};

export type CreateFieldExtension = Parameters<NonNullable<GatsbyNode["createSchemaCustomization"]>>[0]["actions"]["createFieldExtension"];
