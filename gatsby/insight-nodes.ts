import type { GatsbyNode, Node } from "gatsby";

const INSIGHTS_FOLDER = /[\\/]content[\\/]insights[\\/]/;

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  internal: Node["internal"] & { contentFilePath?: string };
}

/** Fields an insight's frontmatter must have; a missing one fails the build. */
export const REQUIRED_INSIGHT_FIELDS = ["title", "description", "date", "author", "category"] as const;

export function insightFieldsFromFrontmatter(frontmatter: Record<string, unknown>, file: string) {
  const missing = REQUIRED_INSIGHT_FIELDS.filter((field) => !frontmatter[field]);
  if (missing.length > 0) {
    throw new Error(`${file}: frontmatter is missing ${missing.join(", ")}`);
  }
  const { title, description, date, author, category, image, figures, slug, subtitle, readTime, draft } = frontmatter;
  if (draft !== undefined && typeof draft !== "boolean") throw new Error(`${file}: draft must be true or false`);
  return { title, description, date, author, category, image, figures, slug, subtitle, readTime, draft: draft ?? false };
}

/** Turns each MDX file under content/insights into an Insight node. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const mdx = node as MdxNode;
  const file = mdx.internal.contentFilePath ?? "";
  if (!INSIGHTS_FOLDER.test(file)) return;
  let fields;
  try {
    fields = insightFieldsFromFrontmatter(mdx.frontmatter ?? {}, file);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const insight = {
    ...fields,
    contentFilePath: file,
    id: createNodeId(`${mdx.id} >>> Insight`),
    parent: mdx.id,
    children: [],
    // The body is read from the Mdx node (Insight.bodyHtml); its digest is part of this one so an edit to the body alone updates the page.
    internal: { type: "Insight", contentDigest: createContentDigest({ fields, body: mdx.internal.contentDigest }) },
  };
  actions.createNode(insight);
  actions.createParentChildLink({ parent: mdx, child: insight as unknown as Node });
};
