/**
 * @jest-environment node
 *
 * The generated CMS configuration agrees with the content model: every
 * declared field is editable with the type's rules (required, lengths,
 * patterns, fixed values), the CMS accepts every record content/ holds today,
 * and it refuses the records the content checks refuse.
 */
import path from "path";
import { isObjectType } from "graphql";
import { buildContentSchema, hasDirective } from "../schema-document";
import { cmsBackendFromEnv, PLACEHOLDER_REPO } from "./backend";
import { cmsConfig, LOCAL_BACKEND_PORT, type CmsConfig } from "./config";
import type { CmsField } from "./fields";
import { jsonContentFiles, mdxContentFiles, validateRecord } from "../../tests/unit/support/content-model";
import { LOCAL_BACKEND_PORT as SCRIPT_PORT } from "../../scripts/lib/cms-backend.mjs";
import { ICON_NAMES } from "../../src/components/ui/icon-sprite";

const schema = buildContentSchema();
const config = cmsConfig({ schema, settings: cmsBackendFromEnv({}), siteUrl: "https://www.example.com" });

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
  it("cover insights, case studies, services, technologies, workshops and the site facts", () => {
    expect(config.collections.map((c) => c.name)).toEqual(["insights", "case-studies", "services", "technologies", "workshops", "site"]);
  });

  it("insights are the MDX files, with a Markdown body offering Callout and Figure, and uploads beside the article", () => {
    const insights = collection("insights");
    expect(insights).toMatchObject({ folder: "content/insights", extension: "mdx", format: "frontmatter", media_folder: "", public_folder: "" });
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
  ])("%s: every field of %s the file holds, required exactly when non-null", (name, typeName) => {
    const declared = Object.values(typeOf(typeName).getFields()).filter((f) => !hasDirective(f, "computed") && f.name !== "contentFilePath");
    const fields = fieldsOf(name);
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

describe("the CMS accepts today's content and refuses what the content checks refuse", () => {
  const site = (collection("site") as { files: { fields: CmsField[] }[] }).files[0].fields;
  const records = [
    ...mdxContentFiles()
      .filter((file) => file.relative.startsWith("insights/"))
      .map((file) => ({ where: file.relative, fields: fieldsOf("insights"), record: { ...file.frontmatter, body: file.body } })),
    ...jsonContentFiles()
      .filter((file) => file.collection)
      .map((file) => ({ where: file.relative, fields: fieldsOf(file.relative.split("/")[0]), record: file.records[0] as Record<string, unknown> })),
    ...(["workshops.json", "workshop-google-analytics.json", "site.json"] as const).map((name) => {
      const file = jsonContentFiles().find((f) => f.relative === name)!;
      const group = name === "site.json" ? site : (collection("workshops") as { files: { name: string; fields: CmsField[] }[] }).files.find((f) => `${f.name}.json` === name)!.fields;
      return { where: name, fields: group, record: file.records[0] as Record<string, unknown> };
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
