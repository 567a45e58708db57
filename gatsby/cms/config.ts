/**
 * The Decap CMS configuration (served as /admin/config.yml), generated from
 * the content model on every build and `gatsby develop`: each collection is
 * the content files of one GraphQL type, and its fields come from that type
 * (gatsby/cms/fields.ts). Nothing here repeats a field list of
 * gatsby/schema/, so the CMS cannot drift from what the build accepts.
 */
import { isObjectType, type GraphQLSchema } from "graphql";
import { jsonTypeName, COLLECTION_TYPES } from "../content-types";
import { cmsFields, type CmsField } from "./fields";
import type { CmsBackendSettings } from "./backend";

/** Where decap-server (the local backend proxy) listens: `npm run cms` starts it there. */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`;

/** The editor components the article body offers (src/cms/editor-components.ts). */
export const ARTICLE_EDITOR_COMPONENTS = ["callout", "figure", "image", "code-block"];

interface FolderSpec {
  name: string;
  label: string;
  labelSingular: string;
  /** folder under content/ */
  folder: string;
  /** the field that names an entry in the list and its file name */
  identifier: string;
  /** file name of a new entry */
  slug: string;
  /** images uploaded here: relative to the entry's file */
  media: string;
}

/** One JSON file per record (gatsby/content-types.ts names their types). */
const JSON_FOLDERS: FolderSpec[] = [
  { name: "case-studies", label: "Case studies", labelSingular: "Case study", folder: "case-studies", identifier: "client", slug: "{{fields.slug}}", media: "../images" },
  { name: "services", label: "Services", labelSingular: "Service", folder: "services", identifier: "path", slug: "{{slug}}", media: "../images" },
  { name: "technologies", label: "Technologies and tools", labelSingular: "Technology or tool", folder: "technologies", identifier: "path", slug: "{{slug}}", media: "../images" },
];

/** Singletons edited as files (content/<name>.json), grouped in one collection each. */
const FILE_GROUPS: { name: string; label: string; files: { name: string; label: string }[] }[] = [
  {
    name: "workshops",
    label: "Workshops",
    files: [
      { name: "workshops", label: "Workshops overview (/workshops)" },
      { name: "workshop-google-analytics", label: "Google Analytics workshop (/workshops/google-analytics)" },
    ],
  },
  { name: "site", label: "Site facts", files: [{ name: "site", label: "Site facts (brand, address, e-mail, numbers)" }] },
];

function objectType(schema: GraphQLSchema, name: string) {
  const type = schema.getType(name);
  if (!type || !isObjectType(type)) throw new Error(`CMS: type ${name} is not declared in gatsby/schema/`);
  return type;
}

/** Fields of the insight's file that the build derives rather than reads. */
const INSIGHT_DERIVED = ["contentFilePath"];

function insightsCollection(schema: GraphQLSchema) {
  const body: CmsField = {
    name: "body",
    label: "Body",
    widget: "markdown",
    editor_components: ARTICLE_EDITOR_COMPONENTS,
    hint: "Markdown, with <Callout> and <Figure> from the + menu. A figure's image must also be listed under Figures.",
  };
  return {
    name: "insights",
    label: "Insights",
    label_singular: "Insight",
    folder: "content/insights",
    extension: "mdx",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{fields.title}} ({{fields.date}})",
    sortable_fields: ["date", "title", "category"],
    // Uploads are stored beside the article and named from it ("image: my-figure.png").
    media_folder: "",
    public_folder: "",
    fields: [...cmsFields(objectType(schema, "Insight"), INSIGHT_DERIVED), body],
  };
}

function folderCollection(schema: GraphQLSchema, spec: FolderSpec) {
  const typeName = COLLECTION_TYPES[spec.folder];
  return {
    name: spec.name,
    label: spec.label,
    label_singular: spec.labelSingular,
    folder: `content/${spec.folder}`,
    extension: "json",
    format: "json",
    create: true,
    slug: spec.slug,
    identifier_field: spec.identifier,
    summary: `{{fields.${spec.identifier}}}`,
    media_folder: spec.media,
    public_folder: spec.media,
    fields: cmsFields(objectType(schema, typeName)),
  };
}

function filesCollection(schema: GraphQLSchema, group: (typeof FILE_GROUPS)[number]) {
  return {
    name: group.name,
    label: group.label,
    // The files sit in content/ itself, so their images are in content/images.
    media_folder: "images",
    public_folder: "images",
    files: group.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: `content/${file.name}.json`,
      format: "json",
      fields: cmsFields(objectType(schema, jsonTypeName({ node: { name: file.name, relativeDirectory: "" } }))),
    })),
  };
}

export interface CmsConfigOptions {
  schema: GraphQLSchema;
  settings: CmsBackendSettings;
  /** the production site, for the CMS's "view live" link */
  siteUrl: string;
}

export function cmsConfig({ schema, settings, siteUrl }: CmsConfigOptions) {
  return {
    backend: settings.backend,
    publish_mode: settings.publishMode,
    // Opened on localhost or 127.0.0.1, the CMS reads and writes the working copy through decap-server.
    local_backend: { url: LOCAL_BACKEND_URL, allowed_hosts: ["localhost", "127.0.0.1"] },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: "content/images",
    public_folder: "../images",
    collections: [
      insightsCollection(schema),
      ...JSON_FOLDERS.map((spec) => folderCollection(schema, spec)),
      ...FILE_GROUPS.map((group) => filesCollection(schema, group)),
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

/**
 * config.yml as JSON (YAML is a superset of JSON), under a comment saying
 * where it comes from.
 */
export function cmsConfigYaml(config: CmsConfig): string {
  return `# Generated from gatsby/schema/ by gatsby/cms/config.ts on every build: edit those, not this file.\n${JSON.stringify(config, null, 2)}\n`;
}
