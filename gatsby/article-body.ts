/**
 * Article bodies as HTML, made at build time. Every insight page is one
 * template (src/templates/insight.tsx) that inserts `Insight.bodyHtml`: the
 * article's MDX compiled once per distinct source (cached on disk by a digest
 * of the source and of the compiler) and rendered with the article components
 * (src/components/mdx/mdx-components.tsx), figures through gatsby-plugin-image.
 * Those components are static markup, so an article adds no code to the site's
 * bundles and the browser evaluates nothing.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as jsxRuntime from "react/jsx-runtime";
import { compile, run } from "@mdx-js/mdx";
import type { GraphQLField, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ArticleFigures, mdxComponents } from "../src/components/mdx/mdx-components";
import { ARTICLE_MDX_OPTIONS } from "./mdx-options";

const REPOSITORY = path.resolve(__dirname, "..");
export const ARTICLE_CACHE_DIR = path.join(REPOSITORY, ".cache", "article-bodies");

/** The figures' processing: the width of the article column. */
const FIGURE_IMAGE_ARGS = { width: 768, layout: "constrained" };

export type ArticleFigureImages = Readonly<Record<string, IGatsbyImageData>>;

/** What can turn the same source into different code: the compiler's versions and the options file. */
function compilerFingerprint(): string {
  const version = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(REPOSITORY, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  return [
    `@mdx-js/mdx@${version("@mdx-js/mdx")}`,
    `remark-gfm@${version("remark-gfm")}`,
    fs.readFileSync(path.join(__dirname, "mdx-options.ts"), "utf8"),
  ].join("\n");
}

let fingerprint: string | undefined;

/**
 * The MDX source compiled to the body of a function (MDX's `function-body`
 * output), read from the cache when this source was compiled before. The cache
 * is shared by Gatsby's query workers: each file is written whole, then renamed.
 */
export async function compileArticle(source: string, cacheDir: string = ARTICLE_CACHE_DIR, format: "mdx" | "md" = "mdx"): Promise<string> {
  fingerprint ??= compilerFingerprint();
  const key = crypto.createHash("sha256").update(fingerprint).update("\0").update(format).update("\0").update(source).digest("hex");
  const file = path.join(cacheDir, `${key}.js`);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8");
  const code = String(await compile(source, { ...ARTICLE_MDX_OPTIONS, format, outputFormat: "function-body", development: false }));
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, code);
  fs.renameSync(partial, file);
  return code;
}

/** Compiled MDX rendered with the article components to static HTML. */
export async function renderArticle(code: string, figures: ArticleFigureImages): Promise<string> {
  const { default: Content } = await run(code, jsxRuntime);
  return renderToStaticMarkup(
    React.createElement(ArticleFigures.Provider, { value: figures }, React.createElement(Content, { components: mdxComponents })),
  );
}

interface NodeModel {
  getNodeById(args: { id: string; type?: string }): unknown;
}

interface InsightSource {
  parent: string;
  contentFilePath: string;
}

interface FileNode {
  base: string;
  children: string[];
}

type AnyField = GraphQLField<unknown, unknown>;

/** A field's resolver, run as GraphQL would run it for `source`. */
function resolveField(field: AnyField, source: unknown, args: Record<string, unknown>, context: unknown, info: GraphQLResolveInfo) {
  if (!field.resolve) throw new Error(`${field.name} has no resolver`);
  return field.resolve(source, args, context, { ...info, fieldName: field.name });
}

/**
 * The article's `figures` by file name, as `figures { childImageSharp {
 * gatsbyImageData(width: 768) } }` would give them: through the schema's own
 * resolvers (the path lookup of @fileByRelativePath, gatsby-transformer-sharp's
 * processing), so the images are found, processed and cached as every other.
 */
async function figureImages(source: InsightSource, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo): Promise<ArticleFigureImages> {
  const files = ((await resolveField(info.parentType.getFields().figures, source, {}, context, info)) ?? []) as FileNode[];
  const imageData = (info.schema.getType("ImageSharp") as GraphQLObjectType).getFields().gatsbyImageData;
  const entries = await Promise.all(
    files.map(async (file) => {
      const image = file.children
        .map((id) => context.nodeModel.getNodeById({ id }) as { internal: { type: string } } | null)
        .find((child) => child?.internal.type === "ImageSharp");
      if (!image) throw new Error(`figure "${file.base}" is not an image the build can process`);
      return [file.base, (await resolveField(imageData, image, FIGURE_IMAGE_ARGS, context, info)) as IGatsbyImageData] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Insight.bodyHtml. A body that does not compile or render stops the build, naming its file. */
export async function insightBodyHtml(source: InsightSource, _args: unknown, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo) {
  const mdx = context.nodeModel.getNodeById({ id: source.parent, type: "Mdx" }) as { body?: unknown } | null;
  if (typeof mdx?.body !== "string") throw new Error(`${source.contentFilePath}: its MDX node has no body`);
  try {
    const [code, figures] = await Promise.all([compileArticle(mdx.body), figureImages(source, context, info)]);
    return await renderArticle(code, figures);
  } catch (error) {
    throw new Error(`${source.contentFilePath}: ${(error as Error).message}`);
  }
}

/**
 * CampaignText.html: a campaign page's text block, written in plain Markdown
 * (no components, no HTML), rendered as an article's body is.
 */
export async function campaignTextHtml(source: { body?: string | null }): Promise<string> {
  try {
    return await renderArticle(await compileArticle(source.body ?? "", ARTICLE_CACHE_DIR, "md"), {});
  } catch (error) {
    throw new Error(`a campaign page's text block: ${(error as Error).message}`);
  }
}
