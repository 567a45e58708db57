import type { GatsbyNode } from "gatsby";
import { publicationTime } from "../src/lib/insight-publication";
import { siteFacts } from "../src/lib/site-facts";

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

/** `gatsby develop` previews drafts and scheduled articles; every other build publishes. */
export function isPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === "develop";
}

/** The start of the day after `now`'s day in `timeZone`, in milliseconds. */
export function nextDayStart(now: Date, timeZone: string): number {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return publicationTime(tomorrow, timeZone);
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest, reporter }) => {
  const record = (now: Date) => {
    const date = now.toISOString();
    actions.createNode({
      id: BUILD_DATE_NODE_ID,
      date,
      internal: { type: BUILD_DATE_TYPE, contentDigest: createContentDigest(date) },
    });
  };
  record(buildDate());
  if (process.env.SITE_BUILD_DATE) {
    reporter.info(`Building the site as of ${buildDate().toISOString()} (SITE_BUILD_DATE)`);
    return;
  }
  // A development server runs for days: its date moves on at the start of each day in the site's time zone,
  // and the queries that read it run again, so an article dated today is no longer shown "Scheduled".
  if (isPreviewBuild()) {
    const { timeZone } = siteFacts;
    const atNextDay = () => {
      setTimeout(() => {
        record(new Date());
        atNextDay();
      }, nextDayStart(new Date(), timeZone) - Date.now() + 1_000).unref();
    };
    atNextDay();
  }
};

/** Reads the build's date inside a resolver, recording the query's dependency on it. */
export async function readBuildDate(nodeModel: { getNodeById: (args: { id: string; type: string }) => unknown }): Promise<Date> {
  const node = (await nodeModel.getNodeById({ id: BUILD_DATE_NODE_ID, type: BUILD_DATE_TYPE })) as { date: string } | null;
  if (!node) throw new Error("The build date node is missing: is gatsby/build-date.ts's sourceNodes exported from gatsby-node?");
  return new Date(node.date);
}
