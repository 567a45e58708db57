/**
 * What the build does with campaign pages (content/campaigns/*.json) beyond
 * making their pages: an ended page's address becomes a redirect to the page
 * its marketer chose, and a page not indexed stays out of the sitemap. Both
 * read the files directly, as the redirect table is read (gatsby/redirects.ts),
 * so gatsby-config and the build-output steps see the same list as createPages.
 */
import fs from "fs";
import path from "path";
import { campaignState, type CampaignDates } from "../src/lib/campaign-schedule";
import { siteFacts } from "../src/lib/site-facts";
import { buildDate } from "./build-date";
import { readRedirects, type Redirect } from "./redirects";

const ROOT = path.resolve(__dirname, "..");
export const CAMPAIGNS_DIR = path.join(ROOT, "content", "campaigns");

/** content/campaigns, and the campaigns folder of SWC_EXTRA_CONTENT when set (the browser tests' extra content: gatsby-config.ts). */
export function campaignDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  return [CAMPAIGNS_DIR, ...(env.SWC_EXTRA_CONTENT ? [path.resolve(ROOT, env.SWC_EXTRA_CONTENT, "campaigns")] : [])];
}

export interface CampaignRecord extends CampaignDates {
  path: string;
  indexed?: boolean | null;
  /** needed with an end date (src/lib/content-rules.ts) */
  expiredRedirect?: string | null;
  /** the file, relative to the repository */
  file: string;
}

export function readCampaigns(dirs: readonly string[] = campaignDirs()): CampaignRecord[] {
  return dirs.flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => {
            const file = path.join(dir, name);
            const record = JSON.parse(fs.readFileSync(file, "utf8")) as Omit<CampaignRecord, "file">;
            return { ...record, file: path.relative(ROOT, file) };
          })
      : [],
  );
}

/** The redirects of the campaign pages that have ended by `now`: each address to its chosen page. */
export function campaignRedirects(campaigns: readonly CampaignRecord[], now: Date = buildDate()): Redirect[] {
  return campaigns
    .filter((campaign) => campaignState(campaign, now, siteFacts.timeZone) === "expired" && campaign.expiredRedirect)
    .map((campaign) => ({ from: campaign.path, to: campaign.expiredRedirect!, reason: `The campaign page ${campaign.file} has ended` }));
}

/** Every redirect of the build: the table's, then those of ended campaign pages. */
export function siteRedirects(now: Date = buildDate()): Redirect[] {
  return [...readRedirects(), ...campaignRedirects(readCampaigns(), now)];
}

/** The campaign pages search engines are not to list: every one not marked `indexed`. */
export function unindexedCampaignPaths(campaigns: readonly CampaignRecord[] = readCampaigns()): string[] {
  return campaigns.filter((campaign) => campaign.indexed !== true).map((campaign) => campaign.path);
}
