/**
 * Every content check of the build is a Publish check of the CMS. The build's
 * checks across fields and entries are CONTENT_RULES (gatsby/content-checks.ts
 * runs each over the files); for each rule, an entry that breaks it is both
 * written as a file, which the build's check refuses, and published in the
 * CMS's preSave handler, which refuses it with the same words and saves
 * nothing. (The checks of one field, `@constraint`, are the configuration's:
 * gatsby/cms/config.test.ts; address clashes and redirect targets are the
 * address widgets': page-address.test.ts, redirect-target.test.ts.)
 */
import fs from "fs";
import os from "os";
import path from "path";
import { fromJS } from "immutable";
import { CONTENT_RULES, type RuleCollection } from "../lib/content-rules";
import { contentProblems, siteFormNames } from "../../gatsby/content-checks";
import { applyPublishRules, PublishRefused, rememberEntrySearch, withListedFigures, type SiteAddresses } from "./publish-rules";
import type { ImmutableData } from "./save-rules";

const site: SiteAddresses = {
  addresses: ["/", "/contact", "/case-studies", "/old-page"],
  formNames: [...siteFormNames()],
  pageCollections: {
    technologies: { collection: "technologies", field: "path" },
    services: { collection: "services", field: "path" },
    caseStudies: { collection: "case-studies", field: "client" },
    insights: { collection: "insights", field: "title" },
    campaigns: { collection: "campaigns", field: "title" },
  },
  campaigns: { collection: "campaigns", field: "title" },
  figuresFolder: "../images",
};

const campaign = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({ path: "/lp/consent-audit", title: "Consent Mode audit", metaDescription: "x", blocks, ...extra });
const experiment = {
  slug: "lp-headline",
  name: "Headline",
  pages: ["/lp/consent-audit"],
  target: { block: "hero", fields: ["title"] },
  variants: [{ id: "control", name: "As it is" }, { id: "plain", name: "Plain", content: [{ field: "title", text: "Plain words" }] }],
  split: [50, 50],
  start: "2026-11-01",
  end: "2026-12-31",
  status: "winner chosen",
  winner: "plian",
};
const otherCampaign = { file: "other-page.json", data: campaign([{ type: "lead-form", title: "Talk", buttonLabel: "Send", formName: "Consent Audit Form" }], { path: "/lp/other-page" }) };

/** For each rule of the build: an entry that breaks it, and the words both refuse it with. */
const BREAKING: Record<string, { collection: RuleCollection; file?: string; data: Record<string, unknown>; message: RegExp; others?: { file: string; data: Record<string, unknown> }[] }> = {
  "experiment-fields": { collection: "experiments", data: experiment, message: /Winner: "plian" is not one of the variants; choose the winning variant, one of control, plain/ },
  "campaign-links": { collection: "campaigns", data: campaign([{ type: "cta", title: "Go", text: "Now", buttonLabel: "See", buttonLink: "/case-studiez" }]), message: /Block 1 \(cta\), buttonLink: no page of this site has the address \/case-studiez/ },
  "campaign-expired-redirect": { collection: "campaigns", data: campaign([{ type: "cta", title: "Go", text: "Now", buttonLabel: "See", buttonLink: "#form" }], { expireAt: "2027-01-31" }), message: /Expired redirect: the page has an end date/ },
  "campaign-form-names": {
    collection: "campaigns",
    data: campaign([{ type: "lead-form", title: "Talk", buttonLabel: "Send", formName: "Consent Audit Form" }]),
    others: [otherCampaign],
    message: /form name: "Consent Audit Form" is already the name of the landing page \/lp\/other-page/,
  },
  "campaign-lead-values": {
    collection: "campaigns",
    data: campaign([{ type: "lead-form", title: "Talk", buttonLabel: "Send", formName: "Valued Audit Form", leadValue: { value: -100, currency: "ILS" } }]),
    message: /Block 1 \(lead-form\), lead value: -100 is not an amount; write what a lead from this form is worth as a number, 0 or more/,
  },
  "lead-form-values": {
    collection: "site",
    file: "lead-form.json",
    data: { leadValues: { contact: { value: 1500, currency: "NIS" } } },
    message: /Lead values, contact, currency: "NIS" is not an ISO 4217 currency code/,
  },
  "insight-links": { collection: "insights", data: { title: "T", date: "2026-01-01", body: "See [our cases](/case-studiez) and [old](/old-page)." }, message: /Body, link to \/case-studiez: no page of this site has the address/ },
  "insight-figures": { collection: "insights", data: { title: "T", date: "2026-01-01", body: 'Text <Figure image="chart.png" alt="A chart" />' }, message: /Figures: the body shows <Figure image="chart.png">/ },
};

const FOLDERS: Record<RuleCollection, { folder: string; extension: string }> = {
  experiments: { folder: "experiments", extension: ".json" },
  campaigns: { folder: "campaigns", extension: ".json" },
  insights: { folder: "insights", extension: ".mdx" },
  site: { folder: ".", extension: ".json" },
};

