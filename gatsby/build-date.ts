import type { GatsbyNode } from "gatsby";

/**
 * The moment a build publishes for. Dated content (workshop sessions) is
 * compared with it, so a session that has ended disappears from "upcoming"
 * with the next build, not with an edit. `SITE_BUILD_DATE` (ISO 8601) builds
 * the site as it will look on another day: a preview, or a test.
 *
 * The date is a node, so every query that reads it depends on it: a warm
 * build on a later day re-runs those queries instead of reusing yesterday's.
 */
export const BUILD_DATE_TYPE = "SiteBuildDate";
export const BUILD_DATE_NODE_ID = "site-build-date";

export const buildDateTypeDefs = /* GraphQL */ `
  "When this build was made for (gatsby/build-date.ts)."
  type ${BUILD_DATE_TYPE} implements Node @dontInfer {
    date: Date! @dateformat
  }
`;

export function buildDate(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): Date {
  const given = env.SITE_BUILD_DATE?.trim();
  if (!given) return now;
  const date = new Date(given);
  if (Number.isNaN(date.getTime())) throw new Error(`SITE_BUILD_DATE is not an ISO 8601 date: "${given}"`);
  return date;
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest, reporter }) => {
  const date = buildDate().toISOString();
  if (process.env.SITE_BUILD_DATE) reporter.info(`Building the site as of ${date} (SITE_BUILD_DATE)`);
  actions.createNode({
    id: BUILD_DATE_NODE_ID,
    date,
    internal: { type: BUILD_DATE_TYPE, contentDigest: createContentDigest(date) },
  });
};

/** Reads the build's date inside a resolver, recording the query's dependency on it. */
export async function readBuildDate(nodeModel: { getNodeById: (args: { id: string; type: string }) => unknown }): Promise<Date> {
  const node = (await nodeModel.getNodeById({ id: BUILD_DATE_NODE_ID, type: BUILD_DATE_TYPE })) as { date: string } | null;
  if (!node) throw new Error("The build date node is missing: is gatsby/build-date.ts's sourceNodes exported from gatsby-node?");
  return new Date(node.date);
}
