/**
 * The content rules that look across an entry's fields or beyond the entry:
 * an experiment's winner and shares, a landing page's links, its end date's
 * redirect and its form names, the forms' lead values, an article's links and
 * figures. One list, two
 * readers: the build applies every rule to the files of content/ and stops on
 * a problem (gatsby/content-checks.ts), and the CMS applies the rules of the
 * entry's collection at Publish and refuses the entry, naming the field and
 * the fix (src/cms/publish-rules.ts). So the two cannot disagree: what one
 * refuses, the other refuses. Rules on one field alone (lengths, patterns,
 * choices) are the schema's `@constraint`s, which also serve both.
 *
 * Plain code (no zod, no Node): it runs in the CMS's script.
 */
import { experimentProblems, type ExperimentDraft } from "./experiment-rules";
import { leadValueProblems, type LeadValueDraft } from "./lead-value";

/** The CMS collections (and content folders) the rules apply to; "site" is the site-wide files' (of them, the rules read content/lead-form.json). */
export type RuleCollection = "experiments" | "campaigns" | "insights" | "site";

/** A problem with an entry: the field at fault, as its path in the entry, and what to do, in words. */
export interface ContentProblem {
  field: string;
  message: string;
}

/** What a rule may know beyond the entry. */
export interface RuleContext {
  /** whether a visitor reaches something at this address: a page, a redirect's source or a file of static/ */
  isAddress(path: string): boolean;
  /** the lead-form names used elsewhere (the site's own forms, the other landing pages), each with who uses it */
  formNamesElsewhere: ReadonlyMap<string, string>;
}

export interface ContentRule {
  id: string;
  collection: RuleCollection;
  /** the rule in words, as the build's and the CMS's lists name it */
  summary: string;
  check(entry: Readonly<Record<string, unknown>>, context: RuleContext): ContentProblem[];
}

type Data = Readonly<Record<string, unknown>>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const records = (value: unknown): Data[] => (Array.isArray(value) ? value.filter((item): item is Data => Boolean(item) && typeof item === "object") : []);

/** The internal addresses a Markdown or MDX text links to: Markdown links and JSX href/to. */
export function markdownLinks(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\((\/[^)\s]*)[^)]*\)/g), ...markdown.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g)].map((match) => match[1]);
  return links.filter((link) => !link.startsWith("//"));
}

