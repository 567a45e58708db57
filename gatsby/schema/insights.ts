/**
 * Insight articles. Each MDX file in `content/insights/` becomes an `Insight`
 * node (see gatsby/insight-nodes.ts) so templates never see the file format.
 * Only an insight with a slug gets a page.
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
    contentFilePath: String!
  }

  "/insights (content/insights-page.json); DualCallToAction comes from ./workshops"
  type InsightsPageJson implements Node @dontInfer {
    metaDescription: String!
    hero: PageHero!
    newsletter: DualCallToAction!
  }
`;
