/**
 * Insight articles. Each MDX file in `content/insights/` becomes an `Insight`
 * node (see gatsby/insight-nodes.ts) so templates never see the file format.
 * Only an insight with a slug gets a page, and only once it is published:
 * not a draft and its date has come (gatsby/computed-fields.ts).
 */
import { SLUG_MESSAGE, SLUG_PATTERN } from "../content-constraints";

export const insightTypeDefs = /* GraphQL */ `
  type Insight implements Node @dontInfer {
    title: String! @constraint(minLength: 10, maxLength: 90)
    "the meta description and the card text"
    description: String! @constraint(minLength: 50, maxLength: 240)
    date: Date! @dateformat
    "one of the authors of content/insight-choices.json"
    author: String!
    "one of the categories of content/insight-choices.json; also the category page's address (/insights/category/{slug})"
    category: String! @constraint(maxLength: 40)
    image: File @fileByRelativePath
    "images the body shows with <Figure image='file name'>, processed like every other image"
    figures: [File!] @fileByRelativePath
    "the page's address: /insights/{slug}"
    slug: String @constraint(pattern: "${SLUG_PATTERN}", message: "${SLUG_MESSAGE}")
    subtitle: String
    readTime: String @constraint(pattern: "^[1-9][0-9]? min read$", message: "Write it as '5 min read' (1 to 99 minutes)")
    "unfinished: never published, shown badged in previews"
    draft: Boolean
    "published, draft or scheduled, at the build's date"
    publication: String! @computed(by: "insightPublication")
    "whether this build lists the article: published ones only, every one in a preview"
    listed: Boolean! @computed(by: "insightListed")
    contentFilePath: String!
    "the body, rendered at build time with the article components (gatsby/article-body.ts)"
    bodyHtml: String! @computed(by: "insightBodyHtml")
  }

  "A name an article chooses from."
  type InsightCategoryChoice {
    name: String! @constraint(maxLength: 40)
  }

  type InsightAuthorChoice {
    name: String!
  }

  "The categories and authors an article chooses from in the CMS (content/insight-choices.json): add one here to offer it."
  type InsightChoicesJson implements Node @dontInfer {
    categories: [InsightCategoryChoice!]!
    authors: [InsightAuthorChoice!]!
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
    "a category page's title in the browser and the name of the feed it links to; {category} is the category"
    title: String!
    "the name the category's feed gives itself (its channel title); {brand} is the site's brand, {category} the category"
    feedTitle: String!
    "the accessible name of the list of articles"
    listLabel: String!
  }

  "/insights (content/insights-page.json); CallToAction comes from ./offering-pages"
  type InsightsPageJson implements Node @dontInfer {
    "the page's title in the browser and search results"
    metaTitle: String!
    "the name the site's feed (/rss.xml) gives itself (its channel title); {brand} is the site's brand"
    feedTitle: String!
    metaDescription: String! @constraint(minLength: 50, maxLength: 240)
    hero: PageHero!
    categories: InsightCategoriesCopy!
    newsletter: CallToAction!
    article: InsightArticleCopy!
  }

  "The texts every article page shares: the way back, and the call to action under the article."
  type InsightArticleCopy {
    backLabel: String!
    "the heading over the share links at the end of an article"
    shareTitle: String!
    shareLinkedInLabel: String!
    shareEmailLabel: String!
    "the heading over the related articles at the end of an article"
    relatedTitle: String!
    cta: CallToAction!
  }
`;