/** The page a link leads to: without its #section and ?query, without a trailing slash. */
export function linkedPath(link: string): string {
  const path = link.split("#")[0].split("?")[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Why `link` leads nowhere, or null: a section of this page (#form), another site, or an address the site has. */
function linkProblem(link: string, context: RuleContext): string | null {
  const value = link.trim();
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  const path = linkedPath(value);
  return context.isAddress(path) ? null : `no page of this site has the address ${path}. Link to a page that exists (or one a redirect sends on), or to #form for this page's form`;
}

/** The links of a block, however deep: a field named …link or …Link is one, any other text may hold Markdown links. */
export function blockLinks(value: unknown, key = ""): { key: string; link: string }[] {
  if (typeof value === "string") return (/link$/i.test(key) ? [value] : markdownLinks(value)).map((link) => ({ key, link }));
  if (Array.isArray(value)) return value.flatMap((item, index) => blockLinks(item, key ? `${key}.${index}` : String(index)));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([inner, item]) => blockLinks(item, key ? `${key}.${inner}` : inner));
  return [];
}

/** The labels of a landing page's blocks, as the CMS names them in messages: "Block 3 (Call to action)". */
function blockName(block: Data, index: number): string {
  const type = text(block.type);
  return `Block ${index + 1}${type ? ` (${type})` : ""}`;
}

/** A landing page's lead-form names, with their blocks. */
export function campaignFormNames(entry: Data): { name: string; block: number }[] {
  return records(entry.blocks)
    .map((block, index) => ({ name: text(block.formName).trim(), block: index, type: block.type }))
    .filter((form) => form.type === "lead-form" && form.name)
    .map(({ name, block }) => ({ name, block }));
}

/** The lead values content gives its forms: the site's own forms' (content/lead-form.json's leadValues) or a landing page's lead form blocks', each with its field and name. */
export function leadValueDrafts(entry: Data): { field: string; name: string; draft: LeadValueDraft | null }[] {
  const own = entry.leadValues && typeof entry.leadValues === "object" ? Object.entries(entry.leadValues as Data) : [];
  return [
    ...own.map(([form, draft]) => ({ field: `leadValues.${form}`, name: `Lead values, ${form}`, draft: draft as LeadValueDraft | null })),
    ...records(entry.blocks).flatMap((block, index) =>
      block.type === "lead-form" ? [{ field: `blocks.${index}.leadValue`, name: blockName(block, index), draft: (block.leadValue ?? null) as LeadValueDraft | null }] : [],
    ),
  ];
}

/** Every lead value of an entry against the one rule of a lead value (./lead-value.ts). */
function leadValueEntryProblems(entry: Data): ContentProblem[] {
  return leadValueDrafts(entry).flatMap(({ field, name, draft }) => leadValueProblems(draft, name).map((message) => ({ field, message })));
}

/** The figures an article's body shows: the image file names of its <Figure image="…"> components. */
export function figureImages(body: string): string[] {
  return [...new Set([...body.matchAll(/<Figure\b[^>]*?\bimage=["']([^"']+)["']/g)].map((match) => match[1]))];
}

/** The file name of an image path ("../images/chart.png" → "chart.png"). */
const fileName = (path: string) => path.split("/").pop() ?? path;

/** The figures the body shows that the article's Figures field does not list. */
export function unlistedFigures(entry: Data): string[] {
  const listed = new Set((Array.isArray(entry.figures) ? entry.figures : []).map((figure) => fileName(text(figure))));
  return figureImages(text(entry.body)).filter((image) => !listed.has(image));
}

export const CONTENT_RULES: readonly ContentRule[] = [
  {
    id: "experiment-fields",
    collection: "experiments",
    summary: "An experiment's shares add up to 100, one per variant; its end is not before its start; the control has no texts; each variant gives exactly the texts (or the block) under test; a chosen winner is one of the variants",
    check: (entry) => experimentProblems(entry as ExperimentDraft).map((problem) => ({ field: problem.path.join("."), message: problem.message })),
  },
  {
    id: "campaign-links",
    collection: "campaigns",
    summary: "Every internal link and button of a landing page's blocks leads to an address the site has",
    check: (entry, context) =>
      records(entry.blocks).flatMap((block, index) =>
        blockLinks(block).flatMap(({ key, link }) => {
          const problem = linkProblem(link, context);
          return problem ? [{ field: `blocks.${index}.${key}`, message: `${blockName(block, index)}, ${key}: ${problem}` }] : [];
        }),
      ),
  },
  {
    id: "campaign-expired-redirect",
    collection: "campaigns",
    summary: "A landing page with an end date names the page its address leads to once ended",
    check: (entry) =>
      text(entry.expireAt) && !text(entry.expiredRedirect).trim()
        ? [{ field: "expiredRedirect", message: "Expired redirect: the page has an end date, so choose the page its address leads to from then on (or clear the end date)" }]
        : [],
  },
  {
    id: "campaign-form-names",
    collection: "campaigns",
    summary: "Every lead form has a form name of its own, used by no other form of the site",
    check: (entry, context) => {
      const seen = new Set<string>();
      return campaignFormNames(entry).flatMap(({ name, block }) => {
        const other = context.formNamesElsewhere.get(name) ?? (seen.has(name) ? "another lead form of this page" : null);
        seen.add(name);
        return other
          ? [{ field: `blocks.${block}.formName`, message: `Block ${block + 1} (lead-form), form name: "${name}" is already the name of ${other}. Give this page's form a name of its own, so its leads and reports tell the pages apart` }]
          : [];
      });
    },
  },
  {
    id: "campaign-lead-values",
    collection: "campaigns",
    summary: "A lead form's lead value is an amount of 0 or more in an ISO 4217 currency (empty: ILS), and a currency comes with a value",
    check: leadValueEntryProblems,
  },
  {
    id: "lead-form-values",
    collection: "site",
    summary: "The site's own forms' lead values are amounts of 0 or more in an ISO 4217 currency (empty: ILS), and a currency comes with a value",
    check: leadValueEntryProblems,
  },
  {
    id: "insight-links",
    collection: "insights",
    summary: "Every internal link of an article's body leads to an address the site has",
    check: (entry, context) =>
      markdownLinks(text(entry.body)).flatMap((link) => {
        const problem = linkProblem(link, context);
        return problem ? [{ field: "body", message: `Body, link to ${link}: ${problem}` }] : [];
      }),
  },
  {
    id: "insight-figures",
    collection: "insights",
    summary: "Every figure an article's body shows is listed under its Figures",
    check: (entry) =>
      unlistedFigures(entry).map((image) => ({ field: "figures", message: `Figures: the body shows <Figure image="${image}">; add ${image} to the Figures (an image of the site's images)` })),
  },
];

/** Every problem of `entry` of `collection`, by the rules of that collection. */
export function entryProblems(collection: string, entry: Data, context: RuleContext): ContentProblem[] {
  return CONTENT_RULES.filter((rule) => rule.collection === collection).flatMap((rule) => rule.check(entry, context));
}
