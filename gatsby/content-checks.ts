/**
 * The build's content checks across fields and entries (src/lib/content-rules.ts):
 * every rule applied to every file of the folders it is about, with the site's
 * addresses as the build knows them (its pages, the redirects' sources and the
 * files of static/) and the lead-form names of the site's own forms. The CMS
 * applies the same rules at Publish (src/cms/publish-rules.ts).
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { CONTENT_RULES, campaignFormNames, leadValueDrafts, type RuleCollection, type RuleContext } from "../src/lib/content-rules";
import { leadValueOf } from "../src/lib/lead-value";
import { LEAD_FORM_VARIANTS } from "../src/lib/lead-form-variants";
import { EXPERIMENTS_FOLDER, isoDay } from "../src/lib/experiments";
import { variantStringProblems, type NamedExperiment } from "../src/lib/experiment-exposure";
import { INSIGHTS_FOLDER } from "./content-types";

const ROOT = path.resolve(__dirname, "..");
/** The lead forms' file: their texts and the site's own forms' lead values. */
const LEAD_FORM_FILE = "lead-form.json";

/** A content file as the rules read it: its records' data, named by the file. */
export interface ContentEntry {
  file: string;
  data: Record<string, unknown>;
}

/** The folders a collection's files are in: content/<folder>, and the same folder of SWC_EXTRA_CONTENT when set (gatsby-config.ts). */
function folders(folder: string, env: NodeJS.ProcessEnv): string[] {
  return [path.join(ROOT, "content", folder), ...(env.SWC_EXTRA_CONTENT ? [path.resolve(ROOT, env.SWC_EXTRA_CONTENT, folder)] : [])];
}

/** Where a collection's files are: a folder's files with the extension, or (`only`) the one file the rules read of it. */
const RULE_FOLDERS: Record<RuleCollection, { folder: string; extension: string; only?: string }> = {
  experiments: { folder: EXPERIMENTS_FOLDER, extension: ".json" },
  campaigns: { folder: "campaigns", extension: ".json" },
  insights: { folder: INSIGHTS_FOLDER, extension: ".mdx" },
  site: { folder: ".", extension: ".json", only: LEAD_FORM_FILE },
};

/** The entries of a collection the rules apply to: a JSON file's record, an article's front matter with its body. */
export function ruleEntries(collection: RuleCollection, env: NodeJS.ProcessEnv = process.env): ContentEntry[] {
  const { folder, extension, only } = RULE_FOLDERS[collection];
  return folders(folder, env)
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => (only ? name === only : name.endsWith(extension)))
        .sort()
        .map((name) => {
          const file = path.join(dir, name);
          const source = fs.readFileSync(file, "utf8");
          const data = extension === ".mdx" ? (({ data: front, content }) => ({ ...front, body: content }))(matter(source)) : (JSON.parse(source) as Record<string, unknown>);
          return { file: path.relative(ROOT, file), data };
        }),
    );
}

/** The files of static/, by the address they are served at (downloads such as the workshop's syllabus). */
export function staticFileAddresses(dir = path.join(ROOT, "static")): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}

/** The site's own lead forms by name (src/lib/lead-form-variants.ts), each said as the CMS says it. */
export function siteFormNames(): Map<string, string> {
  return new Map(Object.values(LEAD_FORM_VARIANTS).map((form) => [form.formName, "one of the site's own forms"]));
}

/** The lead-form names of every landing page but `except`, with the page that uses each. */
export function campaignFormNamesBesides(campaigns: readonly ContentEntry[], except: ContentEntry): Map<string, string> {
  return new Map(
    campaigns.filter((campaign) => campaign !== except).flatMap((campaign) => campaignFormNames(campaign.data).map(({ name }) => [name, `the landing page ${String(campaign.data.path ?? campaign.file)}`] as const)),
  );
}

/** The experiments' GA4 names across files: none alike, and the live ones' together within GA4's limit (src/lib/experiment-exposure.ts). */
function experimentNameProblems(experiments: readonly ContentEntry[], today: string): string[] {
  const named = experiments
    .map((entry) => entry.data as Partial<NamedExperiment>)
    .filter((data): data is NamedExperiment => typeof data.slug === "string" && Array.isArray(data.variants) && typeof data.start === "string" && typeof data.end === "string" && typeof data.status === "string")
    .map((data) => ({ ...data, variants: data.variants.filter((variant) => typeof variant?.id === "string") }))
    .filter((data) => data.variants.length > 0);
  return variantStringProblems(named, today).map((problem) => `content/${EXPERIMENTS_FOLDER}: ${problem}`);
}

/** Every problem the rules find in the content, each naming its file. */
export function contentProblems(addresses: ReadonlySet<string>, env: NodeJS.ProcessEnv = process.env, today = isoDay(new Date())): string[] {
  const campaigns = ruleEntries("campaigns", env);
  const entries: Record<RuleCollection, ContentEntry[]> = { experiments: ruleEntries("experiments", env), campaigns, insights: ruleEntries("insights", env), site: ruleEntries("site", env) };
  return [...experimentNameProblems(entries.experiments, today), ...CONTENT_RULES.flatMap((rule) =>
    entries[rule.collection].flatMap((entry) => {
      const context: RuleContext = {
        isAddress: (address) => addresses.has(address),
        formNamesElsewhere: new Map([...siteFormNames(), ...(rule.collection === "campaigns" ? campaignFormNamesBesides(campaigns, entry) : [])]),
      };
      return rule.check(entry.data, context).map((problem) => `${entry.file}: ${problem.message}`);
    }),
  )];
}

/**
 * The lead forms whose content gives no lead value, by name: their leads send
 * generate_lead without value and currency. The values are the product
 * owner's to set (in the CMS), so the build names these forms and goes on.
 */
export function formsWithoutLeadValue(env: NodeJS.ProcessEnv = process.env): string[] {
  const [leadForm] = ruleEntries("site", env);
  const own = leadForm?.data.leadValues as Record<string, unknown> | undefined;
  const siteForms = Object.entries(LEAD_FORM_VARIANTS)
    .filter(([variant]) => variant !== "campaign")
    .filter(([variant]) => !leadValueOf(own?.[variant] as never))
    .map(([, form]) => form.formName);
  const campaignForms = ruleEntries("campaigns", env).flatMap((campaign) =>
    campaignFormNames(campaign.data)
      .filter(({ block }) => !leadValueOf(leadValueDrafts(campaign.data).find((entry) => entry.field === `blocks.${block}.leadValue`)?.draft))
      .map(({ name }) => `${name} (${String(campaign.data.path ?? campaign.file)})`),
  );
  return [...siteForms, ...campaignForms];
}
