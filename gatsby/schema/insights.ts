/**
 * Insight articles. Each MDX file in `content/insights/` becomes an `Insight`
 * node (see gatsby/insight-nodes.ts) so templates never see the file format.
 * Only an insight with a slug gets a page, and only once it is published:
 * not a draft and its date has come (gatsby/computed-fields.ts).
 */
export const insightTypeDefs = /* GraphQL */ `
  type Insight implements Node @dontInfer {
    title: String!
    description: String!
    date: Date! @dateformat
    author: String!
    category: String!
    image: File @fileByRelativePath
    "images the body shows with <Figure image='file name'>, processed like every other image"
    figures: [File!] @fileByRelativePath
    slug: String
    subtitle: String
    readTime: String
    "unfinished: never published, shown badged in previews"
    draft: Boolean
    "published, draft or scheduled, at the build's date"
    publication: String! @computed(by: "insightPublication")
    "whether this build lists the article: published ones only, every one in a preview"
    listed: Boolean! @computed(by: "insightListed")
    contentFilePath: String!
  }

  "The MDX files' frontmatter stays inferred (Insight is what templates read); draft is declared so the generated types keep it when no file sets it."
  type MdxFrontmatter {
    draft: Boolean
  }

  "The insight category pages (/insights/category/{slug}) and the category links; {category} in subtitle is the category's name."
  type InsightCategoriesCopy {
    navLabel: String!
    allLabel: String!
    subtitle: String!
    feedLabel: String!
  }

  "/insights (content/insights-page.json); CallToAction comes from ./landing-pages"
  type InsightsPageJson implements Node @dontInfer {
    metaDescription: String!
    hero: PageHero!
    categories: InsightCategoriesCopy!
    newsletter: CallToAction!
  }
`;