/** The build's check over content/ and a folder holding only `files` (SWC_EXTRA_CONTENT, as the browser tests' build sources). */
function buildProblems(collection: RuleCollection, files: { file: string; data: Record<string, unknown> }[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-rules-"));
  const { folder, extension } = FOLDERS[collection];
  fs.mkdirSync(path.join(dir, folder), { recursive: true });
  for (const { file, data } of files) {
    const { body, ...front } = data;
    const text = extension === ".mdx" ? `---\n${JSON.stringify(front)}\n---\n${String(body)}\n` : JSON.stringify(data);
    fs.writeFileSync(path.join(dir, folder, file.replace(/\.json$/, extension)), text);
  }
  try {
    return contentProblems(new Set(site.addresses), { SWC_EXTRA_CONTENT: dir }).filter((problem) => problem.includes(dir.split(path.sep).pop()!));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An entry as Decap's preSave hands it over. */
const savedEntry = (collection: string, data: Record<string, unknown>, slug = "entry") => {
  const values: Record<string, unknown> = { collection, data: fromJS(data), newRecord: false, slug };
  return { get: (key: string) => values[key] } as never;
};

beforeEach(() => {
  rememberEntrySearch(async (collection) => (collection === "campaigns" ? [{ slug: "other-page", data: otherCampaign.data }] : []));
});

describe("every content check of the build is a Publish check", () => {
  it("has a breaking example for each rule the build applies", () => {
    expect(Object.keys(BREAKING).sort()).toEqual(CONTENT_RULES.map((rule) => rule.id).sort());
  });

  it.each(CONTENT_RULES.map((rule) => [rule.id, rule] as const))("%s: the build refuses the file and Publish the entry, in the same words", async (id, rule) => {
    const example = BREAKING[id];
    expect(example.collection).toBe(rule.collection);
    const built = buildProblems(rule.collection, [{ file: example.file ?? "breaking.json", data: example.data }, ...(example.others ?? [])]);
    expect(built.join("\n")).toMatch(example.message);
    const publish = applyPublishRules(async () => site, document);
    // An article's unlisted figure is listed by the CMS itself; the build's rule is Publish's only for an entry saved otherwise.
    if (id === "insight-figures") {
      const listed = await publish({ entry: savedEntry(rule.collection, example.data) });
      expect((listed.toJS() as { figures: string[] }).figures).toEqual(["../images/chart.png"]);
      expect(rule.check(listed.toJS() as Record<string, unknown>, { isAddress: () => true, formNamesElsewhere: new Map() })).toEqual([]);
      return;
    }
    const refused = publish({ entry: savedEntry(rule.collection, example.data) });
    await expect(refused).rejects.toBeInstanceOf(PublishRefused);
    await expect(refused).rejects.toThrow(example.message);
    expect(document.querySelector("[data-cms-notice]")?.textContent).toMatch(/^Not published\./);
  });

  it("refuses a variant id with a hyphen at build and Publish, naming the id and the fix", async () => {
    const hyphenated = { ...experiment, status: "running", winner: undefined, variants: [experiment.variants[0], { ...experiment.variants[1], id: "plain-words" }] };
    const message = /Variant 2 \(plain-words\): a hyphen in a variant's id makes GA4's name of the test \("SWC-<test>-plain-words"\) read two ways; write the id without hyphens or other signs, such as plainwords/;
    expect(buildProblems("experiments", [{ file: "hyphen.json", data: hyphenated }]).join("\n")).toMatch(message);
    await expect(applyPublishRules(async () => site, document)({ entry: savedEntry("experiments", hyphenated) })).rejects.toThrow(message);
  });

  it("publishes an entry that keeps every rule, and accepts a page published since the CMS started", async () => {
    rememberEntrySearch(async (collection) => (collection === "insights" ? [{ slug: "new-one", data: { title: "New", slug: "new-one", date: "2020-01-01" } }] : []));
    const publish = applyPublishRules(async () => site, document);
    const data = { title: "T", date: "2026-01-01", body: "See [new](/insights/new-one), [contact](/contact#form) and [elsewhere](https://example.com)." };
    const saved = await publish({ entry: savedEntry("insights", data) });
    expect(saved.toJS()).toEqual(data);
  });

  it("refuses a link to an article that has no page yet (a draft, or dated ahead), as the build would", async () => {
    rememberEntrySearch(async (collection) =>
      collection === "insights"
        ? [
            { slug: "later-one", data: { title: "Later", slug: "later-one", date: "2999-01-04" } },
            { slug: "draft-one", data: { title: "Draft", slug: "draft-one", date: "2020-01-01", draft: true } },
          ]
        : [],
    );
    const publish = applyPublishRules(async () => site, document);
    for (const address of ["/insights/later-one", "/insights/draft-one"]) {
      const cta = campaign([{ type: "cta", title: "Go", text: "Now", buttonLabel: "Read", buttonLink: address }]);
      await expect(publish({ entry: savedEntry("campaigns", cta) })).rejects.toThrow(`buttonLink: no page of this site has the address ${address}`);
    }
  });

  it("keeps the figures an article lists, adding those its body shows", () => {
    const data = fromJS({ figures: ["../images/a.png"], body: '<Figure image="a.png" /> <Figure image="b.png" />' }) as unknown as ImmutableData;
    expect((withListedFigures(data, "../images").toJS() as { figures: string[] }).figures).toEqual(["../images/a.png", "../images/b.png"]);
  });
});
