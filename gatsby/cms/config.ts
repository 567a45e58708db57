/**
 * The Decap CMS configuration (served as /admin/config.yml), generated from
 * the content model on every build and `gatsby develop`: each collection is
 * the content files of one GraphQL type, and its fields come from that type
 * (gatsby/cms/fields.ts). Nothing here repeats a field list of
 * gatsby/schema/, so the CMS cannot drift from what the build accepts.
 */
import path from "path";
import { isObjectType, type GraphQLSchema } from "graphql";
import { jsonTypeName, COLLECTION_TYPES, CONTENT_DIR, IMAGES_FOLDER, INSIGHTS_FOLDER, type CollectionFolder } from "../content-types";
import { cmsFields, type CmsField } from "./fields";
import { SLUG_MESSAGE } from "../content-constraints";
import type { CmsBackendSettings } from "./backend";
import { LIST_FIELD, LIST_FILE_FORMAT } from "../../src/cms/list-file-format";
import { REDIRECT_TARGET_WIDGET, type PageCollections } from "../../src/cms/redirect-target";
import { PAGE_ADDRESS_WIDGET } from "../../src/cms/slug-widget";
import { EXPERIMENT_RESULT_WIDGET } from "../../src/cms/experiment-result-widget";
import { PAGE_EXPERIMENTS_WIDGET } from "../../src/cms/page-experiments-widget";
import { STATUS_KEY } from "../../src/cms/entry-status";
import type { SiteAddresses } from "../../src/cms/publish-rules";
import { siteFormNames, staticFileAddresses } from "../content-checks";
import { BLOCK_TYPE_KEY, CAMPAIGN_BLOCKS, CAMPAIGN_BLOCK_TYPES, WHOLE_BLOCK_TYPES, type CampaignBlockType } from "../../src/lib/campaign-blocks";

