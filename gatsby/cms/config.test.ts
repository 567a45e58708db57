/**
 * @jest-environment node
 *
 * The generated CMS configuration agrees with the content model: every
 * declared field is editable with the type's rules (required, lengths,
 * patterns, fixed values), the CMS accepts every record content/ holds today,
 * and it refuses the records the content checks refuse.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { isObjectType } from "graphql";
import { buildContentSchema, directiveArgs, hasDirective } from "../schema-document";
import { cmsBackendFromEnv, PLACEHOLDER_REPO } from "./backend";
import { cmsConfig, LOCAL_BACKEND_PORT, SHOWN_ONLY_WIDGETS, type CmsConfig } from "./config";
import { contentReader } from "./content-reader";
import type { CmsField } from "./fields";
import { LIST_FIELD, LIST_FILE_FORMAT } from "../../src/cms/list-file-format";
import { jsonListFormat } from "../../src/cms/content-format";
import { PAGE_TARGET_MESSAGE, REDIRECT_TARGET_WIDGET, targetProblem, type PageCollections } from "../../src/cms/redirect-target";
import { jsonContentFiles, mdxContentFiles, validateRecord, ROOT } from "../../tests/unit/support/content-model";
import { LOCAL_BACKEND_PORT as SCRIPT_PORT } from "../../scripts/lib/cms-backend.mjs";
import { ICON_NAMES } from "../../src/components/ui/icon-sprite";
import { BLOCK_TYPE_KEY, CAMPAIGN_BLOCK_TYPES } from "../../src/lib/campaign-blocks";

const schema = buildContentSchema();
const config = cmsConfig({ schema, content: contentReader(ROOT), settings: cmsBackendFromEnv({}), siteUrl: "https://www.example.com" });

type Collection = CmsConfig["collections"][number];
const collection = (name: string) => config.collections.find((c) => c.name === name) as Collection & Record<string, unknown>;
const fieldsOf = (name: string) => (collection(name) as { fields: CmsField[] }).fields;
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;

/** What Decap checks before it saves: presence of required values, fixed options, the pattern, whole numbers. */
function cmsProblems(fields: readonly CmsField[], record: Record<string, unknown>, where = ""): string[] {
  return fields.flatMap((f) => {
    const value = record[f.name];
    const at = `${where}${f.name}`;
    const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
    if (empty) return f.required === false || f.widget === "boolean" ? [] : [`${at}: required`];
    if (f.widget === "object") return cmsProblems(f.fields ?? [], value as Record<string, unknown>, `${at}.`);
    if (f.widget === "list" && Array.isArray(f.types)) {
      // A list of block types: each item is checked against the fields of the type its typeKey names.
      const types = f.types as CmsField[];
      const key = String(f.typeKey ?? "type");
      return (value as Record<string, unknown>[]).flatMap((item, i) => {
        const type = types.find((candidate) => candidate.name === item[key]);
        return type ? cmsProblems(type.fields ?? [], item, `${at}[${i}].`) : [`${at}[${i}]: not a block type`];
      });
    }
    if (f.widget === "list") {
      return (value as unknown[]).flatMap((item, i) =>
        f.fields ? cmsProblems(f.fields, item as Record<string, unknown>, `${at}[${i}].`) : cmsProblems([{ ...f.field!, required: true }], { [f.field!.name]: item }, `${at}[${i}]:`),
      );
    }
    if (f.options && !f.options.includes(String(value))) return [`${at}: not an option`];
    if (f.pattern && !new RegExp(f.pattern[0]).test(String(value))) return [`${at}: ${f.pattern[1]}`];
    if (f.value_type === "int" && !Number.isInteger(value)) return [`${at}: not a whole number`];
    return [];
  });
}

