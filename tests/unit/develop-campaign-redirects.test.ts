/** @jest-environment node */
/**
 * The development site of `npm run cms` picks up a landing page's end date
 * without a restart. Gatsby's development server runs createPages again on
 * every content change and deletes each page the run did not make again, but
 * keeps every redirect it was once given (createRedirect) until it restarts.
 * So, under develop, an ended page's address must be a page made afresh by
 * each run (src/templates/moved-in-develop.tsx), never a Gatsby redirect, and
 * each run must read the campaign files as they are now.
 *
 * A Jest test of gatsby/create-pages.ts rather than a browser test: the
 * browser test needs `gatsby develop` in a copy of the repository, which takes
 * longer to start on a busy 2-core machine than a test can wait.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { createPages } from "../../gatsby/create-pages";

const ENDED = path.join(__dirname, "..", "fixtures", "unpublished-content", "campaigns", "spring-offer-2020.json");
const MOVED_IN_DEVELOP = path.resolve(__dirname, "..", "..", "src", "templates", "moved-in-develop.tsx");
const CAMPAIGN_TEMPLATE = path.resolve(__dirname, "..", "..", "src", "templates", "campaign-page.tsx");

interface MadePage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

interface Campaign {
  path: string;
  expireAt: string | null;
  expiredRedirect: string;
}

let extra: string;
let campaignFile: string;
const saved = { ...process.env };

beforeEach(() => {
  // The campaign lives in an extra content folder of its own (SWC_EXTRA_CONTENT, read afresh on each run).
  extra = fs.mkdtempSync(path.join(os.tmpdir(), "swc-develop-campaigns-"));
  fs.mkdirSync(path.join(extra, "campaigns"));
  campaignFile = path.join(extra, "campaigns", path.basename(ENDED));
  fs.copyFileSync(ENDED, campaignFile);
  process.env.SWC_EXTRA_CONTENT = extra;
  process.env.gatsby_executing_command = "develop";
  delete process.env.SITE_BUILD_DATE;
});

afterEach(() => {
  process.env = { ...saved };
  fs.rmSync(extra, { recursive: true, force: true });
});

const readCampaign = () => JSON.parse(fs.readFileSync(campaignFile, "utf8")) as Campaign;

/** One run of createPages as the development server makes it, over the campaign file as it is now (the file's node as Gatsby sources it). */
async function runCreatePages() {
  const campaign = readCampaign();
  const pages: MadePage[] = [];
  const redirects: unknown[] = [];
  const none = { nodes: [] };
  const node = { id: "campaign-node", path: campaign.path, publishAt: null, expireAt: campaign.expireAt, parent: { relativePath: `campaigns/${path.basename(campaignFile)}` } };
  const graphql = async () => ({ data: { technologies: none, services: none, caseStudies: none, insights: none, campaigns: { nodes: [node] } } });
  const actions = { createPage: (page: MadePage) => pages.push(page), createRedirect: (redirect: unknown) => redirects.push(redirect) };
  const reporter = { panicOnBuild: (message: string) => { throw new Error(message); } };
  await (createPages as unknown as (args: unknown) => Promise<void>)({ graphql, actions, reporter });
  return { atAddress: pages.filter((page) => page.path === campaign.path), redirects };
}

const movedTo = (to: string) => expect.objectContaining({ component: MOVED_IN_DEVELOP, context: { to } });
const landingPage = expect.objectContaining({ component: CAMPAIGN_TEMPLATE });

it("an ended landing page's address sends on by a page of its own, never by a Gatsby redirect the server would keep", async () => {
  const { atAddress, redirects } = await runCreatePages();
  expect(atAddress).toEqual([movedTo(readCampaign().expiredRedirect)]);
  expect(redirects).toEqual([]);
});

it("once its end date is moved on, the next run makes the landing page at its address and no page that sends on", async () => {
  expect((await runCreatePages()).atAddress).toEqual([movedTo(readCampaign().expiredRedirect)]);
  fs.writeFileSync(campaignFile, JSON.stringify({ ...readCampaign(), expireAt: "2999-06-01" }));
  const { atAddress, redirects } = await runCreatePages();
  expect(atAddress).toEqual([landingPage]);
  expect(redirects).toEqual([]);
});

it("an end date moved back, or a new Expired redirect, is picked up by the next run", async () => {
  fs.writeFileSync(campaignFile, JSON.stringify({ ...readCampaign(), expireAt: "2999-06-01" }));
  expect((await runCreatePages()).atAddress).toEqual([landingPage]);
  fs.writeFileSync(campaignFile, JSON.stringify({ ...readCampaign(), expireAt: "2021-01-01", expiredRedirect: "/contact" }));
  expect((await runCreatePages()).atAddress).toEqual([movedTo("/contact")]);
});
