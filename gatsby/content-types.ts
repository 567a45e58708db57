/**
 * The folders of `content/`, declared once: the build, the CMS
 * (gatsby/cms/config.ts), the page list and the content tests read them
 * from here.
 */
export const CONTENT_DIR = "content";
/** The articles, one MDX file each. */
export const INSIGHTS_FOLDER = "insights";
/** The images every content file names. */
export const IMAGES_FOLDER = "images";

/**
 * Which GraphQL type a JSON file in `content/` becomes.
 *
 * Collections (one file per record, each record a page or card) are named by
 * their folder; every other JSON file is a singleton named after the file
 * (`content/site.json` → `SiteJson`). Keeping the rule explicit means a
 * marketer can add a file to a collection folder without touching code, and
 * the schema in `gatsby/schema/` can declare every type up front.
 */
const COLLECTIONS = {
  technologies: "TechnologyPage",
  services: "ServicePage",
  "case-studies": "CaseStudy",
  campaigns: "CampaignPage",
  experiments: "Experiment",
} as const;

/** A collection's folder under content/. */
export type CollectionFolder = keyof typeof COLLECTIONS;
export const COLLECTION_TYPES: Readonly<Record<string, string>> = COLLECTIONS;

function pascalCase(value: string): string {
  return value
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}

interface JsonFileNode {
  name: string;
  relativeDirectory?: string;
}

export function jsonTypeName({ node }: { node: JsonFileNode }): string {
  const folder = (node.relativeDirectory ?? "").split("/")[0];
  if (folder && COLLECTION_TYPES[folder]) return COLLECTION_TYPES[folder];
  return `${pascalCase(node.name)}Json`;
}