describe("collections", () => {
  it("cover insights, case studies, services, technologies, experiments, landing pages, the pages, workshops, the site and the redirects", () => {
    expect(config.collections.map((c) => c.name)).toEqual(["insights", "case-studies", "services", "technologies", "experiments", "campaigns", "pages", "workshops", "site", "redirects"]);
  });

  it("landing pages: the page's settings, then one list of blocks of every registered type, each with its own fields", () => {
    expect(collection("campaigns")).toMatchObject({ label: "Landing pages", folder: "content/campaigns", create: true, identifier_field: "title" });
    const blocks = field(fieldsOf("campaigns"), "blocks");
    expect(blocks).toMatchObject({ widget: "list", typeKey: BLOCK_TYPE_KEY, required: true });
    const types = blocks.types as CmsField[];
    expect(types.map((type) => type.name)).toEqual(CAMPAIGN_BLOCK_TYPES);
    const leadForm = types.find((type) => type.name === "lead-form")!;
    expect(leadForm.fields!.map((f) => f.name)).toEqual(["title", "intro", "points", "buttonLabel", "formName", "leadValue"]);
    // an optional lead value: an amount and its currency, each with its help text
    const leadValue = field(leadForm.fields!, "leadValue");
    expect(leadValue).toMatchObject({ widget: "object", required: false, hint: expect.stringMatching(/generate_lead/) });
    expect(field(leadValue.fields!, "value")).toMatchObject({ widget: "number", value_type: "float", required: false, hint: expect.stringMatching(/0 or more/) });
    expect(field(leadValue.fields!, "currency")).toMatchObject({ widget: "string", required: false, hint: expect.stringMatching(/ISO 4217.*empty: ILS/) });
    expect(field(leadForm.fields!, "formName").pattern![1]).toMatch(/^Use 3 to 60 characters\. Use letters, digits, spaces and hyphens/);
    // a case-studies block chooses case studies by name and stores their slugs
    expect(field(types.find((type) => type.name === "case-studies")!.fields!, "caseStudies")).toMatchObject({ widget: "relation", collection: "case-studies", value_field: "slug", multiple: true });
    // a text block's HTML is the build's
    expect(types.find((type) => type.name === "text")!.fields!.map((f) => f.name)).toEqual(["title", "body"]);
    expect(field(fieldsOf("campaigns"), "expiredRedirect").widget).toBe(REDIRECT_TARGET_WIDGET);
    expect(field(fieldsOf("campaigns"), "path").pattern![1]).toContain("Write it as /lp/");
  });

  it("insights are the MDX files, with a Markdown body offering Callout and Figure, and images with the site's others", () => {
    const insights = collection("insights");
    expect(insights).toMatchObject({ folder: "content/insights", extension: "mdx", format: "frontmatter", media_folder: "/content/images", public_folder: "../images" });
    expect(field(fieldsOf("insights"), "body")).toMatchObject({ widget: "markdown", editor_components: expect.arrayContaining(["callout", "figure"]) });
  });

  it("the local backend is the one npm run cms starts", () => {
    expect(config.local_backend.url).toBe(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`);
    expect(SCRIPT_PORT).toBe(LOCAL_BACKEND_PORT);
  });
});

describe("fields follow gatsby/schema/", () => {
  const typeOf = (name: string) => {
    const type = schema.getType(name);
    if (!type || !isObjectType(type)) throw new Error(name);
    return type;
  };

  it.each([
    ["insights", "Insight"],
    ["case-studies", "CaseStudy"],
    ["services", "ServicePage"],
    ["technologies", "TechnologyPage"],
    ["experiments", "Experiment"],
  ])("%s: every field of %s the file holds, required exactly when non-null", (name, typeName) => {
    const declared = Object.values(typeOf(typeName).getFields()).filter((f) => !hasDirective(f, "computed") && f.name !== "contentFilePath");
    // An experiment's result is shown, never held in the file.
    const fields = fieldsOf(name).filter((f) => !SHOWN_ONLY_WIDGETS.includes(f.widget));
    expect(fields.filter((f) => f.name !== "body").map((f) => f.name)).toEqual(declared.map((f) => f.name));
    for (const f of declared) expect([f.name, field(fields, f.name).required]).toEqual([f.name, f.type.toString().endsWith("!")]);
  });

  it("turns @constraint into a select or a pattern, and icons into the sprite's icons", () => {
    const insight = fieldsOf("insights");
    expect(field(insight, "slug").pattern?.[0]).toBe("^(?:^[a-z0-9]+(-[a-z0-9]+)*$)");
    expect(field(insight, "description").pattern?.[0]).toBe("^(?=[\\s\\S]{50,240}$)");
    expect(field(insight, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    expect(field(insight, "image")).toMatchObject({ widget: "image", required: false });
    expect(field(insight, "figures")).toMatchObject({ widget: "list", field: { widget: "image" } });
    expect(field(fieldsOf("technologies"), "kind")).toMatchObject({ widget: "select", options: ["technology", "tool"] });
    expect(field(fieldsOf("services"), "serviceType")).toMatchObject({ widget: "select", options: ["marketing", "product"] });
    const capabilities = field(fieldsOf("services"), "capabilities");
    expect(field(field(capabilities.fields!, "items").fields!, "icon")).toMatchObject({ widget: "select", options: ICON_NAMES });
    expect(field(field(fieldsOf("case-studies"), "metrics").fields!, "icon").widget).toBe("select");
  });
});

type FileEntry = { name: string; file: string; format: string; fields: CmsField[] };
/** Each file of the files collections, with its collection's format (Decap reads a file's format from its collection). */
const fileEntries = (): FileEntry[] =>
  config.collections.flatMap((c) => ((c as { files?: Omit<FileEntry, "format">[] }).files ?? []).map((file) => ({ ...file, format: String((c as { format?: string }).format) })));

describe("the CMS accepts today's content and refuses what the content checks refuse", () => {
  const records = [
    ...mdxContentFiles()
      .filter((file) => file.relative.startsWith("insights/"))
      .map((file) => ({ where: file.relative, fields: fieldsOf("insights"), record: { ...file.frontmatter, body: file.body } })),
    ...jsonContentFiles()
      .filter((file) => file.collection)
      .map((file) => ({ where: file.relative, fields: fieldsOf(file.relative.split("/")[0]), record: file.records[0] as Record<string, unknown> })),
    ...fileEntries().map((entry) => {
      const file = jsonContentFiles().find((f) => `content/${f.relative}` === entry.file)!;
      const record = entry.format === "json-list" ? { items: file.records } : (file.records[0] as Record<string, unknown>);
      return { where: entry.file, fields: entry.fields, record };
    }),
  ];

  it.each(records.map((r) => [r.where, r] as const))("accepts %s", (_where, { fields, record }) => {
    expect(cmsProblems(fields, record)).toEqual([]);
  });

  const insight = mdxContentFiles().find((file) => file.relative === "insights/modeled-conversions.mdx")!;
  const broken: [string, Record<string, unknown>][] = [
    ["a missing title", { ...insight.frontmatter, title: undefined }],
    ["a description too short for search results", { ...insight.frontmatter, description: "Too short." }],
    ["a description too long", { ...insight.frontmatter, description: "x".repeat(241) }],
    ["a slug that is not an address", { ...insight.frontmatter, slug: "Modeled Conversions" }],
    ["a read time in another form", { ...insight.frontmatter, readTime: "five minutes" }],
  ];
  it.each(broken)("refuses an insight with %s, as the content checks do", (_case, frontmatter) => {
    const context = { baseDir: path.dirname(insight.file), derivedFields: ["contentFilePath"] };
    expect(validateRecord(schema, "Insight", frontmatter, "x.mdx", context)).not.toEqual([]);
    expect(cmsProblems(fieldsOf("insights"), { ...frontmatter, body: insight.body })).not.toEqual([]);
  });

  it("refuses a technology of an unknown kind and a service of an unknown type", () => {
    const technology = jsonContentFiles().find((f) => f.relative.startsWith("technologies/"))!.records[0] as Record<string, unknown>;
    expect(cmsProblems(fieldsOf("technologies"), { ...technology, kind: "platform" })).toEqual(["kind: not an option"]);
    const service = jsonContentFiles().find((f) => f.relative.startsWith("services/"))!.records[0] as Record<string, unknown>;
    expect(cmsProblems(fieldsOf("services"), { ...service, serviceType: "sales" })).toEqual(["serviceType: not an option"]);
  });

  it("offers an experiment's statuses as a select, and refuses an id that is not lower-case words", () => {
    const experiment = jsonContentFiles().find((f) => f.relative.startsWith("experiments/"))!.records[0] as Record<string, unknown>;
    expect(field(fieldsOf("experiments"), "status")).toMatchObject({ widget: "select", options: ["draft", "running", "stopped", "winner chosen"] });
    expect(cmsProblems(fieldsOf("experiments"), experiment)).toEqual([]);
    expect(cmsProblems(fieldsOf("experiments"), { ...experiment, status: "paused" })).toEqual(["status: not an option"]);
    expect(cmsProblems(fieldsOf("experiments"), { ...experiment, slug: "Home Hero" })).not.toEqual([]);
  });

  it("offers an experiment's target as selects: a landing page's block types and the texts a block shows", () => {
    const experiment = jsonContentFiles().find((f) => f.relative.startsWith("experiments/"))!.records[0] as Record<string, unknown>;
    const target = field(fieldsOf("experiments"), "target").fields!;
    expect(field(target, "block")).toMatchObject({ widget: "select", options: expect.arrayContaining(["hero", "lead-form", "cta", "faq"]) });
    expect(field(target, "fields")).toMatchObject({ widget: "list", field: { widget: "select", options: expect.arrayContaining(["title", "intro", "subtitle"]) } });
    const text = field(field(fieldsOf("experiments"), "variants").fields!, "content").fields!;
    expect(field(text, "field")).toMatchObject({ widget: "select", options: field(target, "fields").field!.options });
    const variants = [{ id: "control", name: "As it is" }, { id: "review", name: "Review", content: [{ field: "title", text: "Get Your Review" }] }];
    expect(cmsProblems(fieldsOf("experiments"), { ...experiment, pages: ["/lp/ga4-ecommerce-audit"], target: { block: "lead-form", fields: ["title"] }, variants })).toEqual([]);
    expect(cmsProblems(fieldsOf("experiments"), { ...experiment, target: { block: "footer", fields: ["title"] } })).toEqual(["target.block: not an option"]);
    // A test of the whole block: the variant's block is chosen and filled in as a landing page's blocks are.
    expect(field(target, "fields").required).toBe(false);
    const block = field(field(fieldsOf("experiments"), "variants").fields!, "block");
    expect(block).toMatchObject({ widget: "list", max: 1, typeKey: "type", required: false });
    expect((block.types as CmsField[]).map((type) => type.name)).toEqual(["features", "stats", "quote", "case-studies", "faq", "text", "cta"]);
    const landingBlocks = field(fieldsOf("campaigns"), "blocks").types as CmsField[];
    expect((block.types as CmsField[]).find((type) => type.name === "quote")).toEqual(landingBlocks.find((type) => type.name === "quote"));
  });
});

describe("the production backend from the environment", () => {
  it("defaults to GitHub on main, waiting for the repository's name", () => {
    expect(cmsBackendFromEnv({})).toEqual({ backend: { name: "github", branch: "main", repo: PLACEHOLDER_REPO }, publishMode: "simple" });
  });

  it("takes GitHub's repository, branch, OAuth provider and the review workflow", () => {
    const env = { CMS_GITHUB_REPO: "swc/website", CMS_BRANCH: "content", CMS_AUTH_BASE_URL: "https://auth.example.com", CMS_PUBLISH_MODE: "editorial_workflow" };
    expect(cmsBackendFromEnv(env)).toEqual({
      backend: { name: "github", branch: "content", repo: "swc/website", base_url: "https://auth.example.com" },
      publishMode: "editorial_workflow",
    });
  });

  it("takes Git Gateway, which needs no repository", () => {
    expect(cmsBackendFromEnv({ CMS_BACKEND: "git-gateway" }).backend).toEqual({ name: "git-gateway", branch: "main" });
  });

  it("refuses an unknown backend or a malformed repository", () => {
    expect(() => cmsBackendFromEnv({ CMS_BACKEND: "gitlab" })).toThrow(/github or git-gateway/);
    expect(() => cmsBackendFromEnv({ CMS_GITHUB_REPO: "just-a-name" })).toThrow(/owner\/name/);
  });
});

describe("every content file is editable", () => {
  /** Every file of content/ but the images, which are the media library's (content/images). */
  const contentFiles = (dir = path.join(ROOT, "content")): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(ROOT, "content", "images") ? [] : contentFiles(full);
      return [path.relative(ROOT, full).split(path.sep).join("/")];
    });

  const editedBy = (file: string) =>
    config.collections.filter((c) => {
      const folder = c as { folder?: string; extension?: string };
      if (folder.folder) return path.posix.dirname(file) === folder.folder && file.endsWith(`.${folder.extension}`);
      return ((c as { files?: FileEntry[] }).files ?? []).some((entry) => entry.file === file);
    });

  it.each(contentFiles().map((file) => [file]))("%s has a collection", (file) => {
    expect(editedBy(file).map((c) => c.name)).toHaveLength(1);
  });

  it("the media library is content/images", () => {
    expect(config.media_folder).toBe("content/images");
  });
});

describe("rules in plain words", () => {
  const patterned = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((f) => [...(f.pattern ? [f] : []), ...patterned(f.fields ?? []), ...(f.field ? patterned([f.field]) : [])]);
  const everyField = [...config.collections.flatMap((c) => (c as { fields?: CmsField[] }).fields ?? []), ...fileEntries().flatMap((entry) => entry.fields)];

  it("every pattern's message is an instruction, never the regular expression", () => {
    const messages = patterned(everyField).map((f) => f.pattern![1]);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(message).not.toMatch(/[\^$\\[\]]|\(\?/);
  });

  it("says how to write an address and a read time", () => {
    const insight = fieldsOf("insights");
    expect(field(insight, "slug").pattern?.[1]).toMatch(/^Use lower-case letters, digits and hyphens/);
    expect(field(insight, "readTime").pattern?.[1]).toMatch(/^Write it as '5 min read'/);
    expect(field(insight, "description").pattern?.[1]).toBe("Use 50 to 240 characters.");
  });

  it("every pattern of gatsby/schema/ comes with its message", () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type)) continue;
      for (const f of Object.values(type.getFields())) {
        const rule = directiveArgs(f, "constraint");
        if (rule?.pattern && !rule.message) missing.push(`${type.name}.${f.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("an address, a category and an author", () => {
  it("an article's and a case study's address follow the title or client while new, and say how to write one", () => {
    expect(field(fieldsOf("insights"), "slug")).toMatchObject({ widget: "slug", source: "title", required: false, empty_message: expect.stringMatching(/lower-case letters, digits and hyphens/) });
    expect(field(fieldsOf("case-studies"), "slug")).toMatchObject({ widget: "slug", source: "client", required: true });
  });

  it("categories and authors are chosen from content/insight-choices.json, which lists every one in use", () => {
    const choices = jsonContentFiles().find((f) => f.relative === "insight-choices.json")!.records[0] as Record<string, { name: string }[]>;
    for (const [name, list] of [["category", "categories"], ["author", "authors"]]) {
      expect(field(fieldsOf("insights"), name)).toMatchObject({ widget: "relation", collection: "site", file: "insight-choices", value_field: `${list}.*.name` });
      const offered = choices[list].map((choice) => choice.name);
      for (const file of mdxContentFiles().filter((f) => f.relative.startsWith("insights/"))) expect([file.relative, offered]).toEqual([file.relative, expect.arrayContaining([file.frontmatter[name]])]);
    }
  });
});

describe("redirects", () => {
  const redirectsEntry = () => fileEntries().find((entry) => entry.name === "redirects")!;
  const target = () => field(redirectsEntry().fields[0].fields!, "to");

  it("are the list of content/redirects.json", () => {
    expect(redirectsEntry()).toMatchObject({ file: "content/redirects.json", format: "json-list" });
    // Decap reads a file's format from its collection, never from the file: the list file's collection says json-list, and read so, the file is its list.
    const redirects = collection("redirects") as { format?: string; files: unknown[] };
    expect(redirects.format).toBe(LIST_FILE_FORMAT);
    expect(redirects.files).toHaveLength(1);
    const text = fs.readFileSync(path.join(ROOT, "content", "redirects.json"), "utf8");
    expect(jsonListFormat([]).fromFile(text)[LIST_FIELD]).toEqual(JSON.parse(text));
  });

  it("lead only to a page of the site, with or without a section", async () => {
    const { pages, page_collections: collections } = target() as unknown as { pages: string[]; page_collections: PageCollections };
    expect(target()).toMatchObject({ widget: REDIRECT_TARGET_WIDGET, required: true });
    // No entry is published since the build: the pages listed decide.
    const load = async () => [];
    const problem = (to: string) => targetProblem(to, { pages, collections, load });
    expect(await Promise.all(["/services", "/services#technologies", "/services/product/mixpanel", "/"].map(problem))).toEqual([null, null, null, null]);
    expect(await Promise.all(["/no-such-page", "/services/x", "/servicesx", "services"].map(problem))).toEqual(Array(4).fill(PAGE_TARGET_MESSAGE));
    expect(PAGE_TARGET_MESSAGE).toMatch(/^Choose a page of this site/);
  });

  it("look a page published since the build up in the collections that make pages", () => {
    expect((target() as unknown as { page_collections: PageCollections }).page_collections).toEqual({
      campaigns: { collection: "campaigns", field: "title" },
      technologies: { collection: "technologies", field: "path" },
      services: { collection: "services", field: "path" },
      caseStudies: { collection: "case-studies", field: "client" },
      insights: { collection: "insights", field: "title" },
    });
    for (const { collection, field: name } of Object.values((target() as unknown as { page_collections: PageCollections }).page_collections)) {
      const configured = config.collections.find((c) => c.name === collection) as { identifier_field?: string; fields?: CmsField[] };
      expect(configured.identifier_field).toBe(name);
      expect(field(configured.fields!, name).required).toBe(true);
    }
  });
});

describe("every image of today's content loads in the CMS", () => {
  /** Decap looks an image up by its file name in the field's media folder (or the collection's), relative to the entry's folder (to the repository's root when it starts with /). */
  function unresolved(fields: readonly CmsField[], record: unknown, entryDir: string, folder: string): string[] {
    if (!record || typeof record !== "object") return [];
    return fields.flatMap((f) => {
      const value = (record as Record<string, unknown>)[f.name];
      if (value === undefined || value === null) return [];
      const own = String(f.media_folder ?? f.field?.media_folder ?? folder);
      if (f.widget === "image" || f.field?.widget === "image") {
        return [value]
          .flat()
          .map(String)
          .filter((image) => !fs.existsSync(path.join(own.startsWith("/") ? ROOT : entryDir, own, path.posix.basename(image))));
      }
      if (f.fields) return [value].flat().flatMap((item) => unresolved(f.fields!, item, entryDir, folder));
      return [];
    });
  }

  it("for every entry of every collection", () => {
    const missing: string[] = [];
    for (const c of config.collections) {
      const folderCollection = c as { folder?: string; media_folder: string; fields?: CmsField[] };
      if (folderCollection.folder) {
        const dir = path.join(ROOT, folderCollection.folder);
        for (const name of fs.readdirSync(dir)) {
          const text = fs.readFileSync(path.join(dir, name), "utf8");
          const record = name.endsWith(".mdx") ? matter(text).data : JSON.parse(text);
          missing.push(...unresolved(folderCollection.fields!, record, dir, folderCollection.media_folder).map((image) => `${name}: ${image}`));
        }
      }
      for (const entry of (c as { files?: FileEntry[] }).files ?? []) {
        const record = JSON.parse(fs.readFileSync(path.join(ROOT, entry.file), "utf8"));
        missing.push(...unresolved(entry.fields, record, path.join(ROOT, "content"), folderCollection.media_folder).map((image) => `${entry.file}: ${image}`));
      }
    }
    expect(missing).toEqual([]);
  });
});