/** Where decap-server (the local backend proxy) listens: `npm run cms` starts it there. */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`;

/** The editor components the article body offers (src/cms/editor-components.ts). */
export const ARTICLE_EDITOR_COMPONENTS = ["callout", "figure", "table", "image", "code-block"];

interface FolderSpec {
  name: string;
  label: string;
  labelSingular: string;
  /** folder under content/ */
  folder: CollectionFolder;
  /** the field that names an entry in the list and its file name */
  identifier: string;
  /** file name of a new entry */
  slug: string;
  /** images uploaded here: relative to the entry's file */
  media: string;
  /** an address field filled from another field while the entry is new (src/cms/slug-widget.ts) */
  slugFrom?: { field: string; source: string };
  /** what comes before the slug in the page's address */
  addressPrefix?: string;
}

/** Images of the site's content: content/images, named relative to each entry's file. */
const IMAGES_FROM_FOLDER = `../${IMAGES_FOLDER}`;
const IMAGES_FROM_CONTENT = IMAGES_FOLDER;
/** The same folder from the repository's root, which Decap resolves without an entry's file (a new entry has none yet). */
const IMAGES_FROM_ROOT = `/${CONTENT_DIR}/${IMAGES_FOLDER}`;

/** One JSON file per record (gatsby/content-types.ts names their types). */
const JSON_FOLDERS: FolderSpec[] = [
  { name: "case-studies", label: "Case studies", labelSingular: "Case study", folder: "case-studies", identifier: "client", slug: "{{fields.slug}}", media: IMAGES_FROM_FOLDER, slugFrom: { field: "slug", source: "client" }, addressPrefix: "/case-study/" },
  { name: "services", label: "Services", labelSingular: "Service", folder: "services", identifier: "path", slug: "{{slug}}", media: IMAGES_FROM_FOLDER },
  { name: "technologies", label: "Technologies and tools", labelSingular: "Technology or tool", folder: "technologies", identifier: "path", slug: "{{slug}}", media: IMAGES_FROM_FOLDER },
  // An experiment's file is named by its id (src/lib/experiments.ts checks it); it has no images.
  { name: "experiments", label: "Experiments (A/B tests)", labelSingular: "Experiment", folder: "experiments", identifier: "name", slug: "{{fields.slug}}", media: IMAGES_FROM_FOLDER },
];

interface FileSpec {
  /** content/<name>.json */
  name: string;
  label: string;
  /** a file whose top level is a list, edited as the list field of src/cms/list-file-format.ts */
  list?: { label: string };
}

/** Files of content/ named by their labels in the CMS: content/<name>.json, in the order given. */
const jsonFiles = (labels: Record<string, string>): FileSpec[] => Object.entries(labels).map(([name, label]) => ({ name, label }));

/** Every other file of content/, one entry each, grouped by what a marketer looks for. */
const FILE_GROUPS: { name: string; label: string; files: FileSpec[] }[] = [
  {
    name: "pages",
    label: "Pages",
    files: jsonFiles({
      home: "Home (/)",
      "services-page": "Services overview (/services) and the texts of every service and technology page",
      "insights-page": "Insights overview (/insights) and the texts of every article and category page",
      "case-studies-page": "Case studies overview (/case-studies) and the texts of every case study",
      about: "About (/about)",
      contact: "Contact (/contact)",
      terms: "Terms (/gmp-terms-and-conditions)",
      privacy: "Privacy notice (/privacy): the prose; its tables come from the code",
      accessibility: "Accessibility statement (/accessibility)",
      "not-found": "Page not found (404)",
    }),
  },
  {
    name: "workshops",
    label: "Workshops",
    files: jsonFiles({
      workshops: "Workshops overview (/workshops)",
      "workshop-google-analytics": "Google Analytics workshop (/workshops/google-analytics)",
    }),
  },
  {
    name: "site",
    label: "Site",
    files: jsonFiles({
      site: "Site facts (brand, address, e-mail, numbers)",
      navigation: "Navigation (header menu, Let's Talk button, footer, cookie banner)",
      "lead-form": "Lead form texts (labels, placeholders, buttons, messages, thank-you)",
      "insight-choices": "Article categories and authors",
      industries: "Case-study industries (badge colours)",
    }),
  },
  {
    // A collection of its own: Decap reads one format per collection, and this file's top level is a list.
    name: "redirects",
    label: "Redirects",
    files: [{ name: "redirects", label: "Redirects (old addresses)", list: { label: "Redirects" } }],
  },
];

/** The campaign pages' collection (content/campaigns/, pages under /lp/), and the field that names a page. */
export const CAMPAIGNS_COLLECTION = { name: "campaigns", identifier: "title" } as const;

/**
 * A block's own field that the CMS edits otherwise than its GraphQL type says:
 * the case studies a case-studies block shows are chosen from Case studies by
 * name (stored as their slugs, which the build links).
 */
const BLOCK_FIELD_OVERRIDES: Partial<Record<CampaignBlockType, Record<string, (field: CmsField) => CmsField>>> = {
  "case-studies": {
    caseStudies: (field) => ({
      ...field,
      widget: "relation",
      collection: "case-studies",
      search_fields: ["client"],
      value_field: "slug",
      display_fields: ["client"],
      multiple: true,
      min: 1,
      max: 3,
      hint: "Choose one to three case studies; they show as cards linking to their pages.",
    }),
  },
};

/** The field a collapsed block shows in the list: its title, or its quote's author. */
const BLOCK_SUMMARY_FIELDS = ["title", "author"];

/** One block type of the page's block list (Decap's list widget with `types`): its fields from its GraphQL type. */
function blockType(schema: GraphQLSchema, type: CampaignBlockType, content: ContentReader): CmsField {
  const graphqlType = objectType(schema, CAMPAIGN_BLOCKS[type].graphqlType);
  const overrides = BLOCK_FIELD_OVERRIDES[type] ?? {};
  const fields = cmsFields(graphqlType).map((field) => overrides[field.name]?.(field) ?? field);
  const blocks = content.folder(CAMPAIGNS_FOLDER).flatMap((record) => ((record as { blocks?: unknown[] }).blocks ?? []).filter((block) => (block as Record<string, unknown>)[BLOCK_TYPE_KEY] === type));
  const summary = BLOCK_SUMMARY_FIELDS.find((name) => graphqlType.getFields()[name]);
  return {
    name: type,
    label: CAMPAIGN_BLOCKS[type].label,
    widget: "object",
    ...(graphqlType.description ? { hint: graphqlType.description } : {}),
    ...(summary ? { summary: `${CAMPAIGN_BLOCKS[type].label}: {{fields.${summary}}}` } : {}),
    fields: withMediaFolders(fields, blocks, IMAGES_FROM_FOLDER),
  };
}

const CAMPAIGNS_FOLDER: CollectionFolder = "campaigns";
/** content/home.json, the home page (/). */
const HOME_FILE = "home";

/**
 * Landing pages: the page's settings, then its blocks, added, removed and
 * reordered in one list whose items are of the block types of
 * src/lib/campaign-blocks.ts. A new page is made from another with the
 * entry's "Duplicate" action.
 */
function campaignsCollection(schema: GraphQLSchema, content: ContentReader) {
  const fields = cmsFields(objectType(schema, COLLECTION_TYPES[CAMPAIGNS_FOLDER])).map((field): CmsField => {
    if (field.name === "expiredRedirect") return redirectTargetField(field, content.pagePaths());
    if (field.name === "path") return pathField(field, CAMPAIGNS_COLLECTION.name, content);
    if (field.name !== "blocks") return field;
    return {
      name: field.name,
      label: "Blocks",
      widget: "list",
      required: true,
      min: 1,
      collapsed: true,
      typeKey: BLOCK_TYPE_KEY,
      hint: "The page's sections, top to bottom. Add one with the button below, drag to reorder. A page that takes leads needs one Lead form block.",
      types: CAMPAIGN_BLOCK_TYPES.map((type) => blockType(schema, type, content)),
    };
  });
  return {
    name: CAMPAIGNS_COLLECTION.name,
    label: "Landing pages",
    label_singular: "Landing page",
    description:
      "Campaign pages under /lp/: one offer and one form, no menu. Left out of search engines unless marked indexed. To start from an existing page, open it and choose Duplicate.",
    folder: `content/${CAMPAIGNS_FOLDER}`,
    extension: "json",
    format: "json",
    create: true,
    // A new page's file is named after its address.
    slug: "{{fields.path}}",
    identifier_field: CAMPAIGNS_COLLECTION.identifier,
    // A scheduled or ended page is marked as one in the list (src/cms/entry-status.ts).
    summary: `{{fields.${STATUS_KEY}}}{{fields.title}} ({{fields.path}})`,
    // From the repository's root, as the articles' (below): a new page has no file yet to resolve a relative folder against.
    media_folder: IMAGES_FROM_ROOT,
    public_folder: IMAGES_FROM_FOLDER,
    fields: [pageExperimentsField(), ...withMediaFolders(fields, content.folder(CAMPAIGNS_FOLDER), IMAGES_FROM_FOLDER)],
  };
}

/** The articles' collection, and the field that names an article (every one has it). */
const INSIGHTS_COLLECTION = { name: "insights", identifier: "title" } as const;

/** The lists an article's category and author are chosen from (content/insight-choices.json, in the "site" group). */
const INSIGHT_CHOICES: Record<string, string> = { category: "categories", author: "authors" };

function objectType(schema: GraphQLSchema, name: string) {
  const type = schema.getType(name);
  if (!type || !isObjectType(type)) throw new Error(`CMS: type ${name} is not declared in gatsby/schema/`);
  return type;
}

/** Fields of the insight's file that the build derives rather than reads. */
const INSIGHT_DERIVED = ["contentFilePath"];

/** What an address field needs to check, before saving, that no other page has its address (src/cms/slug-widget.ts). */
function addressCheck(prefix: string, collection: string, content: ContentReader): Partial<CmsField> {
  return { address_prefix: prefix, address_collection: collection, page_collections: pageCollections(), fixed_pages: content.fixedPagePaths() };
}

/** The address field becomes the slug widget: filled from `source` while the entry is new, kept once it has one, refused when another page has it. */
function slugField(field: CmsField, source: string, prefix: string, collection: string, content: ContentReader): CmsField {
  return {
    ...field,
    ...addressCheck(prefix, collection, content),
    widget: "slug",
    source,
    empty_message: `Give it an address: ${SLUG_MESSAGE.charAt(0).toLowerCase()}${SLUG_MESSAGE.slice(1)}.`,
  };
}

/** A whole page path (a service's, a technology's, a landing page's): refused when another page has it. */
function pathField(field: CmsField, collection: string, content: ContentReader): CmsField {
  return { ...field, ...addressCheck("", collection, content), widget: PAGE_ADDRESS_WIDGET };
}

/** A category or author: one of the names listed in content/insight-choices.json. */
function choiceField(field: CmsField, list: string): CmsField {
  return {
    ...field,
    widget: "relation",
    collection: "site",
    file: "insight-choices",
    search_fields: [`${list}.*.name`],
    value_field: `${list}.*.name`,
    display_fields: [`${list}.*.name`],
    hint: `${field.hint ? `${field.hint} — ` : ""}To offer another, add it under Site → Article categories and authors.`,
  };
}

function insightsCollection(schema: GraphQLSchema, content: ContentReader) {
  const body: CmsField = {
    name: "body",
    label: "Body",
    widget: "markdown",
    editor_components: ARTICLE_EDITOR_COMPONENTS,
    hint: "Markdown, with <Callout>, <Figure> and tables from the + menu. A figure's image is listed under Figures for you when you publish.",
  };
  const fields = cmsFields(objectType(schema, "Insight"), INSIGHT_DERIVED).map((field) => {
    if (field.name === "slug") return slugField(field, "title", "/insights/", INSIGHTS_COLLECTION.name, content);
    if (INSIGHT_CHOICES[field.name]) return choiceField(field, INSIGHT_CHOICES[field.name]);
    return field;
  });
  return {
    name: INSIGHTS_COLLECTION.name,
    label: "Insights",
    label_singular: "Insight",
    folder: `content/${INSIGHTS_FOLDER}`,
    extension: "mdx",
    format: "frontmatter",
    create: true,
    // A new article's file is named as its address.
    slug: "{{fields.slug}}",
    identifier_field: INSIGHTS_COLLECTION.identifier,
    // A draft or a scheduled article is marked as one in the list (src/cms/entry-status.ts sets the status when the CMS reads the file).
    summary: `{{fields.${STATUS_KEY}}}{{fields.title}} ({{fields.date}})`,
    sortable_fields: ["date", "title", "category"],
    // With the site's other images, where the articles have always named theirs ("../images/chart.png"). The
    // folder is given from the repository's root: Decap resolves a relative one against the entry's file, and a new
    // article has none yet, so its media library would open on an empty draft folder instead of the site's images.
    media_folder: IMAGES_FROM_ROOT,
    public_folder: IMAGES_FROM_FOLDER,
    fields: [...withMediaFolders(fields, content.insights(), IMAGES_FROM_FOLDER), body],
  };
}

/**
 * An experiment's result so far, at the top of its entry: drawn from the
 * local backend's report (src/cms/experiment-result-widget.ts); it holds no
 * value, so nothing of it is saved.
 */
export const RESULT_FIELD: CmsField = {
  name: "result",
  label: "Result so far",
  widget: EXPERIMENT_RESULT_WIDGET,
  required: false,
  report_url: `${LOCAL_BACKEND_URL}/experiments`,
  hint: "Leads per variant from the lead database, exposures from the GA4 export, the chance to beat the control and what to decide: as npm run experiments:report reads them.",
};

/** Widgets that show something about the entry and hold no value: nothing of them is saved. */
export const SHOWN_ONLY_WIDGETS: readonly string[] = [EXPERIMENT_RESULT_WIDGET, PAGE_EXPERIMENTS_WIDGET];

/**
 * What the page's A/B tests do to it now, at the top of a page's entry
 * (src/cms/page-experiments-widget.ts): the page's address is `page`, or the
 * entry's path when there is none (a landing page).
 */
function pageExperimentsField(page?: string): CmsField {
  return { name: "abTests", label: "A/B tests on this page", widget: PAGE_EXPERIMENTS_WIDGET, required: false, ...(page ? { page } : {}) };
}

/**
 * An experiment's variants: in a test of a whole landing-page block, a
 * variant's block is chosen and filled in like a landing page's blocks (a
 * list of the block types that can be swapped, of one item).
 */
function experimentFields(fields: CmsField[], schema: GraphQLSchema, content: ContentReader): CmsField[] {
  return [RESULT_FIELD, ...fields].map((field) =>
    field.name !== "variants"
      ? field
      : {
          ...field,
          fields: field.fields?.map((variantField) =>
            variantField.name !== "block"
              ? variantField
              : {
                  name: variantField.name,
                  label: "Block",
                  widget: "list",
                  required: false,
                  max: 1,
                  collapsed: false,
                  typeKey: BLOCK_TYPE_KEY,
                  hint: "Only when the target names no fields (the whole block is tested): the block this variant shows instead. Leave the control without one.",
                  types: WHOLE_BLOCK_TYPES.map((type) => blockType(schema, type, content)),
                },
          ),
        },
  );
}

function folderCollection(schema: GraphQLSchema, spec: FolderSpec, content: ContentReader) {
  const typeName = COLLECTION_TYPES[spec.folder];
  const own = cmsFields(objectType(schema, typeName)).map((field) => {
    if (field.name === spec.slugFrom?.field) return slugField(field, spec.slugFrom.source, spec.addressPrefix ?? "", spec.name, content);
    return field.name === "path" ? pathField(field, spec.name, content) : field;
  });
  const fields = spec.folder === "experiments" ? experimentFields(own, schema, content) : own;
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
    // A new entry's media library opens on the site's images too (see the articles' media_folder).
    media_folder: spec.media === IMAGES_FROM_FOLDER ? IMAGES_FROM_ROOT : spec.media,
    public_folder: spec.media,
    fields: withMediaFolders(fields, content.folder(spec.folder), spec.media),
  };
}

/** The redirect table: a list of { from, to, reason }, whose target must be a page of the site (the redirect-target widget checks it). */
function redirectFields(schema: GraphQLSchema, file: FileSpec, pagePaths: readonly string[]): CmsField[] {
  const item = cmsFields(objectType(schema, jsonTypeName({ node: { name: file.name, relativeDirectory: "" } }))).map((field) =>
    field.name === "to" ? redirectTargetField(field, pagePaths) : field,
  );
  return [{ name: LIST_FIELD, label: file.list!.label, widget: "list", required: true, collapsed: true, summary: "{{fields.from}} → {{fields.to}}", fields: item }];
}

/**
 * A redirect's target (src/cms/redirect-target-widget.ts): a page the site
 * has, with an optional #section. The pages of the content this configuration
 * was generated from are listed (and offered); a page published in the CMS
 * since is found among the entries of the collections that make pages, looked
 * up when the target is checked before saving.
 */
export function redirectTargetField(field: CmsField, pagePaths: readonly string[]): CmsField {
  return {
    ...field,
    widget: REDIRECT_TARGET_WIDGET,
    pages: [...new Set(pagePaths)].sort(),
    page_collections: pageCollections(),
    hint: `${field.hint ? `${field.hint} — ` : ""}A page published here can be chosen at once.`,
  };
}

/**
 * What the Publish check (src/cms/publish-rules.ts) knows of the site without
 * searching the entries: the addresses a link may lead to (the pages, the
 * redirects' sources, static/'s files), the site's own form names, and where
 * to look for the rest.
 */
export function siteAddresses(content: ContentReader): SiteAddresses {
  return {
    addresses: [...new Set([...content.pagePaths(), ...content.redirectSources(), ...staticFileAddresses()])].sort(),
    formNames: [...siteFormNames()],
    pageCollections: pageCollections(),
    campaigns: { collection: CAMPAIGNS_COLLECTION.name, field: CAMPAIGNS_COLLECTION.identifier },
    figuresFolder: IMAGES_FROM_FOLDER,
  };
}

/** The collections whose entries make pages (src/lib/page-plan.ts), each with a field every entry has. */
export function pageCollections(): PageCollections {
  const folder = (name: CollectionFolder) => {
    const spec = JSON_FOLDERS.find((candidate) => candidate.folder === name);
    if (!spec) throw new Error(`CMS: no collection for content/${name}`);
    return { collection: spec.name, field: spec.identifier };
  };
  return {
    technologies: folder("technologies"),
    services: folder("services"),
    caseStudies: folder("case-studies"),
    insights: { collection: INSIGHTS_COLLECTION.name, field: INSIGHTS_COLLECTION.identifier },
    campaigns: { collection: CAMPAIGNS_COLLECTION.name, field: CAMPAIGNS_COLLECTION.identifier },
  };
}

function filesCollection(schema: GraphQLSchema, group: (typeof FILE_GROUPS)[number], content: ContentReader) {
  // Decap reads a file's format from its collection (a file's own `format` is ignored), so list files have a collection of their own.
  const lists = group.files.filter((file) => file.list).length;
  if (lists > 0 && lists < group.files.length) throw new Error(`CMS: the group "${group.name}" mixes files whose top level is a list with others`);
  return {
    name: group.name,
    label: group.label,
    format: lists > 0 ? LIST_FILE_FORMAT : "json",
    // The files sit in content/ itself, so their images are in content/images.
    media_folder: IMAGES_FROM_CONTENT,
    public_folder: IMAGES_FROM_CONTENT,
    files: group.files.map((file) => {
      const fields = file.list
        ? redirectFields(schema, file, content.pagePaths())
        : withMediaFolders(cmsFields(objectType(schema, jsonTypeName({ node: { name: file.name, relativeDirectory: "" } }))), [content.file(file.name)], IMAGES_FROM_CONTENT);
      return {
        name: file.name,
        label: file.label,
        file: `content/${file.name}.json`,
        // The pages whose texts A/B tests replace say so at the top.
        fields: file.name === HOME_FILE ? [pageExperimentsField("/"), ...fields] : fields,
      };
    }),
  };
}

/** The image paths `values` hold, however deep (a list of images, a list of objects with an image …). */
function imagePaths(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.flatMap(imagePaths) : [];
}

/**
 * Decap finds an entry's image by its file name in the field's media folder,
 * so an image kept in a subfolder (content/images/case-studies/, …/logos/)
 * would not load. A field whose images all sit in one other folder gets that
 * folder as its own: its thumbnails load, the media library opens there and
 * an upload lands beside the images of its kind.
 */
export function withMediaFolders(fields: readonly CmsField[], records: readonly unknown[], folder: string): CmsField[] {
  return fields.map((field) => {
    const values = records.flatMap((record) => (record && typeof record === "object" && !Array.isArray(record) ? [(record as Record<string, unknown>)[field.name]] : [])).filter((v) => v !== undefined);
    const isImage = field.widget === "image" || field.field?.widget === "image";
    if (isImage) {
      const dirs = new Set(values.flatMap(imagePaths).map((value) => path.posix.dirname(value)));
      if (dirs.size !== 1) return field;
      const [dir] = dirs;
      return dir === folder ? field : { ...field, media_folder: dir, public_folder: dir };
    }
    if (field.fields) return { ...field, fields: withMediaFolders(field.fields, values.flatMap((v) => (Array.isArray(v) ? v : [v])), folder) };
    return field;
  });
}

/** What the configuration reads of content/ and src/pages (gatsby/cms/content-reader.ts). */
export interface ContentReader {
  /** the records of a collection folder's JSON files */
  folder(name: string): unknown[];
  /** the frontmatter of every article */
  insights(): unknown[];
  /** content/<name>.json */
  file(name: string): unknown;
  /** every page the site builds */
  pagePaths(): string[];
  /** the pages of src/pages (no content makes them) */
  fixedPagePaths(): string[];
  /** the addresses the redirect table and ended landing pages send on */
  redirectSources(): string[];
}

export interface CmsConfigOptions {
  schema: GraphQLSchema;
  content: ContentReader;
  settings: CmsBackendSettings;
  /** the production site, for the CMS's "view live" link */
  siteUrl: string;
}

export function cmsConfig({ schema, content, settings, siteUrl }: CmsConfigOptions) {
  return {
    backend: settings.backend,
    publish_mode: settings.publishMode,
    // Opened on localhost or 127.0.0.1, the CMS reads and writes the working copy through decap-server.
    local_backend: { url: LOCAL_BACKEND_URL, allowed_hosts: ["localhost", "127.0.0.1"] },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: `content/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FROM_FOLDER,
    collections: [
      insightsCollection(schema, content),
      ...JSON_FOLDERS.map((spec) => folderCollection(schema, spec, content)),
      campaignsCollection(schema, content),
      ...FILE_GROUPS.map((group) => filesCollection(schema, group, content)),
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
